/**
 * The classes screens' windows (issue 18, point 2): the month windows, "this month" as the server can
 * know it, the one way to write a classes URL and the query's refusals; and the server's flattening,
 * kept once per listing.
 */
import { describe, expect, it } from "vitest";
import { flatClasses } from "../../src/server/modules/classes/class-windows";
import {
  CLASS_PAGE_SIZE,
  classesBetween,
  currentMonthWindow,
  dayClasses,
  firstOfEachDay,
  type ListedClass,
  monthWindow,
  windowCovers,
} from "../../src/shared/class-listing";
import {
  CLASS_LIST_PAGE,
  publicClassesQuery,
  publicClassesUrl,
} from "../../src/shared/contracts/public-classes";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";

describe("month windows", () => {
  it("a month's own days, or its grid's whole weeks", () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    expect(monthWindow({ year: 2026, month: 10 }, false)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(monthWindow({ year: 2026, month: 10 }, true)).toEqual({ from: "2026-11-01", to: "2026-12-05" });
    expect(monthWindow({ year: 2026, month: 1 }, false)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("this month: the month itself mid-month, both months at a month's turn", () => {
    const mid = new Date("2026-11-15T12:00:00Z");
    expect(currentMonthWindow(mid, false)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(currentMonthWindow(mid, true)).toEqual(monthWindow({ year: 2026, month: 10 }, true));
    // 20:00 UTC on 30 November: already 1 December in Kiritimati (UTC+14).
    expect(currentMonthWindow(new Date("2026-11-30T20:00:00Z"), false)).toEqual({
      from: "2026-11-01",
      to: "2026-12-31",
    });
    // 05:00 UTC on 1 December: still 30 November on Baker Island (UTC-12).
    expect(currentMonthWindow(new Date("2026-12-01T05:00:00Z"), false)).toEqual({
      from: "2026-11-01",
      to: "2026-12-31",
    });
  });

  it("covers every visitor's own month, whatever their zone", () => {
    const now = new Date("2026-11-30T23:30:00Z");
    for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC", "Etc/GMT+12"]) {
      const day = now.toLocaleDateString("en-CA", { timeZone: zone });
      const month = { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 };
      expect(windowCovers(currentMonthWindow(now, true), monthWindow(month, true)), zone).toBe(true);
    }
    expect(
      windowCovers({ from: "2026-11-02", to: "2026-11-30" }, { from: "2026-11-01", to: "2026-11-30" }),
    ).toBe(false);
  });

  it("classesBetween keeps both ends", () => {
    const at = (date: string) => ({ date }) as ListedClass;
    const days = ["2026-10-31", "2026-11-01", "2026-11-30", "2026-12-01"].map(at);
    expect(classesBetween(days, "2026-11-01", "2026-11-30").map((c) => c.date)).toEqual([
      "2026-11-01",
      "2026-11-30",
    ]);
  });
});

describe("a month grid's window", () => {
  it("keeps each day's first classes and counts every one", () => {
    const at = (id: string, date: string) => ({ id, date }) as ListedClass;
    const classes = [
      at("a", "2026-11-02"),
      at("b", "2026-11-02"),
      at("c", "2026-11-02"),
      at("d", "2026-11-03"),
    ];
    expect(firstOfEachDay(classes, 2)).toEqual({
      classes: [classes[0], classes[1], classes[3]],
      days: { "2026-11-02": 3, "2026-11-03": 1 },
    });
    expect(firstOfEachDay(classes, Infinity).classes).toEqual(classes);
  });

  it("a day draws its first ones and '+N more' from its whole count", () => {
    const first = ["a", "b", "c", "d"];
    expect(dayClasses(first, false, 10)).toEqual({ shown: ["a", "b", "c"], more: 7 });
    expect(dayClasses(first, false, 4)).toEqual({ shown: first, more: 0 });
    expect(dayClasses(first, true, 10)).toEqual({ shown: first, more: 0 });
  });
});

describe("the classes query", () => {
  it("one URL per ask: fixed order, defaults left out", () => {
    expect(publicClassesUrl({})).toBe("/api/public-classes");
    expect(
      publicClassesUrl({ screen: "classes", search: "", location: "all", type: "all", trainer: null }),
    ).toBe("/api/public-classes");
    expect(publicClassesUrl({ through: "x", month: "current", screen: "period", cursor: 40 })).toBe(
      "/api/public-classes?screen=period&month=current&cursor=40&through=x",
    );
    expect(publicClassesUrl({ search: "Tulsa & OK" })).toBe("/api/public-classes?search=Tulsa+%26+OK");
    expect(CLASS_LIST_PAGE).toBe(CLASS_PAGE_SIZE);
  });

  it("reads what it writes, and refuses what no screen asks", () => {
    const parse = (url: string) =>
      publicClassesQuery.safeParse(Object.fromEntries(new URL(url, "http://x").searchParams));
    expect(parse(publicClassesUrl({ cursor: 40, search: "a" })).data).toMatchObject({
      screen: "classes",
      cursor: 40,
      limit: CLASS_LIST_PAGE,
      search: "a",
      location: "all",
    });
    expect(parse("/api/public-classes?from=2026-11-01&to=2026-12-12").success).toBe(true);
    for (const bad of [
      "from=2026-11-01&to=2026-12-13",
      "from=2026-11-31&to=2026-12-01",
      "to=2026-12-01",
      "from=2026-11-01&to=2026-11-02&through=x",
      "month=current&cursor=0",
      "cursor=1.5",
      "limit=101",
    ])
      expect(parse(`/api/public-classes?${bad}`).success, bad).toBe(false);
  });
});

describe("the server's classes", () => {
  it("are flattened once per listing, with each trainer's name by slug", () => {
    const trainers = [
      {
        id: 7,
        displayName: "Dana Whitfield",
        firstName: "Dana",
        customUrlSlug: "dana-whitfield",
        upcomingClasses: [
          { id: "a", date: "2026-11-02", time: "", title: "", price: "", tags: [], location: "Tulsa, OK" },
        ],
      },
    ] as unknown as PublicTrainer[];
    const flat = flatClasses(trainers);
    expect(flatClasses(trainers)).toBe(flat);
    expect(flatClasses([...trainers])).not.toBe(flat);
    expect(flat.classes[0]).toMatchObject({
      id: "a",
      title: "2-Hour Basic Self-Defense Class",
      price: "$75",
    });
    expect(flat.names.get("dana-whitfield")).toBe("Dana Whitfield");
  });
});
