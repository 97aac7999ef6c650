/**
 * The console's trainer page (docs/decisions/0041): its sections in order with friendly labels, each
 * later section from its own read (onboarding and signatures, classes, attempts, sessions), dates for
 * people and never an ISO timestamp, tables that become cards on a phone, and a section whose read
 * fails failing alone. The editing controls keep working: tests/component/admin-forms.test.tsx.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { duration } from "../../app/features/admin-console/trainer-attempts";
import { renewalState } from "../../app/features/admin-console/trainer-certification";
import { TrainerDetail } from "../../app/features/admin-console/trainer-detail";
import { TRAINER_SECTIONS } from "../../app/features/admin-console/trainer-section";
import * as F from "./admin-fixtures";
import { json, renderApp, stubFetch } from "./support";
import { expectCardLabels } from "./table-cards";

function stubPage(overrides: Record<string, unknown> = {}, failing: string[] = []) {
  const reads = { ...F.TRAINER_PAGE_READS, ...overrides };
  return stubFetch((url) => {
    if (failing.includes(url.pathname)) return json({ message: "Something broke." }, 500);
    return url.pathname in reads ? json(reads[url.pathname]) : json({ message: "Not expected" }, 500);
  });
}

const region = (name: string) => screen.getByRole("region", { name });

function shownBeside(area: string, label: string) {
  const term = within(region(area)).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

async function openPage() {
  renderApp(<TrainerDetail />, { path: "/trainers/7", route: "/trainers/:id" });
  // The last section's read is in: every section has drawn.
  await within(await screen.findByRole("region", { name: "Active sessions" })).findByText("Safari on iPhone");
  await within(region("Assessment attempts")).findByText(/Passed 1 of 4/);
  await within(region("Classes")).findByText("Tulsa Community Center");
  await within(region("Signatures")).findByText("Matches");
}

describe("a trainer's page in the console", () => {
  it("shows its sections in order, each linked from the top of the page", async () => {
    stubPage();
    await openPage();
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(TRAINER_SECTIONS.map((s) => s.title));
    expect(titles.slice(0, 8)).toEqual([
      "Identity and status",
      "Public profile",
      "Certification and renewal",
      "Onboarding and payment",
      "Classes",
      "Assessment attempts",
      "Signatures",
      "Active sessions",
    ]);
    const nav = screen.getByRole("navigation", { name: "Sections of this page" });
    for (const s of TRAINER_SECTIONS) {
      expect(within(nav).getByRole("link", { name: s.title }).getAttribute("href")).toBe(`#${s.id}`);
      expect(document.getElementById(s.id)?.getAttribute("aria-labelledby")).toBe(`${s.id}-title`);
    }
  });

  it("writes every value for people: labels, dates, Yes and No, Not given; no ISO timestamp", async () => {
    stubPage();
    await openPage();
    expect(shownBeside("Identity and status", "Login e-mail")).toBe("dana@example.com");
    expect(shownBeside("Identity and status", "Featured")).toBe("No");
    expect(shownBeside("Identity and status", "Affiliate code")).toBe("Not given");
    expect(shownBeside("Identity and status", "Map point")).toBe("The city's point");
    expect(shownBeside("Identity and status", "Account created")).toMatch(/^Jan 1, 2024 \(.+ ago\)$/);
    expect(
      within(region("Identity and status"))
        .getByRole("link", { name: /\/dana-trainer/ })
        .getAttribute("href"),
    ).toBe("/dana-trainer");

    const onboarding = region("Onboarding and payment");
    expect(within(onboarding).getByText("64% done: 2 of 3 steps")).toBeTruthy();
    expect(shownBeside("Onboarding and payment", "Payment")).toBe("Completed");
    expect(shownBeside("Onboarding and payment", "Documents to sign")).toMatch(/^None/);
    expect(within(onboarding).getByText("Profile complete").textContent).toBe("Profile complete: not done");
    expect(within(onboarding).getByText("Paid in full")).toBeTruthy();
    expect(within(onboarding).getByText(/by the store/)).toBeTruthy();

    const classes = region("Classes");
    expect(within(classes).getByText("Thu, Mar 5, 2099")).toBeTruthy();
    expect(within(classes).getByText("12 places")).toBeTruthy();
    expect(within(classes).getByText(/America\/Chicago/)).toBeTruthy();

    const attempts = region("Assessment attempts");
    // The title names its class already ("Class 1: ..."): not repeated.
    expect(within(attempts).getByText("Class 1 Assessment")).toBeTruthy();
    expect(within(attempts).getByText("9 of 10 (90%)")).toBeTruthy();
    expect(within(attempts).getByText("7 min 5 s")).toBeTruthy();

    const signatures = region("Signatures");
    expect(within(signatures).getByText("Trainer Agreement")).toBeTruthy();
    expect(within(signatures).getByText("Current")).toBeTruthy();
    expect(within(signatures).getByText(/^Jan 3, 2024, \d{1,2}:\d{2} [AP]M \(.+\)$/)).toBeTruthy();

    expect(within(region("Active sessions")).getByText("Signed in on 1 device.")).toBeTruthy();

    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(document.body.textContent).not.toMatch(/\b(true|false|null|undefined)\b/);
  });

  it("draws each table as cards on a phone: every cell names its column", async () => {
    stubPage();
    await openPage();
    const tables = [...document.querySelectorAll("table")] as HTMLTableElement[];
    // Applications, upcoming classes, attempts, signatures, sessions.
    expect(tables).toHaveLength(5);
    const titles = ["Applicant", "Class", "Assessment", "Document", "Device"];
    for (const table of tables) expectCardLabels(table, titles);
  });

  it("says what is missing: no class, no attempt, no signature, not signed in", async () => {
    stubPage({
      "/api/admin/trainers/7/onboarding": { ...F.TRAINER_ONBOARDING, applications: [], signatures: [] },
      "/api/admin/trainers/7/classes": { ...F.TRAINER_CLASSES, upcoming: [] },
      "/api/admin/trainers/7/attempts": { ...F.TRAINER_ATTEMPTS, passedCount: 0, attempts: [] },
      "/api/admin/trainers/7/sessions": { active: 0, sessions: [] },
    });
    renderApp(<TrainerDetail />, { path: "/trainers/7", route: "/trainers/:id" });
    expect(await screen.findByText("Not signed in anywhere.")).toBeTruthy();
    expect(await screen.findByText(/No upcoming class/)).toBeTruthy();
    expect(await screen.findByText("No attempt yet.")).toBeTruthy();
    expect(await screen.findByText("No document is signed yet.")).toBeTruthy();
    expect(screen.getByText(/No application is linked/)).toBeTruthy();
  });

  it("shows a section's failed read in that section alone, with Try again", async () => {
    stubPage({}, ["/api/admin/trainers/7/sessions"]);
    renderApp(<TrainerDetail />, { path: "/trainers/7", route: "/trainers/:id" });
    const sessions = await screen.findByRole("region", { name: "Active sessions" });
    expect(await within(sessions).findByText("We couldn't load the sessions")).toBeTruthy();
    expect(within(sessions).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(await within(region("Assessment attempts")).findByText(/Passed 1 of 4/)).toBeTruthy();
    expect(screen.getAllByText(/We couldn't load/)).toHaveLength(1);
  });
});

describe("the certification's renewal state", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("warns within 60 days and when a certified trainer has no date; says when it passed", () => {
    expect(renewalState({ status: "certified", renewalDate: "2026-04-10" }, now)?.tone).toBe("warning");
    expect(renewalState({ status: "certified", renewalDate: "2027-03-01" }, now)).toEqual({
      tone: "ok",
      text: "Certification current",
    });
    expect(renewalState({ status: "certified", renewalDate: "2026-02-01" }, now)?.tone).toBe("danger");
    expect(renewalState({ status: "certified", renewalDate: null }, now)?.text).toBe("No renewal date set");
    expect(renewalState({ status: "in_training", renewalDate: null }, now)).toBeNull();
  });

  it("writes an attempt's time in minutes and seconds", () => {
    expect(duration(45)).toBe("45 s");
    expect(duration(420)).toBe("7 min");
    expect(duration(425)).toBe("7 min 5 s");
  });
});
