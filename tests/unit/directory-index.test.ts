import { describe, expect, it } from "vitest";
import { directoryIndex } from "../../src/shared/contracts/public-directory";
import { decodeIndex, encodeIndex, firstResults, type IndexSource } from "../../src/shared/directory-index";
import { filterTrainers, prepareSearch, soonestClasses } from "../../src/shared/directory-rules";

const trainer = (id: number, over: Partial<IndexSource> = {}): IndexSource => ({
  id,
  displayName: `Trainer ${id}`,
  firstName: "Ana",
  displayLocation: "Austin, TX",
  city: "Austin",
  state: "TX",
  publicBio: `Bio of trainer ${id}`,
  classTypes: ["Women's Self Defense"],
  availabilityDescription: "Available weekends",
  upcomingClasses: [],
  lat: 30.2672,
  lng: -97.7431,
  customUrlSlug: `trainer-${id}`,
  ...over,
});

const LIST: IndexSource[] = [
  trainer(7, {
    displayName: "Élodie",
    firstName: "Élodie",
    publicBio: "Krav maga in the Plateau, and a quokka on Sundays.",
    state: "QC",
    city: "Montréal",
    displayLocation: "Montréal, QC",
    lat: 45.5017,
    lng: -73.5673,
    classTypes: ["Advanced Training", "Krav Maga"],
    upcomingClasses: [
      { date: "2026-12-02", startTime: "18:00:00" },
      { date: "2026-12-01", startTime: "10:00:00" },
    ],
  }),
  trainer(3, {
    availabilityDescription: "In training",
    upcomingClasses: [{ date: "2026-12-01", startTime: "09:00:00" }],
  }),
  trainer(12, { lat: null, lng: null, state: "", city: "", displayLocation: "", classTypes: [] }),
  trainer(4, { firstName: "Bea", availabilityDescription: "" }),
];

describe("the compact index", () => {
  it("decodes to the rows it was made from, in order, naming classes by position", () => {
    const encoded = encodeIndex(LIST);
    expect(directoryIndex.parse(encoded)).toEqual(encoded);
    const rows = decodeIndex(JSON.parse(JSON.stringify(encoded)));
    expect(rows).toEqual(
      LIST.map((t) => ({
        ...t,
        upcomingClasses: t.upcomingClasses.map((c, position) => ({ ...c, position })),
      })),
    );
  });

  it("keeps each repeated text once", () => {
    const encoded = encodeIndex(LIST);
    expect(encoded.strings.filter((s) => s === "Austin, TX")).toHaveLength(1);
    expect(encoded.strings.filter((s) => s === "2026-12-01")).toHaveLength(1);
  });

  it("searches the same after its search text was prepared ahead", () => {
    const rows = decodeIndex(encodeIndex(LIST));
    const before = filterTrainers(rows, { search: "QUOKKA" }).map((r) => r.id);
    prepareSearch(rows);
    expect(filterTrainers(rows, { search: "QUOKKA" }).map((r) => r.id)).toEqual(before);
    expect(before).toEqual([7]);
  });

  it("filters like the list it was made from: search in bios and accents, state, availability, distance", () => {
    const rows = decodeIndex(encodeIndex(LIST));
    const filters = [
      { search: "quokka" },
      { search: "elodie" },
      { state: "TX" },
      { availability: "training" },
      { availability: "available" },
      { specialty: "krav" },
      { distance: 25, point: { lat: 30.27, lng: -97.74 } },
    ];
    for (const f of filters)
      expect(
        filterTrainers(rows, f).map((r) => r.id),
        JSON.stringify(f),
      ).toEqual(filterTrainers(LIST, f).map((t) => t.id));
  });
});

describe("the first results", () => {
  it("counts, pages and picks the soonest classes of the filtered trainers", () => {
    const first = firstResults(LIST, { state: "TX" }, 2);
    expect(first.total).toBe(4);
    expect(first.matched).toBe(2);
    expect(first.page).toEqual([3, 4]);
    expect(first.states).toEqual({ QC: 1, TX: 2 });
    expect(first.counts.state).toEqual({ QC: 1, TX: 2 });
    expect(first.counts.availability).toEqual({ available: 1, training: 1 });
    expect(first.specialties.slice(3)).toEqual(["Krav Maga"]);
    expect(first.soonest.map((s) => [s.trainer.id, s.class.startTime])).toEqual([[3, "09:00:00"]]);
  });

  it("gives the same over the index's rows as over the trainers", () => {
    const rows = decodeIndex(encodeIndex(LIST));
    const f = { search: "a" };
    const fromRows = firstResults(rows, f, 9);
    const fromList = firstResults(LIST, f, 9);
    expect({ ...fromRows, soonest: [] }).toEqual({ ...fromList, soonest: [] });
    expect(fromRows.soonest.map((s) => [s.trainer.id, s.class.position])).toEqual([
      [3, 0],
      [7, 1],
      [7, 0],
    ]);
    expect(soonestClasses(LIST).map((s) => s.class.date)).toEqual(fromRows.soonest.map((s) => s.class.date));
  });
});
