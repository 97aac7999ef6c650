/**
 * The dashboard's insights card (issue 32 part 3, decision 0046): the chart with its table for screen
 * readers, the totals, the best class, the empty month, and the error with Try again.
 */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InsightsCard } from "../../app/features/portal/insights-card";
import { dailySeries } from "../../src/shared/insights";
import { json, renderApp, stubFetch } from "./support";

const THROUGH = "2026-11-28";

function answer(rows: Parameters<typeof dailySeries>[0], best: unknown = null) {
  const totals = {
    profile_view: 0,
    card_impression: 0,
    register_click: 0,
    contact_click: 0,
    ics_download: 0,
  };
  for (const r of rows) totals[r.kind] += r.count;
  return { through: THROUGH, days: dailySeries(rows, THROUGH), totals, bestClass: best };
}

describe("the insights card", () => {
  it("draws the 30 days, says each day with counts in its table, and names the best class", async () => {
    stubFetch(() =>
      json(
        answer(
          [
            { day: "2026-11-27", kind: "profile_view", count: 10 },
            { day: "2026-11-27", kind: "register_click", count: 3 },
            { day: "2026-11-28", kind: "card_impression", count: 40 },
          ],
          { id: "c1", title: "Evening Basics", registerClicks: 3 },
        ),
      ),
    );
    renderApp(<InsightsCard />);
    const card = await screen.findByRole("region", { name: "Your public page, last 30 days" });
    expect((await within(card).findByTestId("insights-chart")).querySelectorAll("g")).toHaveLength(30);
    const rows = within(card).getByTestId("insights-table").querySelectorAll("tbody tr");
    // Days with views or clicks only: the 28th's impressions are in the totals, not the chart.
    expect([...rows].map((r) => r.textContent)).toEqual(["Nov 27103"]);
    expect(within(card).getByTestId("insights-profile_view").textContent).toBe("10");
    expect(within(card).getByTestId("insights-card_impression").textContent).toBe("40");
    expect(within(card).getByTestId("insights-best-class").textContent).toContain("Evening Basics");
  });

  it("says nothing was counted yet instead of an empty chart", async () => {
    stubFetch(() => json(answer([])));
    renderApp(<InsightsCard />);
    expect(await screen.findByText(/No visits counted yet/)).toBeTruthy();
    expect(screen.queryByTestId("insights-chart")).toBeNull();
    expect(screen.queryByTestId("insights-best-class")).toBeNull();
  });

  it("shows the failure with Try again", async () => {
    stubFetch(() => json({ error: "Internal Server Error", message: "Down" }, 500));
    renderApp(<InsightsCard />);
    expect(await screen.findByText("We couldn't load your page's figures")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Try again/ })).toBeTruthy();
  });
});
