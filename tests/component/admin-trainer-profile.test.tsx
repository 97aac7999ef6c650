/**
 * The console's trainer page shows the trainer's profile for people: sections of labelled values, dates
 * written out, booleans as Yes or No, never a raw key or an ISO timestamp.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrainerDetail } from "../../app/features/admin-console/trainer-detail";
import * as F from "./admin-fixtures";
import { json, renderApp, stubFetch } from "./support";

const TRAINER = {
  ...F.ADMIN_TRAINER,
  profile: {
    firstName: "Dana",
    lastName: "Trainer",
    yearsExperience: 6,
    specializations: ["Women's self-defense", "Youth"],
    certificationDate: "2024-03-01",
    hasInsurance: true,
    insuranceExpiry: "2026-09-30",
    inWhatsApp: false,
    otherSocialMedia: [{ platform: "Threads", url: "https://threads.example/dana" }],
    locationDefaulted: false,
    updatedAt: "2025-11-14T15:04:00.000Z",
  },
};

/** The value shown beside a label, in the named region. */
function shownBeside(region: string, label: string) {
  const area = screen.getByRole("region", { name: region });
  const term = within(area).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

describe("A trainer's profile in the console", () => {
  it("shows labelled sections with readable values", async () => {
    stubFetch((url) =>
      url.pathname in F.TRAINER_PAGE_READS
        ? json(url.pathname === "/api/admin/trainers/7" ? TRAINER : F.TRAINER_PAGE_READS[url.pathname])
        : json({ message: "Not expected" }, 500),
    );
    renderApp(<TrainerDetail />, { path: "/trainers/7", route: "/trainers/:id" });
    await screen.findByRole("heading", { level: 3, name: "Public profile" });

    expect(shownBeside("About", "Experience")).toBe("6 years");
    expect(shownBeside("About", "Specializations")).toBe("Women's self-defense, Youth");
    expect(shownBeside("Community", "In the WhatsApp group")).toBe("No");
    expect(shownBeside("Social media", "Other")).toBe("Threads: https://threads.example/dana");
    expect(shownBeside("Name and contact", "Phone")).toBe("Not given");
    // The certification dates and the insurance are the certification's section.
    expect(shownBeside("Certification and renewal", "Certified on")).toMatch(/^Mar 1, 2024 \(.+\)$/);
    expect(shownBeside("Certification and renewal", "Insured")).toBe("Yes");
    expect(shownBeside("Certification and renewal", "Insurance ends on")).toMatch(/^Sep 30, 2026/);

    expect(screen.getByText(/As the trainer last saved it/).textContent).toContain("Nov 14, 2025");
    expect(document.body.textContent).not.toMatch(/In whats app|Location defaulted|\d{4}-\d{2}-\d{2}T/);
  });
});
