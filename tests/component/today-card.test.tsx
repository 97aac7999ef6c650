import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TodayCard } from "../../app/features/portal/today-card";
import type { Dashboard } from "../../src/shared/contracts/dashboard";
import { json, renderApp, stubFetch } from "./support";

const DATA: Dashboard = {
  id: 7,
  name: "Dana Whitfield",
  email: "dana@example.com",
  status: "certified",
  city: "Tulsa",
  state: "OK",
  location: "Tulsa, OK",
  profilePicture: null,
  certificationDate: "2025-06-02",
  renewalDate: "2027-06-02",
  affiliateCode: null,
  onboardingProgress: 100,
  onboardingSteps: [],
  nextClass: {
    id: "c1",
    title: "2-Hour Basic Self-Defense Class",
    date: "2026-12-05",
    time: "6:00 PM - 8:00 PM",
    location: "Tulsa Rec Center",
  },
  nextWeek: 2,
};

const links = () =>
  stubFetch(() =>
    json({ zoomThursdayUrl: "https://zoom.example/thu", zoomSundayUrl: "https://zoom.example/sun" }),
  );

describe("the dashboard's today block", () => {
  it("names the next live training, the next class and the module to study, each with its way there", async () => {
    links();
    const open = vi.fn();
    const { user } = renderApp(<TodayCard data={DATA} studyTitle="Awareness" onOpenWeek={open} />);
    const today = screen.getByRole("region", { name: "Today" });
    expect(within(today).getByText(/Thursday Training|Sunday Training/)).toBeTruthy();
    expect(today.textContent).toContain("2-Hour Basic Self-Defense Class");
    expect(today.textContent).toContain("Sat, Dec 5 · 6:00 PM - 8:00 PM · Tulsa Rec Center");
    expect(within(today).getByRole("link", { name: "Manage Classes" }).getAttribute("href")).toBe(
      "/trainer-portal/calendar",
    );
    expect(today.textContent).toContain("Class 2: Awareness");
    await user.click(within(today).getByRole("button", { name: "Open the module" }));
    expect(open).toHaveBeenCalledWith(2);
    expect(today.textContent).not.toContain("Onboarding still to do");
  });

  it("offers to add a class when none is planned, and says when every assessment is passed", () => {
    links();
    renderApp(<TodayCard data={{ ...DATA, nextClass: null, nextWeek: null }} onOpenWeek={() => {}} />);
    expect(screen.getByRole("link", { name: "Add a class" })).toBeTruthy();
    expect(screen.getByText("Every class assessment is passed. Well done!")).toBeTruthy();
  });

  it("lists onboarding still to do for a trainer in training, each step a link where it is done", () => {
    links();
    renderApp(
      <TodayCard
        data={{
          ...DATA,
          status: "in_training",
          onboardingSteps: [
            { id: "payment", label: "Payment", done: true },
            { id: "document:nda", label: "Non-Disclosure Agreement", done: false },
          ],
        }}
        onOpenWeek={() => {}}
      />,
    );
    expect(screen.getByText("Onboarding still to do")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Non-Disclosure Agreement" }).getAttribute("href")).toBe(
      "/onboarding/documents",
    );
    expect(screen.queryByText("Payment")).toBeNull();
  });
});
