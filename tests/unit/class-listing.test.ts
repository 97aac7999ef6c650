import { describe, expect, it } from "vitest";
import {
  availableText,
  CLASS_TYPES,
  chipName,
  chipText,
  chipTitle,
  cityOf,
  cityOptions,
  classesByDay,
  classesInPeriod,
  classOptionCounts,
  classTime,
  DAY_CLASS_LIMIT,
  dayClasses,
  dayTitle,
  filterClasses,
  filterWorkshops,
  flattenClasses,
  type ListedClass,
  localToday,
  monthGrid,
  monthOf,
  monthTitle,
  paddedMonth,
  periodHeading,
  periodRange,
  regionOf,
  regionOptions,
  shiftMonth,
  valueLabel,
  workshopOptionCounts,
} from "../../src/shared/class-listing";
import type { PublicClass, PublicTrainer } from "../../src/shared/contracts/public-trainers";

const cls = (over: Partial<PublicClass>): PublicClass => ({
  id: "c1",
  title: "Basics",
  date: "2026-12-05",
  time: "6:00 PM - 8:00 PM",
  startTime: "18:00:00",
  endTime: "20:00:00",
  timeZone: "America/Chicago",
  location: "Tulsa, OK",
  price: "$75",
  priceCents: 7500,
  paymentLink: null,
  capacity: null,
  spotsLeft: null,
  type: null,
  level: null,
  tags: [],
  address: null,
  ...over,
});
const trainer = (id: number, first: string, classes: PublicClass[]) =>
  ({
    id,
    displayName: first,
    firstName: first,
    customUrlSlug: first.toLowerCase(),
    upcomingClasses: classes,
  }) as unknown as PublicTrainer;

describe("flattenClasses", () => {
  it("gathers every trainer's classes by date and time, with the trainer attached and the fallbacks", () => {
    const list = flattenClasses([
      trainer(1, "Dana", [
        cls({ id: "a", date: "2026-12-07" }),
        cls({ id: "", title: "", price: "", date: "2026-12-01" }),
      ]),
      trainer(2, "Jess", [cls({ id: "b", date: "2026-12-07", startTime: "09:00:00" })]),
    ]);
    expect(list.map((c) => c.id)).toEqual(["1_2026-12-01_6:00 PM - 8:00 PM", "b", "a"]);
    expect(list[0]).toMatchObject({
      title: "2-Hour Basic Self-Defense Class",
      price: "$75",
      trainerFirstName: "Dana",
    });
    expect(list[1]).toMatchObject({ trainerName: "Jess", trainerSlug: "jess" });
  });
});

describe("the spec's fallbacks", () => {
  it("shows '2:00 PM - 4:00 PM' for a missing time, 'undefined' or a time with NaN", () => {
    expect(classTime(undefined)).toBe("2:00 PM - 4:00 PM");
    expect(classTime(null)).toBe("2:00 PM - 4:00 PM");
    expect(classTime("")).toBe("2:00 PM - 4:00 PM");
    expect(classTime("undefined")).toBe("2:00 PM - 4:00 PM");
    expect(classTime("NaN:NaN AM - 4:00 PM")).toBe("2:00 PM - 4:00 PM");
    expect(classTime("6:00 PM - 8:00 PM")).toBe("6:00 PM - 8:00 PM");
  });

  it("fills the time, the trainer's first name and a missing tag list while flattening", () => {
    const t = {
      ...trainer(7, "", [cls({ time: "undefined", tags: undefined as unknown as string[] })]),
      displayName: "Maria Lopez",
    } as PublicTrainer;
    const [c] = flattenClasses([t]);
    expect(c).toMatchObject({
      time: "2:00 PM - 4:00 PM",
      trainerName: "Maria Lopez",
      trainerFirstName: "Maria",
      trainerId: 7,
      tags: [],
    });
  });

  it("a chip's tooltip reads '{title} with {first name} {time} at {location}'", () => {
    const [c] = flattenClasses([trainer(1, "Dana", [cls({ title: "Basics" })])]);
    expect(chipTitle(c!)).toBe("Basics with Dana 6:00 PM - 8:00 PM at Tulsa, OK");
    expect(chipText(c!)).toBe("Basics 6:00 PM - 8:00 PM $75");
    // The visible words first (label in name), then the spec's 'Self-Defense' and the tooltip.
    expect(chipName(c!)).toBe(
      "Basics 6:00 PM - 8:00 PM $75. Self-Defense: Basics with Dana 6:00 PM - 8:00 PM at Tulsa, OK",
    );
  });

  it("an empty list flattens to no classes", () => {
    expect(flattenClasses([])).toEqual([]);
    expect(flattenClasses([trainer(1, "Dana", [])])).toEqual([]);
  });
});

