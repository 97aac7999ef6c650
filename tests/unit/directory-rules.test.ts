import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareTrainers,
  type DirectoryTrainer,
  distanceMiles,
  filterTrainers,
  isNoFilter,
  optionCounts,
  priceText,
  specialtyOptions,
  timeText,
} from "../../src/shared/directory-rules";
import { pictureUrl } from "../../src/shared/picture-url";

describe("timeText", () => {
  it("shows start and end in 12-hour form", () => {
    expect(timeText("18:00:00", "20:00:00")).toBe("6:00 PM - 8:00 PM");
    expect(timeText("09:30:00", "11:45:00")).toBe("9:30 AM - 11:45 AM");
    expect(timeText("10:00", "12:00")).toBe("10:00 AM - 12:00 PM");
  });

  it("handles midnight and noon", () => {
    expect(timeText("00:00:00", "00:30:00")).toBe("12:00 AM - 12:30 AM");
    expect(timeText("12:00:00", "13:05:00")).toBe("12:00 PM - 1:05 PM");
    expect(timeText("23:59:59", "23:59:59")).toBe("11:59 PM - 11:59 PM");
  });

  it.each([
    [undefined, "20:00:00"],
    ["18:00:00", undefined],
    [null, null],
    ["", ""],
    ["undefined", "20:00:00"],
    ["18:00:00", "undefined"],
    ["NaN:00", "20:00:00"],
    ["18:NaN", "20:00"],
    ["25:00", "26:00"],
    ["18:75", "20:00"],
    ["6pm", "8pm"],
    [1800, 2000],
  ])("falls back to '2:00 PM - 4:00 PM' for %j, %j", (start, end) => {
    expect(timeText(start, end)).toBe("2:00 PM - 4:00 PM");
  });
});

describe("priceText", () => {
  it("shows whole dollars without cents, other amounts with two decimals", () => {
    expect(priceText(7500)).toBe("$75");
    expect(priceText(4550)).toBe("$45.50");
    expect(priceText(4505)).toBe("$45.05");
    expect(priceText(99)).toBe("$0.99");
    expect(priceText(120000)).toBe("$1,200");
    expect(priceText(123456789)).toBe("$1,234,567.89");
  });

  it("shows Free for 0", () => {
    expect(priceText(0)).toBe("Free");
  });

  it("uses the $75 default for a missing or invalid price", () => {
    expect(priceText(undefined)).toBe("$75");
    expect(priceText(null)).toBe("$75");
    expect(priceText(Number.NaN)).toBe("$75");
    expect(priceText(-100)).toBe("$75");
    expect(priceText(Number.POSITIVE_INFINITY)).toBe("$75");
  });
});

