/**
 * The directory's three calls (issue 18): the first results, the compact index and the cards, each
 * checked against the shared rules over GET /api/public-trainers (the whole list), their 400s, and a
 * profile write seen on the very next request although every answer is kept.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  DirectoryCards,
  DirectoryIndex,
  DirectoryResults,
} from "../../src/shared/contracts/public-directory";
import { directoryResultsPath } from "../../src/shared/contracts/public-directory";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { decodeIndex } from "../../src/shared/directory-index";
import {
  type DirectoryFilters,
  filterTrainers,
  optionCounts,
  soonestClasses,
  specialtyOptions,
} from "../../src/shared/directory-rules";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });
const list = async () => (await get("/api/public-trainers")).json() as PublicTrainer[];
const results = async (filters: DirectoryFilters) => {
  const res = await get(directoryResultsPath(filters));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DirectoryResults;
};

const TULSA = { lat: 36.154, lng: -95.9928 };
const CASES: DirectoryFilters[] = [
  {},
  { state: "TX" },
  { search: "tulsa" },
  { search: "SELF-DEFENSE" },
  { specialty: "Advanced Training" },
  { availability: "available" },
  { availability: "training", state: "CA" },
  { distance: 250, point: TULSA },
  { search: "a", specialty: "Women's Self Defense", distance: 100, point: TULSA },
];

describe("GET /api/public-trainers/results", () => {
  it.each(CASES)("gives what the rules give over the whole list: %j", async (filters) => {
    const all = await list();
    const body = await results(filters);
    const shown = filterTrainers(all, filters);
    const specialties = specialtyOptions(all);
    const counts = optionCounts(all, filters, specialties);
    expect(body.total).toBe(all.length);
    expect(body.matched).toBe(shown.length);
    expect(body.page).toEqual(shown.slice(0, 9).map((x) => x.id));
    expect(body.specialties).toEqual(specialties);
    expect(body.counts.state).toEqual(Object.fromEntries(counts.state));
    expect(body.counts.specialty).toEqual(Object.fromEntries(counts.specialty));
    expect(body.counts.availability).toEqual(Object.fromEntries(counts.availability));
    expect(body.soonest).toEqual(
      soonestClasses(shown).map((s) => ({ trainerId: s.trainer.id, classId: s.class.id })),
    );
    // Every card the first screen shows comes with it, whole.
    const cards = new Map(body.cards.map((c) => [c.id, c]));
    for (const id of [...body.page, ...body.soonest.map((s) => s.trainerId)])
      expect(cards.get(id)).toEqual(all.find((x) => x.id === id));
  });

  it("has one canonical form: no filter is the bare path, a state alone ?state=TX", () => {
    expect(directoryResultsPath({})).toBe("/api/public-trainers/results");
    expect(
      directoryResultsPath({
        search: " ",
        state: "all",
        specialty: "",
        availability: "all",
        distance: "all",
      }),
    ).toBe("/api/public-trainers/results");
    expect(directoryResultsPath({ state: "TX" })).toBe("/api/public-trainers/results?state=TX");
    // A distance without a point, or a point without a distance, filters nothing and is left out.
    expect(directoryResultsPath({ distance: "50" })).toBe("/api/public-trainers/results");
    expect(directoryResultsPath({ point: TULSA })).toBe("/api/public-trainers/results");
    expect(
      directoryResultsPath({ search: " Dana ", availability: "available", distance: "50", point: TULSA }),
    ).toBe(
      "/api/public-trainers/results?search=Dana&availability=available&distance=50&lat=36.154&lng=-95.9928",
    );
  });

  it("reads empty parameters as none", async () => {
    const bare = await results({});
    const res = await get("/api/public-trainers/results?search=&state=&specialty=&availability=&distance=");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(bare);
  });

  it.each([
    ["state=Texas", "State must be a two-letter code"],
    ["availability=sometimes", "Availability must be available or training"],
    ["distance=30", "Distance must be one of 25, 50, 100, 250 miles"],
    ["distance=50&lat=36.1", "lat and lng go together"],
    ["distance=50&lat=north&lng=1", "lat must be a number"],
    [`search=${"x".repeat(201)}`, "Search is at most 200 characters"],
  ])("refuses ?%s with 400", async (query, message) => {
    const res = await get(`/api/public-trainers/results?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it("keeps answers only for filter sets the list bounds", async () => {
    const before = t.app.publicAnswerStats().entries;
    await results({ search: "zzz-not-a-trainer" });
    await results({ specialty: "Made Up Specialty" });
    await results({ distance: 50, point: TULSA });
    expect(t.app.publicAnswerStats().entries).toBe(before);
    await results({ state: "OK", availability: "available" });
    expect(t.app.publicAnswerStats().entries).toBe(before + 1);
  });

  it("answers 304 to its ETag", async () => {
    const first = await get("/api/public-trainers/results?state=TX");
    const again = await get("/api/public-trainers/results?state=TX", {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("GET /api/public-trainers/index", () => {
  it("decodes to the list's filter fields, in the directory order, without the card payload", async () => {
    const all = await list();
    const res = await get("/api/public-trainers/index");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("experienceDescription");
    const rows = decodeIndex(res.json() as DirectoryIndex);
    expect(rows.map((r) => r.id)).toEqual(all.map((x) => x.id));
    rows.forEach((row, i) => {
      const x = all[i]!;
      expect(row).toEqual({
        id: x.id,
        displayName: x.displayName,
        firstName: x.firstName,
        displayLocation: x.displayLocation,
        city: x.city,
        state: x.state,
        lat: x.lat,
        lng: x.lng,
        publicBio: x.publicBio,
        availabilityDescription: x.availabilityDescription,
        classTypes: x.classTypes,
        customUrlSlug: x.customUrlSlug,
        upcomingClasses: x.upcomingClasses.map((c, position) => ({
          date: c.date,
          startTime: c.startTime,
          position,
        })),
      });
    });
  });
});

describe("GET /api/public-trainers/cards", () => {
  it("answers the asked cards whole, leaving out unknown ids", async () => {
    const all = await list();
    const ids = all
      .slice(0, 3)
      .map((x) => x.id)
      .sort((a, b) => a - b);
    const res = await get(`/api/public-trainers/cards?ids=${[...ids, 999999].join(",")}`);
    expect(res.statusCode, res.body).toBe(200);
    const { cards } = res.json() as DirectoryCards;
    expect(cards).toEqual(ids.map((id) => all.find((x) => x.id === id)));
  });

  it.each([
    ["", "ids is required"],
    ["?ids=", "ids must be trainer ids separated by commas"],
    ["?ids=1,,2", "ids must be trainer ids separated by commas"],
    ["?ids=a", "ids must be trainer ids separated by commas"],
    ["?ids=3,2", "ids must be ascending, each once"],
    ["?ids=2,2", "ids must be ascending, each once"],
    ["?ids=0", "ids must be ascending, each once"],
    ["?ids=1,2,3,4,5,6,7,8,9,10", "At most 9 ids at a time"],
  ])("refuses %s with 400", async (query, message) => {
    const res = await get(`/api/public-trainers/cards${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe("a profile write shows on the next request of each call", () => {
  it("the name, the bio and the state move in results, index and cards at once", async () => {
    const all = await list();
    const who = all.find((x) => x.status !== "hq" && x.state !== "TX")!;
    const cardsUrl = `/api/public-trainers/cards?ids=${who.id}`;
    // Read each once, so each has a kept answer that the write must make stale.
    await Promise.all([results({ state: "TX" }), get("/api/public-trainers/index"), get(cardsUrl)]);
    expect((await results({ state: "TX" })).page).not.toContain(who.id);

    const saved = await t.app.services.trainers.saveProfile(
      who.id,
      {
        publicBio: "Teaches the quokka method of staying calm.",
        displayName: "Quokka",
        city: "Austin",
        state: "TX",
      },
      { asAdmin: true },
    );
    expect(saved).toBe(true);

    const tx = await results({ state: "TX" });
    expect(tx.cards.map((c) => c.displayName)).toContain("Quokka");
    const rows = decodeIndex((await get("/api/public-trainers/index")).json() as DirectoryIndex);
    const row = rows.find((r) => r.id === who.id)!;
    expect(row.state).toBe("TX");
    expect(row.publicBio).toContain("quokka");
    expect(((await get(cardsUrl)).json() as DirectoryCards).cards[0]!.displayName).toBe("Quokka");
    expect((await results({ search: "quokka method" })).page).toEqual([who.id]);
  });
});
