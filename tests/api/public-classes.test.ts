/**
 * GET /api/public-classes (issue 18, point 2): the classes screens' windows and list pages, filtered,
 * counted and paged on the server. Every expected figure comes from the old browser path: the shared
 * rules (src/shared/class-listing.ts) over GET /api/public-trainers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cityOptions,
  classesBetween,
  classOptionCounts,
  currentMonthWindow,
  filterClasses,
  filterWorkshops,
  flattenClasses,
  type ListedClass,
  localToday,
  monthOf,
  monthWindow,
  regionOf,
  regionOptions,
  shiftMonth,
  workshopOptionCounts,
} from "../../src/shared/class-listing";
import {
  BAD_DATE,
  BAD_WINDOW,
  CLASS_LIST_PAGE,
  PER_DAY_IN_WINDOW,
  type PublicClassesAnswer,
  type PublicClassesAsk,
  publicClassesUrl,
  WINDOW_OR_PAGE,
} from "../../src/shared/contracts/public-classes";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let trainers: PublicTrainer[];
let all: ListedClass[];
beforeAll(async () => {
  t = await createTestApp();
  trainers = (await t.app.inject({ method: "GET", url: "/api/public-trainers" })).json();
  all = flattenClasses(trainers);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
async function ask(q: PublicClassesAsk): Promise<PublicClassesAnswer> {
  const res = await get(publicClassesUrl(q));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (classes: readonly { id: string }[]) => classes.map((c) => c.id);
const tally = (counts: PublicClassesAnswer["counts"]["location"]) => ({
  all: counts.all,
  byValue: new Map(Object.entries(counts.byValue)),
});

/** Every page of the list, by its cursors. */
async function everyPage(q: PublicClassesAsk) {
  const pages: PublicClassesAnswer[] = [];
  let cursor: number | null = 0;
  while (cursor !== null) {
    const page = await ask({ ...q, cursor });
    pages.push(page);
    cursor = page.next;
  }
  return pages;
}