describe("filters", () => {
  const list = flattenClasses([
    trainer(1, "Dana", [
      cls({ id: "a", title: "Campus Safety", location: "Tulsa, OK", type: "group", tags: ["teens"] }),
      cls({
        id: "b",
        title: "Boardroom",
        location: "Austin, TX",
        type: "corporate",
        address: "1 Main St, Austin",
      }),
    ]),
    trainer(2, "Jess", [cls({ id: "c", title: "Basics", location: "Calgary, AB" })]),
  ]);
  const ids = (xs: ListedClass[]) => xs.map((c) => c.id).sort();

  it("region and city parts, and the region options", () => {
    expect(regionOf("Oklahoma City, OK")).toBe("OK");
    expect(regionOf("Somewhere")).toBe("Somewhere");
    expect(cityOf("Oklahoma City, OK")).toBe("Oklahoma City");
    expect(regionOptions(list)).toEqual(["AB", "OK", "TX"]);
  });

  it("the location options are the distinct region parts, sorted; the cities likewise", () => {
    expect(cityOptions(list)).toEqual(["Austin", "Calgary", "Tulsa"]);
    expect(regionOptions([...list, ...list])).toEqual(["AB", "OK", "TX"]);
  });

  it("a region matches a whole part of the location, in any case, not a piece of a word", () => {
    const more = flattenClasses([
      trainer(3, "Kim", [
        cls({ id: "d", location: "Brooklyn, NY" }),
        cls({ id: "e", location: "Studio 4, Tulsa, ok" }),
      ]),
    ]);
    expect(ids(filterClasses([...list, ...more], { location: "OK" }))).toEqual(["a", "e"]);
    expect(ids(filterClasses([...list, ...more], { location: " NY " }))).toEqual(["d"]);
  });

  it("search ignores case and accents, in classes and workshops", () => {
    const accented = flattenClasses([
      trainer(4, "Élodie", [cls({ id: "f", title: "Défense de base", location: "Montréal, QC" })]),
    ]);
    expect(ids(filterClasses(accented, { search: "elodie" }))).toEqual(["f"]);
    expect(ids(filterClasses(accented, { search: "DEFENSE" }))).toEqual(["f"]);
    expect(ids(filterWorkshops(accented, { search: "montreal" }))).toEqual(["f"]);
    expect(ids(filterWorkshops(accented, { city: "Montreal" }))).toEqual(["f"]);
  });

  it("a trainer's slug keeps that trainer's classes only; none or blank is no filter", () => {
    const slugOf = (id: string) => list.find((c) => c.id === id)!.trainerSlug;
    expect(ids(filterClasses(list, { trainer: slugOf("c") }))).toEqual(["c"]);
    expect(ids(filterClasses(list, { trainer: slugOf("c").toUpperCase() }))).toEqual(["c"]);
    expect(ids(filterClasses(list, { trainer: "no-such-trainer" }))).toEqual([]);
    expect(ids(filterClasses(list, { trainer: null }))).toEqual(["a", "b", "c"]);
    expect(ids(filterClasses(list, { trainer: " " }))).toEqual(["a", "b", "c"]);
  });

  it("search and location combine; blank search is no filter", () => {
    expect(ids(filterClasses(list, { search: "  ", location: "" }))).toEqual(["a", "b", "c"]);
    expect(ids(filterClasses(list, { search: "DANA", location: "TX" }))).toEqual(["b"]);
    expect(ids(filterClasses(list, { search: "jess", location: "TX" }))).toEqual([]);
  });

  it("Find Self-Defense Classes: search over title, trainer and location; location substring; 'all' is no filter", () => {
    expect(ids(filterClasses(list, { search: "jess" }))).toEqual(["c"]);
    expect(ids(filterClasses(list, { search: "campus" }))).toEqual(["a"]);
    expect(ids(filterClasses(list, { search: "austin" }))).toEqual(["b"]);
    expect(ids(filterClasses(list, { location: "TX" }))).toEqual(["b"]);
    expect(ids(filterClasses(list, { location: "all" }))).toEqual(["a", "b", "c"]);
    expect(ids(filterClasses(list, { search: "teens" }))).toEqual([]);
  });

  it("Classes and Workshops: tags searched, city in address or location, exact type, 'all' is no filter", () => {
    expect(ids(filterWorkshops(list, { search: "teens" }))).toEqual(["a"]);
    expect(ids(filterWorkshops(list, { city: "Austin" }))).toEqual(["b"]);
    expect(ids(filterWorkshops(list, { type: "corporate" }))).toEqual(["b"]);
    expect(ids(filterWorkshops(list, { type: "all", city: "all" }))).toEqual(["a", "b", "c"]);
    expect(ids(filterWorkshops(list, { type: "All", city: "ALL", search: "" }))).toEqual(["a", "b", "c"]);
    expect(ids(filterWorkshops(list, { city: "Tulsa" }))).toEqual(["a"]);
    expect(ids(filterWorkshops(list, { type: "group", city: "Austin" }))).toEqual([]);
    expect(ids(filterWorkshops(list, { type: "Group" }))).toEqual([]);
  });

  it("type and level labels", () => {
    expect(CLASS_TYPES).toEqual(["group", "corporate", "series", "private", "workshop"]);
    expect(valueLabel("workshop")).toBe("Workshop");
    expect(valueLabel("all-levels")).toBe("All levels");
  });
});