describe("pictureUrl", () => {
  it("upgrades http to https", () => {
    expect(pictureUrl("http://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(pictureUrl("HTTP://example.com/a.jpg")).toBe("https://example.com/a.jpg");
    expect(pictureUrl("https://example.com/a.jpg")).toBe("https://example.com/a.jpg");
  });

  it("rewrites Google-Drive share links to the direct form", () => {
    const direct = "https://drive.google.com/uc?export=view&id=1AbC-d_9";
    expect(pictureUrl("https://drive.google.com/file/d/1AbC-d_9/view")).toBe(direct);
    expect(pictureUrl("https://drive.google.com/file/d/1AbC-d_9/view?usp=sharing")).toBe(direct);
    expect(pictureUrl("http://drive.google.com/file/d/1AbC-d_9/view")).toBe(direct);
    expect(pictureUrl("https://drive.google.com/open?id=1AbC-d_9")).toBe(direct);
    expect(pictureUrl(direct)).toBe(direct);
  });

  it("keeps site paths and gives null for nothing", () => {
    expect(pictureUrl("/demo/avatars/trainer.svg")).toBe("/demo/avatars/trainer.svg");
    expect(pictureUrl("  ")).toBeNull();
    expect(pictureUrl(null)).toBeNull();
    expect(pictureUrl(undefined)).toBeNull();
  });
});

describe("distanceMiles", () => {
  const tulsa = { lat: 36.154, lng: -95.9928 };
  const okc = { lat: 35.4676, lng: -97.5164 };
  const toronto = { lat: 43.6532, lng: -79.3832 };

  it("is zero for the same point and symmetric", () => {
    expect(distanceMiles(tulsa, tulsa)).toBe(0);
    expect(distanceMiles(tulsa, okc)).toBeCloseTo(distanceMiles(okc, tulsa), 9);
  });

  it("is the great-circle distance with earth radius 3959 miles", () => {
    // Tulsa to Oklahoma City is about 98 miles as the crow flies.
    expect(distanceMiles(tulsa, okc)).toBeGreaterThan(96);
    expect(distanceMiles(tulsa, okc)).toBeLessThan(100);
    // One degree of latitude along a meridian: 3959 * pi / 180.
    expect(distanceMiles({ lat: 10, lng: 5 }, { lat: 11, lng: 5 })).toBeCloseTo((3959 * Math.PI) / 180, 9);
    // Half the globe.
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(3959 * Math.PI, 6);
    expect(distanceMiles(tulsa, toronto)).toBeGreaterThan(990);
    expect(distanceMiles(tulsa, toronto)).toBeLessThan(1050);
  });
});

function trainer(over: Partial<DirectoryTrainer> & { id?: number } = {}): DirectoryTrainer & { id: number } {
  return {
    id: 1,
    displayName: "Dana",
    firstName: "Dana",
    displayLocation: "Tulsa, OK",
    city: "Tulsa",
    state: "OK",
    publicBio: "Confidence-first self-defense.",
    classTypes: ["Women's Self Defense"],
    availabilityDescription: "Contact for availability",
    upcomingClasses: [],
    lat: 36.154,
    lng: -95.9928,
    ...over,
  };
}

const ids = (list: { id: number }[]) => list.map((t) => t.id);

describe("filterTrainers: search", () => {
  const list = [
    trainer({ id: 1 }),
    trainer({
      id: 2,
      displayName: "Coach Bri",
      firstName: "Brianna",
      displayLocation: "Brooklyn",
      city: "New York",
      state: "NY",
      publicBio: "Campus safety nights",
      classTypes: ["College Campus Safety", "Teen Defense"],
    }),
  ];

  it.each([
    ["display name", "coach", [2]],
    ["first name", "BRIANNA", [2]],
    ["location", "brook", [2]],
    ["city", "new york", [2]],
    ["state", "ny", [2]],
    ["bio", "CAMPUS SAFETY NIGHTS", [2]],
    ["specialty", "teen def", [2]],
    ["text in both", "a", [1, 2]],
    ["nothing", "karate", []],
  ])("matches the %s case-insensitively as a substring", (_what, search, expected) => {
    expect(ids(filterTrainers(list, { search }))).toEqual(expected);
  });

  it("ignores accents both ways: elodie finds Élodie, and Élodie finds elodie", () => {
    const accented = [trainer({ id: 1 }), trainer({ id: 3, displayName: "Élodie Brûlé", city: "Montréal" })];
    expect(ids(filterTrainers(accented, { search: "elodie" }))).toEqual([3]);
    expect(ids(filterTrainers(accented, { search: "MONTREAL" }))).toEqual([3]);
    expect(ids(filterTrainers(accented, { search: "brûlé" }))).toEqual([3]);
    const plain = [trainer({ id: 4, displayName: "Elodie Brule" })];
    expect(ids(filterTrainers(plain, { search: "Élodie" }))).toEqual([4]);
  });

  it("ignores surrounding spaces; blank is no filter", () => {
    expect(ids(filterTrainers(list, { search: "  coach  " }))).toEqual([2]);
    expect(ids(filterTrainers(list, { search: "   " }))).toEqual([1, 2]);
    expect(ids(filterTrainers(list, { search: "" }))).toEqual([1, 2]);
    expect(ids(filterTrainers(list, { search: null }))).toEqual([1, 2]);
  });

  it("does not match across two fields", () => {
    expect(ids(filterTrainers(list, { search: "danadana" }))).toEqual([]);
    expect(ids(filterTrainers(list, { search: "OKConfidence" }))).toEqual([]);
  });

  it("treats typed text as text, not as a dropdown value", () => {
    const dallas = trainer({ id: 3, city: "Dallas", displayLocation: "Dallas, TX", state: "TX" });
    expect(ids(filterTrainers([list[0]!, dallas], { search: "all" }))).toEqual([3]);
  });

  it("sees a changed trainer (a new object) with its new text", () => {
    const before = trainer({ id: 5, publicBio: "old words" });
    expect(ids(filterTrainers([before], { search: "old" }))).toEqual([5]);
    const after = { ...before, publicBio: "new words" };
    expect(ids(filterTrainers([after], { search: "old" }))).toEqual([]);
  });
});

describe("filterTrainers: state, specialty, availability", () => {
  it("matches the state code exactly", () => {
    const list = [
      trainer({ id: 1, state: "OK" }),
      trainer({ id: 2, state: "ON" }),
      trainer({ id: 3, state: "" }),
    ];
    expect(ids(filterTrainers(list, { state: "ON" }))).toEqual([2]);
    expect(ids(filterTrainers(list, { state: "O" }))).toEqual([]);
    expect(ids(filterTrainers(list, { state: "OKL" }))).toEqual([]);
  });

  it("matches a specialty when some class type contains the value", () => {
    const list = [
      trainer({ id: 1, classTypes: ["Women's Self Defense", "Corporate Training"] }),
      trainer({ id: 2, classTypes: ["Advanced Training"] }),
      trainer({ id: 3, classTypes: ["Basic Self-Defense"] }),
    ];
    expect(ids(filterTrainers(list, { specialty: "Women's Self Defense" }))).toEqual([1]);
    expect(ids(filterTrainers(list, { specialty: "Training" }))).toEqual([1, 2]);
    expect(ids(filterTrainers(list, { specialty: "basic self-defense" }))).toEqual([3]);
    expect(ids(filterTrainers(list, { specialty: "Krav Maga" }))).toEqual([]);
  });

  it("'available' matches available / taking / open, or an upcoming class", () => {
    const list = [
      trainer({ id: 1, availabilityDescription: "Available for new students" }),
      trainer({ id: 2, availabilityDescription: "Taking new students" }),
      trainer({ id: 3, availabilityDescription: "OPEN for bookings" }),
      trainer({ id: 4, availabilityDescription: "Contact for availability" }),
      trainer({ id: 5, availabilityDescription: "Weekends only", upcomingClasses: [{}] }),
      trainer({ id: 6, availabilityDescription: "Currently in training" }),
    ];
    expect(ids(filterTrainers(list, { availability: "available" }))).toEqual([1, 2, 3, 5]);
  });

  it("'training' matches training / progress / building (classes do not count)", () => {
    const list = [
      trainer({ id: 1, availabilityDescription: "Currently in Training" }),
      trainer({ id: 2, availabilityDescription: "Certification in progress" }),
      trainer({ id: 3, availabilityDescription: "Building my schedule" }),
      trainer({ id: 4, availabilityDescription: "Available now", upcomingClasses: [{}] }),
    ];
    expect(ids(filterTrainers(list, { availability: "training" }))).toEqual([1, 2, 3]);
  });

  it("combines every filter", () => {
    const list = [
      trainer({
        id: 1,
        state: "TX",
        availabilityDescription: "Taking students",
        classTypes: ["Teen Defense"],
      }),
      trainer({ id: 2, state: "TX", availabilityDescription: "Building", classTypes: ["Teen Defense"] }),
      trainer({
        id: 3,
        state: "OK",
        availabilityDescription: "Taking students",
        classTypes: ["Teen Defense"],
      }),
      trainer({
        id: 4,
        state: "TX",
        availabilityDescription: "Taking students",
        classTypes: ["Senior Safety"],
      }),
    ];
    expect(
      ids(
        filterTrainers(list, { state: "TX", specialty: "Teen", availability: "available", search: "dana" }),
      ),
    ).toEqual([1]);
  });
});

describe("filterTrainers: distance", () => {
  const tulsa = { lat: 36.154, lng: -95.9928 };
  const list = [
    trainer({ id: 1, lat: 36.154, lng: -95.9928 }), // Tulsa
    trainer({ id: 2, lat: 35.4676, lng: -97.5164 }), // Oklahoma City, ~98 mi
    trainer({ id: 3, lat: 32.7767, lng: -96.797 }), // Dallas, ~237 mi
    trainer({ id: 4, lat: null, lng: null }), // no coordinates
    trainer({ id: 5, lat: 43.6532, lng: -79.3832 }), // Toronto
  ];

  it("keeps trainers within N miles of the searched point, and those without coordinates", () => {
    expect(ids(filterTrainers(list, { distance: 25, point: tulsa }))).toEqual([1, 4]);
    expect(ids(filterTrainers(list, { distance: 100, point: tulsa }))).toEqual([1, 2, 4]);
    expect(ids(filterTrainers(list, { distance: 250, point: tulsa }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterTrainers(list, { distance: "50", point: tulsa }))).toEqual([1, 4]);
  });

  it("includes a trainer exactly at the limit", () => {
    const okcMiles = distanceMiles(tulsa, { lat: 35.4676, lng: -97.5164 });
    expect(ids(filterTrainers(list, { distance: okcMiles, point: tulsa }))).toEqual([1, 2, 4]);
  });

  it("has no effect without a searched point, or with Any Distance", () => {
    const all = [1, 2, 3, 4, 5];
    expect(ids(filterTrainers(list, { distance: 25 }))).toEqual(all);
    expect(ids(filterTrainers(list, { distance: 25, point: null }))).toEqual(all);
    expect(ids(filterTrainers(list, { distance: 25, point: { lat: Number.NaN, lng: 0 } }))).toEqual(all);
    expect(ids(filterTrainers(list, { distance: "all", point: tulsa }))).toEqual(all);
    expect(ids(filterTrainers(list, { distance: "", point: tulsa }))).toEqual(all);
    expect(ids(filterTrainers(list, { distance: null, point: tulsa }))).toEqual(all);
    expect(ids(filterTrainers(list, { distance: "any", point: tulsa }))).toEqual(all);
  });
});

describe('"all" and "" mean no filter, everywhere', () => {
  const list = [trainer({ id: 1 }), trainer({ id: 2, state: "TX", availabilityDescription: "Building" })];

  it.each(["all", "ALL", "", "  ", null, undefined])("%j", (value) => {
    expect(
      ids(filterTrainers(list, { state: value, specialty: value, availability: value, distance: value })),
    ).toEqual([1, 2]);
  });

  it("isNoFilter", () => {
    expect(isNoFilter("all")).toBe(true);
    expect(isNoFilter(" All ")).toBe(true);
    expect(isNoFilter("")).toBe(true);
    expect(isNoFilter(undefined)).toBe(true);
    expect(isNoFilter("TX")).toBe(false);
    expect(isNoFilter(25)).toBe(false);
  });

  it("an unknown availability value filters nothing", () => {
    expect(ids(filterTrainers(list, { availability: "someday" }))).toEqual([1, 2]);
  });

  it("an empty list stays empty and the input is not changed", () => {
    expect(filterTrainers([], { search: "x" })).toEqual([]);
    const copy = [...list];
    filterTrainers(list, { state: "TX" });
    expect(list).toEqual(copy);
  });
});

describe("specialtyOptions", () => {
  it("lists the spec's three, then every other class type in use, once", () => {
    expect(
      specialtyOptions([
        { classTypes: ["Women's Self Defense", "Teen Defense"] },
        { classTypes: ["corporate Training", "Teen Defense", " ", "advanced training"] },
      ]),
    ).toEqual([
      "Women's Self Defense",
      "Basic Self-Defense",
      "Advanced Training",
      "corporate Training",
      "Teen Defense",
    ]);
  });
});

describe("compareTrainers: hq first, then state, then display name", () => {
  const t = (id: number, status: string, state: string, displayName: string) => ({
    id,
    status,
    state,
    displayName,
  });

  it("orders the directory", () => {
    const list = [
      t(1, "certified", "TX", "Zoe"),
      t(2, "certified", "AB", "Jess"),
      t(3, "certified", "TX", "alicia"),
      t(4, "hq", "OK", "Dana"),
      t(5, "certified", "", "Amy"),
      t(6, "certified", "TX", "Alicia"),
      t(7, "certified", "OK", "Élodie"),
      t(8, "certified", "OK", "Erin"),
    ];
    expect(ids([...list].sort(compareTrainers))).toEqual([4, 2, 7, 8, 3, 6, 1, 5]);
  });

  it("puts every hq trainer before every other one, whatever the state", () => {
    expect(compareTrainers(t(2, "hq", "WY", "Zed"), t(1, "certified", "AB", "Amy"))).toBeLessThan(0);
    expect(compareTrainers(t(1, "certified", "AB", "Amy"), t(2, "hq", "WY", "Zed"))).toBeGreaterThan(0);
  });
});

describe("filterTrainers: searches one after another", () => {
  // Each list keeps its last searches, and a longer text only looks again at what a shorter one matched:
  // any sequence of searches must give what a fresh list gives.
  it("matches what a fresh look at the list matches, whatever came before", () => {
    const names = ["Dana Ruiz", "Ana Diaz", "Élodie Roy", "Erin Dane", "Nadia Adan", "Rosa Lind"];
    const list = names.map((name, i) =>
      trainer({ id: i + 1, displayName: name, firstName: name.split(" ")[0]!, publicBio: `Bio ${name}` }),
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[adnier ]{0,5}$/), { maxLength: 30 }), (searches) => {
        for (const search of searches)
          expect(ids(filterTrainers(list, { search }))).toEqual(ids(filterTrainers([...list], { search })));
      }),
      { numRuns: 200 },
    );
  });
});

