/**
 * Near-location search (spec public-site 5, 7; decisions.md "Defects we do not copy"): the offline
 * gazetteer first, then the public geocoder through our server, within its usage policy: an identifying
 * User-Agent, answers cached in the database, at most one upstream request per second for the whole
 * app (a queue), a 3-second timeout.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { geocodeCache } from "../../db/schema";
import { type Place, searchPlace } from "./gazetteer";

export const GEOCODE_TEXT = {
  notFound: "Location not found. Please try a different search term.",
  failed: "Unable to find location. Please check your spelling and try again.",
} as const;

/** The upstream could not answer (error status, bad answer, timeout, or the queue is too long). */
export class GeocodeFailure extends Error {}

export type GeocoderOptions = {
  db: Db;
  /** The search address, e.g. https://nominatim.openstreetmap.org/search */
  url: string;
  userAgent: string;
  minIntervalMs?: number;
  timeoutMs?: number;
  /** A request that would wait longer than this in the queue fails at once instead. */
  maxQueueMs?: number;
  /** A cached no-match is asked again after this long. */
  negativeTtlMs?: number;
  fetch?: typeof fetch;
  log?: { warn(obj: object, msg: string): void };
};

export type GeocodeResult = { place: Place | null; source: "gazetteer" | "cache" | "upstream" };

/** The cache key: trimmed, single spaces, lower case. */
export function cacheKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

export function createGeocoder(options: GeocoderOptions) {
  const minInterval = options.minIntervalMs ?? 1000;
  const timeout = options.timeoutMs ?? 3000;
  const maxQueue = options.maxQueueMs ?? 10_000;
  const negativeTtl = options.negativeTtlMs ?? 7 * 24 * 60 * 60 * 1000;
  const doFetch = options.fetch ?? fetch;
  /** When the next upstream request may start (ms, performance clock). */
  let nextSlot = 0;
  const inFlight = new Map<string, Promise<Place | null>>();

  /** Waits for this request's turn: requests start at least `minInterval` apart, in arrival order. */
  async function takeTurn() {
    const now = performance.now();
    const start = Math.max(now, nextSlot);
    if (start - now > maxQueue) throw new GeocodeFailure("geocoder queue is full");
    nextSlot = start + minInterval;
    if (start > now) await sleep(start - now);
  }

  async function askUpstream(text: string): Promise<Place | null> {
    await takeTurn();
    const url = new URL(options.url);
    url.searchParams.set("q", text);
    url.searchParams.set("format", "json");
    url.searchParams.set("limit", "1");
    url.searchParams.set("countrycodes", "us,ca");
    let body: unknown;
    try {
      const res = await doFetch(url, {
        headers: { "user-agent": options.userAgent, accept: "application/json", "accept-language": "en" },
        signal: AbortSignal.timeout(timeout),
      });
      if (!res.ok) throw new GeocodeFailure(`geocoder answered ${res.status}`);
      body = await res.json();
    } catch (err) {
      options.log?.warn({ err, url: url.toString() }, "geocoder request failed");
      throw err instanceof GeocodeFailure ? err : new GeocodeFailure((err as Error).message);
    }
    if (!Array.isArray(body)) throw new GeocodeFailure("geocoder answer is not a list");
    const first = body[0] as { lat?: unknown; lon?: unknown; display_name?: unknown } | undefined;
    if (!first) return null;
    const lat = Number(first.lat);
    const lng = Number(first.lon);
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      throw new GeocodeFailure("geocoder answer has no coordinates");
    const label = typeof first.display_name === "string" && first.display_name ? first.display_name : text;
    return { lat, lng, label };
  }

  async function cached(key: string): Promise<{ place: Place | null } | undefined> {
    const [row] = await options.db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
    if (!row) return undefined;
    if (row.found && row.latitude !== null && row.longitude !== null)
      return { place: { lat: row.latitude, lng: row.longitude, label: row.label ?? key } };
    if (!row.found && Date.now() - row.createdAt.getTime() < negativeTtl) return { place: null };
    return undefined;
  }

  async function remember(key: string, place: Place | null) {
    const values = {
      query: key,
      found: place !== null,
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
      label: place?.label ?? null,
      createdAt: new Date(),
    };
    const { query: _query, ...update } = values;
    await options.db
      .insert(geocodeCache)
      .values(values)
      .onConflictDoUpdate({ target: geocodeCache.query, set: update });
  }

  /** Gazetteer, then the database cache, then the upstream geocoder (whose answer is cached). */
  async function geocode(text: string): Promise<GeocodeResult> {
    const local = searchPlace(text);
    if (local) return { place: local, source: "gazetteer" };
    const key = cacheKey(text);
    const hit = await cached(key);
    if (hit) return { place: hit.place, source: "cache" };
    // The same text asked twice at once goes upstream once.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = askUpstream(text.trim())
        .then(async (place) => {
          await remember(key, place);
          return place;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return { place: await pending, source: "upstream" };
  }

  return { geocode };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
