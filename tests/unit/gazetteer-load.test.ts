/**
 * The gazetteer's background load (gazetteer-index.ts): the index is built once, in steps that leave
 * the event loop free, and a search arriving during the load waits for that load rather than starting
 * its own. Its own file: the module's state (loaded or not) is per test file.
 */
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { locateWhenLoaded, searchPlace, searchPlaceWhenLoaded } from "../../src/server/modules/geo/gazetteer";
import { gazetteerBuilds, loadGazetteer, readRows } from "../../src/server/modules/geo/gazetteer-index";

it("loads once in the background; searches that arrive meanwhile wait for that load", async () => {
  expect(gazetteerBuilds()).toBe(0);
  // The longest the event loop goes without a turn while the index loads.
  let longestMs = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestMs = Math.max(longestMs, now - last);
    last = now;
  }, 1);
  try {
    const load = loadGazetteer();
    expect(loadGazetteer()).toBe(load);
    const [tulsa, calgary, point] = await Promise.all([
      searchPlaceWhenLoaded("Tulsa, OK"),
      searchPlaceWhenLoaded("Calgary"),
      locateWhenLoaded({ postalCode: "74103" }),
      load,
    ]);
    expect(tulsa?.label).toBe("Tulsa, OK");
    expect(calgary?.label).toBe("Calgary, AB");
    expect(point).not.toBeNull();
  } finally {
    clearInterval(ticker);
  }
  expect(gazetteerBuilds()).toBe(1);
  // The synchronous lookups now use the loaded index; nothing is built again.
  expect(searchPlace("Austin, TX")?.label).toBe("Austin, TX");
  await loadGazetteer();
  expect(gazetteerBuilds()).toBe(1);
  // Loaded with require() as before, the package's compile alone holds the event loop longer than the
  // longest pause of the background load (27 ms against 120 ms on a 2-core machine).
  const started = performance.now();
  createRequire(import.meta.url)("zipcodes/lib/codes.js");
  const compileMs = performance.now() - started;
  expect(longestMs).toBeLessThan(compileMs);
});

it("reads the package's files (parsed as JSON, not compiled) exactly as require() would", () => {
  const load = createRequire(import.meta.url);
  const rows = (file: string) =>
    Object.values(
      (
        load(file) as {
          codes: Record<
            string,
            { zip: string; latitude: number; longitude: number; city: string; state: string }
          >;
        }
      ).codes,
    ).map((c) => [c.zip, c.latitude, c.longitude, c.city, c.state]);
  const parsed = readRows();
  expect(parsed.us.length).toBeGreaterThan(40_000);
  expect(parsed.ca.length).toBeGreaterThan(1_500);
  expect(parsed).toEqual({ us: rows("zipcodes/lib/codes.js"), ca: rows("zipcodes/lib/codesCanada.js") });
});
