/**
 * The console's Reservations tab (issue 33 §5): the totals, and per region, trainer and class the
 * figures with the no-show rate as a percentage ("–" when nothing was marked).
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReservationsTab, rateText } from "../../app/features/admin-console/reservations-tab";
import type { ReservationSummary } from "../../src/shared/contracts/reservations";
import { json, renderApp, stubFetch } from "./support";

const figures = { reservations: 3, people: 6, waiting: 1, marked: 2, noShows: 1, noShowRate: 0.5 };
const SUMMARY: ReservationSummary = {
  total: figures,
  classes: [
    {
      classId: "c-1",
      title: "Evening Basics",
      date: "2026-11-20",
      trainerName: "Dana Whitfield",
      region: "OK",
      capacity: 10,
      ...figures,
    },
  ],
  trainers: [{ trainerId: 3, trainerName: "Dana Whitfield", ...figures }],
  regions: [{ region: null, ...figures, marked: 0, noShows: 0, noShowRate: null }],
};

describe("the Reservations tab", () => {
  it("shows the totals and each table with its no-show rate", async () => {
    stubFetch((url) =>
      url.pathname === "/api/admin/reservations/summary"
        ? json(SUMMARY)
        : json({ message: "Not expected" }, 500),
    );
    renderApp(<ReservationsTab />);
    expect((await screen.findByTestId("reservations-total")).textContent).toBe(
      "3 confirmed reservations, 6 people, no-show rate 50%",
    );
    const byClass = screen.getByRole("region", { name: "Reservations by class" });
    const row = within(byClass).getByRole("row", { name: /Evening Basics/ });
    expect(row.textContent).toContain("50%");
    const byRegion = screen.getByRole("region", { name: "Reservations by region" });
    expect(within(byRegion).getByRole("row", { name: /No state/ }).textContent).toContain("–");
  });

  it("words the rate", () => {
    expect(rateText(null)).toBe("–");
    expect(rateText(0.333)).toBe("33%");
  });
});
