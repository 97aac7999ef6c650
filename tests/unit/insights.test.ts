/** Trainer insights' rules (src/shared/insights.ts, decision 0046). */
import { describe, expect, it } from "vitest";
import { countable } from "../../src/server/modules/insights/routes.public";
import { dailySeries, dayBefore, optedOut, totalsOf } from "../../src/shared/insights";

describe("optedOut", () => {
  it("is true for Do Not Track or Global Privacy Control, from headers or the browser", () => {
    expect(optedOut({ dnt: "1" })).toBe(true);
    expect(optedOut({ gpc: "1" })).toBe(true);
    expect(optedOut({ gpc: true })).toBe(true);
    expect(optedOut({ dnt: "0", gpc: "0" })).toBe(false);
    expect(optedOut({ dnt: null, gpc: false })).toBe(false);
    expect(optedOut({})).toBe(false);
  });
});

describe("countable (the beacon's request)", () => {
  const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
  it("counts a browser, not a bot, an empty agent, DNT or Sec-GPC", () => {
    expect(countable({ "user-agent": browser })).toBe(true);
    expect(countable({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" })).toBe(false);
    expect(countable({})).toBe(false);
    expect(countable({ "user-agent": browser, dnt: "1" })).toBe(false);
    expect(countable({ "user-agent": browser, "sec-gpc": "1" })).toBe(false);
  });
});

describe("dayBefore", () => {
  it("counts back across months, years and the clock change", () => {
    expect(dayBefore("2026-03-01", 1)).toBe("2026-02-28");
    expect(dayBefore("2027-01-01", 1)).toBe("2026-12-31");
    expect(dayBefore("2026-11-02", 1)).toBe("2026-11-01");
    expect(dayBefore("2026-11-28", 29)).toBe("2026-10-30");
  });
});

describe("dailySeries", () => {
  it("has every day, oldest first, views and clicks apart; impressions and other days left out", () => {
    const series = dailySeries(
      [
        { day: "2026-11-28", kind: "profile_view", count: 10 },
        { day: "2026-11-28", kind: "register_click", count: 3 },
        { day: "2026-11-27", kind: "contact_click", count: 1 },
        { day: "2026-11-27", kind: "ics_download", count: 2 },
        { day: "2026-11-27", kind: "card_impression", count: 50 },
        { day: "2026-10-01", kind: "profile_view", count: 99 },
      ],
      "2026-11-28",
      3,
    );
    expect(series).toEqual([
      { day: "2026-11-26", views: 0, clicks: 0 },
      { day: "2026-11-27", views: 0, clicks: 3 },
      { day: "2026-11-28", views: 10, clicks: 3 },
    ]);
  });

  it("is 30 days by default", () => {
    expect(dailySeries([], "2026-11-28")).toHaveLength(30);
  });
});

describe("totalsOf", () => {
  it("adds each kind, every kind present", () => {
    expect(
      totalsOf([
        { kind: "profile_view", count: 2 },
        { kind: "profile_view", count: 3 },
      ]),
    ).toEqual({ profile_view: 5, card_impression: 0, register_click: 0, contact_click: 0, ics_download: 0 });
  });
});