describe("option counts (issue 16: no option leads to nothing)", () => {
  const list = flattenClasses([
    trainer(1, "Dana", [
      cls({ id: "a", title: "Campus Safety", location: "Tulsa, OK", type: "group", tags: ["teens"] }),
      cls({ id: "b", title: "Boardroom", location: "Austin, TX", type: "corporate", address: "9 Tulsa Ave" }),
      cls({ id: "c", title: "Basics", location: "Studio 4, Tulsa, ok", type: "group" }),
    ]),
    trainer(2, "Jess", [
      cls({ id: "d", title: "Basics", location: "Calgary, AB", type: "workshop" }),
      cls({ id: "e", title: "Défense", location: "Montréal, QC" }),
    ]),
  ]);
  const regions = regionOptions(list);
  const cities = cityOptions(list);
  const asObject = (m: Map<string, number>) => Object.fromEntries(m);

  it("Find Self-Defense Classes: each location's classes with search and trainer applied", () => {
    expect(classOptionCounts(list, {}, regions).location).toEqual({
      all: 5,
      byValue: new Map([
        ["AB", 1],
        ["ok", 2], // a region matches in any case, like the filter
        ["OK", 2],
        ["QC", 1],
        ["TX", 1],
      ]),
    });
    const jess = classOptionCounts(list, { trainer: "jess" }, regions).location;
    expect(jess.all).toBe(2);
    expect(asObject(jess.byValue)).toMatchObject({ AB: 1, QC: 1, OK: 0, TX: 0 });
    const basics = classOptionCounts(list, { search: "BASICS" }, regions).location;
    expect(asObject(basics.byValue)).toEqual({ AB: 1, ok: 1, OK: 1, QC: 0, TX: 0 });
  });

  it("leaves the chosen location out, so each count says what choosing that option shows", () => {
    const counts = classOptionCounts(list, { location: "TX", search: "basics" }, regions).location;
    expect(counts.all).toBe(2);
    expect(counts.byValue.get("AB")).toBe(1);
    expect(counts.byValue.get("TX")).toBe(0);
  });

  it("Classes and Workshops: cities in the address or location, types, each with the other filters", () => {
    const counts = workshopOptionCounts(list, {}, cities);
    // "Tulsa" is also in class b's street address: the filter keeps it, so the count does too.
    expect(asObject(counts.location.byValue)).toEqual({
      Austin: 1,
      Calgary: 1,
      Montréal: 1,
      "Studio 4": 1,
      Tulsa: 3,
    });
    expect(counts.type).toEqual({
      all: 5,
      byValue: new Map([
        ["group", 2],
        ["corporate", 1],
        ["series", 0],
        ["private", 0],
        ["workshop", 1],
      ]),
    });
    const groups = workshopOptionCounts(list, { type: "group", city: "Austin" }, cities);
    expect(groups.location.all).toBe(2);
    expect(asObject(groups.location.byValue)).toMatchObject({ Tulsa: 2, Austin: 0, Montréal: 0 });
    expect(groups.type.all).toBe(1);
    expect(asObject(groups.type.byValue)).toMatchObject({ corporate: 1, group: 0 });
    expect(workshopOptionCounts(list, { search: "montreal" }, cities).location.byValue.get("Montréal")).toBe(
      1,
    );
  });

  it("every count is exactly what the filter then shows", () => {
    for (const search of ["", "basics", "dana", "teens", "nothing at all"])
      for (const trainerSlug of [null, "dana"]) {
        const find = classOptionCounts(list, { search, trainer: trainerSlug }, regions).location;
        expect(find.all).toBe(filterClasses(list, { search, trainer: trainerSlug }).length);
        for (const [region, n] of find.byValue)
          expect(n).toBe(filterClasses(list, { search, trainer: trainerSlug, location: region }).length);
      }
    for (const search of ["", "basics", "tulsa", "teens", "nothing at all"])
      for (const type of ["all", ...CLASS_TYPES])
        for (const city of ["all", ...cities]) {
          const counts = workshopOptionCounts(list, { search, city, type }, cities);
          expect(counts.location.all).toBe(filterWorkshops(list, { search, type }).length);
          for (const [c, n] of counts.location.byValue)
            expect(n).toBe(filterWorkshops(list, { search, type, city: c }).length);
          for (const [t, n] of counts.type.byValue)
            expect(n).toBe(filterWorkshops(list, { search, city, type: t }).length);
        }
  });
});

