import { describe, expect, it } from "vitest";
import { mainThreadEngine } from "../../app/features/directory/directory-engine";
import { decodeIndex, encodeIndex, firstResults, type IndexSource } from "../../src/shared/directory-index";
import { directoryView, indexFacts, listedRow } from "../../src/shared/directory-view";

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
    state: "QC",
    displayLocation: "Montréal, QC",
    classTypes: ["Advanced Training"],
    upcomingClasses: [
      { date: "2026-12-02", startTime: "18:00:00" },
      { date: "2026-12-01", startTime: "10:00:00" },
    ],
  }),
  trainer(3, {
    availabilityDescription: "In training",
    upcomingClasses: [{ date: "2026-12-01", startTime: "09:00:00" }],
  }),
  trainer(4, { displayName: "Bea Sanchez" }),
];

describe("the directory's view (what the worker answers)", () => {
  const rows = decodeIndex(encodeIndex(LIST));
  const facts = indexFacts(rows);

  it("gives the same trainers, classes and counts as the server's first results", () => {
    for (const filters of [{}, { state: "TX" }, { search: "sanchez" }, { availability: "training" }]) {
      const view = directoryView(rows, facts, filters);
      const first = firstResults(rows, filters, 9);
      expect(view.ids).toEqual(first.page);
      expect(view.total).toBe(first.total);
      expect(view.soonest).toEqual(
        first.soonest.map((s) => ({ trainerId: s.trainer.id, position: s.class.position })),
      );
      expect(Object.fromEntries(view.counts.state)).toEqual(first.counts.state);
      expect(Object.fromEntries(view.states)).toEqual(first.states);
      expect(view.specialties).toEqual(first.specialties);
    }
  });

  it("keeps of each row only what the cards' heads and the map read", () => {
    expect(Object.keys(listedRow(rows[0]!)).sort()).toEqual([
      "classTypes",
      "customUrlSlug",
      "displayLocation",
      "displayName",
      "id",
      "lat",
      "lng",
      "publicBio",
    ]);
  });
});

describe("the main-thread engine (no Worker)", () => {
  it("answers only the latest question asked, once the index is in", async () => {
    const index = encodeIndex(LIST);
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(index), {
        status: 200,
        headers: { "content-type": "application/json" },
      })) as typeof fetch;
    try {
      const engine = mainThreadEngine();
      const heard: { seq: number; ids: number[] }[] = [];
      engine.onView((seq, view) => heard.push({ seq, ids: view.ids }));
      engine.ask({ state: "QC" });
      const last = engine.ask({ state: "TX" });
      const rows = await engine.load();
      expect(rows.map((r) => r.id)).toEqual([7, 3, 4]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard).toEqual([{ seq: last, ids: [3, 4] }]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