describe("GET /api/public-classes", () => {
  it("the demo data has classes over several months and places", () => {
    expect(all.length).toBeGreaterThan(2 * CLASS_LIST_PAGE);
    expect(regionOptions(all).length).toBeGreaterThan(1);
  });

  it("a month window: the month's grid of classes, with options, counts and total", async () => {
    const month = monthOf(all[0]!.date);
    const window = monthWindow(month, true);
    const answer = await ask(window);
    expect(answer.window).toEqual(window);
    expect(ids(answer.classes)).toEqual(ids(classesBetween(all, window.from, window.to)));
    expect(answer.classes[0]).toEqual(classesBetween(all, window.from, window.to)[0]);
    expect(answer.total).toBe(all.length);
    expect(answer.locations).toEqual(regionOptions(all));
    expect(tally(answer.counts.location)).toEqual(classOptionCounts(all, {}, regionOptions(all)).location);
    expect(answer).toMatchObject({ next: null, remaining: 0, trainerName: null, counts: { type: null } });

    const later = monthWindow(shiftMonth(month, 1), true);
    expect(ids((await ask(later)).classes)).toEqual(ids(classesBetween(all, later.from, later.to)));
  });

  it("a month grid's window carries each day's first classes and every day's count", async () => {
    const window = monthWindow(monthOf(all[0]!.date), true);
    const inWindow = classesBetween(all, window.from, window.to);
    const whole = await ask(window);
    const trimmed = await ask({ ...window, perDay: 1 });
    const days = Object.fromEntries(
      [...new Set(inWindow.map((c) => c.date))].map((d) => [d, inWindow.filter((c) => c.date === d).length]),
    );
    expect(whole.days).toEqual(days);
    expect(trimmed.days).toEqual(days);
    expect(ids(trimmed.classes)).toEqual(
      Object.keys(days).map((d) => inWindow.find((c) => c.date === d)!.id),
    );
    expect(ids((await ask({ from: all[0]!.date, to: all[0]!.date })).classes)).toEqual(
      ids(all.filter((c) => c.date === all[0]!.date)),
    );
  });

  it("the list: pages by cursor, each the next slice, 'remaining' counting down, all classes once", async () => {
    const pages = await everyPage({});
    expect(pages[0]!.classes).toHaveLength(CLASS_LIST_PAGE);
    expect(pages[0]!.remaining).toBe(all.length - CLASS_LIST_PAGE);
    expect(pages.flatMap((p) => ids(p.classes))).toEqual(ids(all));
    expect(pages.at(-1)).toMatchObject({ next: null, remaining: 0 });
    expect(pages.every((p) => p.window === null && p.total === all.length)).toBe(true);
  });

  it("a page stretched through a chosen class shows it, and the next page follows on", async () => {
    const chosen = all[CLASS_LIST_PAGE + 3]!;
    const page = await ask({ through: chosen.id });
    expect(ids(page.classes)).toEqual(ids(all.slice(0, CLASS_LIST_PAGE + 4)));
    expect(page.next).toBe(CLASS_LIST_PAGE + 4);
    const next = await ask({ cursor: page.next! });
    expect(ids(next.classes)).toEqual(ids(all.slice(CLASS_LIST_PAGE + 4, 2 * CLASS_LIST_PAGE + 4)));
  });

  it("search, location and ?trainer= filter and count as the screens did", async () => {
    const region = regionOf(all[0]!.location);
    const search = all[0]!.title.slice(0, 6).toUpperCase();
    const filters = { search, location: region };
    const pages = await everyPage(filters);
    expect(pages.flatMap((p) => ids(p.classes))).toEqual(ids(filterClasses(all, filters)));
    expect(tally(pages[0]!.counts.location)).toEqual(
      classOptionCounts(all, filters, regionOptions(all)).location,
    );

    const slug = all.at(-1)!.trainerSlug;
    const mine = await everyPage({ trainer: slug.toUpperCase() });
    expect(mine.flatMap((p) => ids(p.classes))).toEqual(ids(filterClasses(all, { trainer: slug })));
    expect(mine[0]!.trainerName).toBe(all.at(-1)!.trainerName);
    expect((await ask({ trainer: "nobody-here" })).trainerName).toBeNull();
    expect((await ask({ search: "zzqx no class is called this" })).total).toBe(0);
  });

  it("the period screen counts inside its window only", async () => {
    const window = monthWindow(monthOf(all[0]!.date), false);
    const answer = await ask({ screen: "period", ...window, search: "a" });
    const inWindow = classesBetween(all, window.from, window.to);
    expect(ids(answer.classes)).toEqual(ids(filterClasses(inWindow, { search: "a" })));
    expect(tally(answer.counts.location)).toEqual(
      classOptionCounts(inWindow, { search: "a" }, regionOptions(all)).location,
    );
  });

  it("workshops: city, type and tags as Classes and Workshops did, with both counts", async () => {
    const cities = cityOptions(all);
    const typed = all.find((c) => c.type)!;
    const filters = { search: "", city: cities[0]!, type: typed.type! };
    const pages = await everyPage({ screen: "workshops", location: filters.city, type: filters.type });
    expect(pages.flatMap((p) => ids(p.classes))).toEqual(ids(filterWorkshops(all, filters)));
    const counts = workshopOptionCounts(all, filters, cities);
    expect(pages[0]!.locations).toEqual(cities);
    expect(tally(pages[0]!.counts.location)).toEqual(counts.location);
    expect(tally(pages[0]!.counts.type!)).toEqual(counts.type);
    // ?trainer= is not a filter of this screen.
    expect((await ask({ screen: "workshops", trainer: all[0]!.trainerSlug })).total).toBe(all.length);
  });

  it("month=current answers a window holding the visitor's month, whatever their clock", async () => {
    const answer = await ask({ month: "current" });
    expect(answer.window).toEqual(currentMonthWindow(t.app.now(), true));
    expect(answer.window!.from <= monthWindow(monthOf(localToday()), true).from).toBe(true);
    expect(ids(answer.classes)).toEqual(ids(classesBetween(all, answer.window!.from, answer.window!.to)));
  });

  it("answers 400 with a plain message for bad dates, windows, pages and filters", async () => {
    const refused = async (url: string, message: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json().issues), url).toContain(message);
    };
    await refused("/api/public-classes?from=2026-02-30&to=2026-03-01", BAD_DATE);
    await refused("/api/public-classes?from=tomorrow&to=2026-03-01", BAD_DATE);
    await refused("/api/public-classes?from=2026-03-01", BAD_WINDOW);
    await refused("/api/public-classes?from=2026-03-02&to=2026-03-01", BAD_WINDOW);
    await refused("/api/public-classes?from=2026-01-01&to=2026-03-01", BAD_WINDOW);
    await refused("/api/public-classes?month=current&from=2026-03-01&to=2026-03-02", BAD_WINDOW);
    await refused("/api/public-classes?from=2026-03-01&to=2026-03-02&cursor=20", WINDOW_OR_PAGE);
    await refused("/api/public-classes?cursor=-1", "whole number");
    await refused("/api/public-classes?limit=0", "from 1");
    await refused("/api/public-classes?perDay=4", PER_DAY_IN_WINDOW);
    await refused("/api/public-classes?limit=1000", "up to 100");
    await refused("/api/public-classes?month=next", "month");
    await refused("/api/public-classes?screen=admin", "screen");
    await refused("/api/public-classes?type=dance", "type");
    await refused(`/api/public-classes?search=${"a".repeat(201)}`, "at most 200");
  });

  it("does not collide with a class's own call", async () => {
    const res = await get(`/api/public-classes/${encodeURIComponent(all[0]!.id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().class.id).toBe(all[0]!.id);
  });

  it("is kept per query and version, in a bounded cache of its own", async () => {
    const before = t.app.publicAnswerStats().entries;
    const first = await get(publicClassesUrl({ search: "kept" }));
    const again = await get(publicClassesUrl({ search: "  KEPT " }));
    expect(again.headers.etag).toBe(first.headers.etag);
    for (let i = 0; i < 600; i++) await get(publicClassesUrl({ search: `endless ${i}` }));
    expect(t.app.classWindowStats().entries).toBeLessThanOrEqual(500);
    // Endless searches never push out the other public answers.
    expect(t.app.publicAnswerStats().entries).toBe(before);
  });
});