describe("periods and the month grid", () => {
  it("day is today, week is Sunday to Saturday, month is the shown month", () => {
    const shown = { year: 2026, month: 11 };
    expect(periodRange("day", "2026-11-25", shown)).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(periodRange("week", "2026-11-25", shown)).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(periodRange("month", "2026-11-25", shown)).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(periodHeading("month", shown)).toBe("December 2026 Classes");
    expect(periodHeading("week", shown)).toBe("This Week's Classes");
    expect(periodHeading("day", shown)).toBe("Today's Classes");
  });

  it("the week runs Sunday to Saturday across a month and a year end", () => {
    const shown = { year: 2026, month: 11 };
    expect(periodRange("week", "2026-12-31", shown)).toEqual({ from: "2026-12-27", to: "2027-01-02" });
    expect(periodRange("week", "2026-11-01", shown)).toEqual({ from: "2026-11-01", to: "2026-11-07" });
    expect(periodRange("week", "2026-11-07", shown)).toEqual({ from: "2026-11-01", to: "2026-11-07" });
    expect(periodRange("month", "2026-12-31", { year: 2028, month: 1 })).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
    });
  });

  it("keeps the classes inside the period, in date order", () => {
    const list = flattenClasses([
      trainer(1, "Dana", [
        cls({ id: "today", date: "2026-11-25" }),
        cls({ id: "sat", date: "2026-11-28" }),
        cls({ id: "next-week", date: "2026-11-29" }),
        cls({ id: "december", date: "2026-12-02" }),
      ]),
    ]);
    const month = { year: 2026, month: 10 };
    const ids = (p: "day" | "week" | "month", m = month) =>
      classesInPeriod(list, p, "2026-11-25", m).map((c) => c.id);
    expect(ids("day")).toEqual(["today"]);
    expect(ids("week")).toEqual(["today", "sat"]);
    expect(ids("month")).toEqual(["today", "sat", "next-week"]);
    expect(ids("month", shiftMonth(month, 1))).toEqual(["december"]);
    expect(ids("month", shiftMonth(month, -1))).toEqual([]);
  });

  it("groups classes by day for the grid", () => {
    const list = flattenClasses([
      trainer(1, "Dana", [cls({ id: "a" }), cls({ id: "b", startTime: "09:00:00" })]),
      trainer(2, "Jess", [cls({ id: "c", date: "2026-12-06" })]),
    ]);
    const days = classesByDay(list);
    expect([...days.keys()]).toEqual(["2026-12-05", "2026-12-06"]);
    expect(days.get("2026-12-05")?.map((c) => c.id)).toEqual(["b", "a"]);
  });

  it("pads the month start back to a Sunday and its end on to a Saturday", () => {
    expect(paddedMonth({ year: 2026, month: 11 })).toEqual({ start: "2026-11-29", end: "2027-01-02" });
    expect(paddedMonth({ year: 2027, month: 1 })).toEqual({ start: "2027-01-31", end: "2027-03-06" });
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks, no padding.
    expect(paddedMonth({ year: 2026, month: 1 })).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(monthGrid({ year: 2026, month: 1 })).toHaveLength(4);
    expect(monthGrid({ year: 2026, month: 7 })).toHaveLength(6); // August 2026: Saturday the 1st
  });

  it("titles, today and months", () => {
    expect(monthTitle({ year: 2026, month: 11 })).toBe("December 2026");
    expect(dayTitle("2026-12-05")).toBe("Saturday, December 5");
    expect(localToday(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
    expect(monthOf("2026-01-09")).toEqual({ year: 2026, month: 0 });
  });

  it("pads the month to whole weeks from Sunday to Saturday", () => {
    const weeks = monthGrid({ year: 2026, month: 10 }); // November 2026 starts on a Sunday
    expect(weeks[0]?.[0]).toBe("2026-11-01");
    expect(weeks.at(-1)?.at(-1)).toBe("2026-12-05");
    for (const w of weeks) expect(w).toHaveLength(7);
    const feb = monthGrid({ year: 2027, month: 1 });
    expect(feb[0]?.[0]).toBe("2027-01-31");
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
  });

  it("says 'N class(es) available'", () => {
    expect(availableText(1)).toBe("1 class available");
    expect(availableText(4)).toBe("4 classes available");
    expect(availableText(0)).toBe("0 classes available");
  });
});

describe("a busy day of the month grid", () => {
  const day = (n: number) => Array.from({ length: n }, (_, i) => `class ${i + 1}`);

  it("shows every class up to the limit", () => {
    expect(DAY_CLASS_LIMIT).toBe(4);
    for (const n of [0, 1, 4]) expect(dayClasses(day(n))).toEqual({ shown: day(n), more: 0 });
  });

  it("shows one fewer than the limit and counts the rest as '+N more'", () => {
    expect(dayClasses(day(5))).toEqual({ shown: day(3), more: 2 });
    const busy = dayClasses(day(300));
    expect(busy.shown).toEqual(day(3));
    expect(busy.more).toBe(297);
  });

  it("shows everything once the day is opened", () => {
    expect(dayClasses(day(300), true)).toEqual({ shown: day(300), more: 0 });
  });
});