describe("optionCounts", () => {
  const list = [
    trainer({
      id: 1,
      state: "OK",
      classTypes: ["Women's Self Defense"],
      availabilityDescription: "Available now",
    }),
    trainer({ id: 2, state: "OK", classTypes: ["Teen Defense"], availabilityDescription: "In training" }),
    trainer({ id: 3, state: "TX", classTypes: ["Teen Defense", "Advanced Training"] }),
  ];
  const specialties = ["Women's Self Defense", "Basic Self-Defense", "Advanced Training", "Teen Defense"];

  it("counts each option with the other filters applied, not its own", () => {
    const none = optionCounts(list, {}, specialties);
    expect(Object.fromEntries(none.state)).toEqual({ OK: 2, TX: 1 });
    expect(Object.fromEntries(none.specialty)).toEqual({
      "Women's Self Defense": 1,
      "Basic Self-Defense": 0,
      "Advanced Training": 1,
      "Teen Defense": 2,
    });
    expect(Object.fromEntries(none.availability)).toEqual({ available: 1, training: 1 });

    // With Texas chosen: the state counts stay what each state would show; the others narrow to Texas.
    const texas = optionCounts(list, { state: "TX" }, specialties);
    expect(Object.fromEntries(texas.state)).toEqual({ OK: 2, TX: 1 });
    expect(texas.specialty.get("Teen Defense")).toBe(1);
    expect(texas.specialty.get("Women's Self Defense")).toBe(0);
    expect(texas.availability.get("available")).toBe(0);

    // Each count is what filtering by that option shows.
    for (const [name, n] of optionCounts(list, { search: "dana" }, specialties).specialty)
      expect(filterTrainers(list, { search: "dana", specialty: name })).toHaveLength(n);
  });

  // optionCounts counts in one pass (a keystroke at 10,000 trainers): each count must still be what
  // filtering by that option shows, whatever the list and the other filters.
  it("gives, for any list and filters, the number of trainers filtering by each option shows", () => {
    const generated = fc.record({
      state: fc.constantFrom("OK", "TX", "QC", ""),
      classTypes: fc.subarray(["Women's Self Defense", "Teen Defense", "Advanced Training", "Krav Maga"]),
      availabilityDescription: fc.constantFrom("Available now", "In training", "Open weekends", ""),
      classes: fc.nat(2),
      name: fc.constantFrom("Dana", "Ana", "Élodie", "Erin"),
      lat: fc.option(fc.double({ min: 25, max: 50, noNaN: true }), { nil: null }),
    });
    const filters = fc.record({
      search: fc.constantFrom("", "an", "a", "xyz", "texas"),
      state: fc.constantFrom("all", "OK", "TX"),
      specialty: fc.constantFrom("all", "teen", "Advanced Training"),
      availability: fc.constantFrom("all", "available", "training"),
      distance: fc.constantFrom("all", "250", "25"),
      point: fc.constantFrom(null, { lat: 36.15, lng: -95.99 }),
    });
    fc.assert(
      fc.property(fc.array(generated, { maxLength: 25 }), filters, (rows, chosen) => {
        const list = rows.map((r, i) =>
          trainer({
            id: i + 1,
            displayName: r.name,
            firstName: r.name,
            state: r.state,
            classTypes: r.classTypes,
            availabilityDescription: r.availabilityDescription,
            upcomingClasses: Array.from({ length: r.classes }, () => ({})),
            lat: r.lat,
            lng: r.lat === null ? null : -96,
          }),
        );
        const counts = optionCounts(list, chosen, specialties);
        const states = new Map<string, number>();
        for (const t of filterTrainers(list, { ...chosen, state: null }))
          if (t.state) states.set(t.state, (states.get(t.state) ?? 0) + 1);
        expect(counts.state).toEqual(states);
        for (const name of specialties)
          expect(counts.specialty.get(name)).toBe(
            filterTrainers(list, { ...chosen, specialty: name }).length,
          );
        for (const value of ["available", "training"])
          expect(counts.availability.get(value)).toBe(
            filterTrainers(list, { ...chosen, availability: value }).length,
          );
      }),
      { numRuns: 300 },
    );
  });
});
