/**
 * Near-location search (spec public-site 5, 7; docs/product.md "Defects we do not copy"): the offline
 * gazetteer first, then the public geocoder through our server, within its usage policy: an identifying
 * User-Agent, answers cached in the database, at most one upstream request per second for the whole
 * site, a 3-second timeout. Waiting requests are served fairly across clients (a few places each, served
 * in turn), so one visitor's burst of searches cannot push everyone else past the queue's limit. The
 * queue orders this process's requests; with a shared budget (upstream-budget.ts) each one also
 * reserves its slot there, so several app servers together keep to one request a second.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../../db/client";
import type { UpstreamBudget } from "./budget-repository";
import { type Place, searchPlaceWhenLoaded } from "./gazetteer";
import { GeocodeCacheRepository } from "./geocode-cache-repository";

export const GEOCODE_TEXT = {
  notFound: "Location not found. Please try a different search term.",
  failed: "Unable to find location. Please check your spelling and try again.",
} as const;

/** A cached no-match is asked upstream again after a week (and retention deletes it then). */
export const GEOCODE_MISS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The upstream could not answer (error status, bad answer, timeout, or the queue is too long). */
export class GeocodeFailure extends Error {}

/** This client already has its share of upstream requests pending: it should retry later (429). */
export class GeocodeBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many geocoder requests pending for this client");
  }
}

export type GeocoderOptions = {
  db: Db;
  /** The search address, e.g. https://nominatim.openstreetmap.org/search */
  url: string;
  userAgent: string;
  minIntervalMs?: number;
  /**
   * The budget shared with other app servers (upstream-budget.ts): each upstream request reserves its
   * slot there and waits for it. Without one, only this process's requests are spaced.
   */
  budget?: UpstreamBudget;
  timeoutMs?: number;
  /** A request that would wait longer than this in the queue fails at once instead. */
  maxQueueMs?: number;
  /** Upstream requests one client may have pending (waiting or under way); more are refused at once. */
  maxPerClient?: number;
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
  const negativeTtl = options.negativeTtlMs ?? GEOCODE_MISS_TTL_MS;
  const doFetch = options.fetch ?? fetch;
  const maxPerClient = options.maxPerClient ?? 3;
  const cache = new GeocodeCacheRepository(options.db);
  /** When the next upstream request may start (ms, performance clock). */
  let nextSlot = 0;
  /**
   * Start-time fair queueing: a request's tag is the later of the tag in service and its client's
   * previous tag + 1, and the smallest tag goes next (ties in arrival order). A new client so goes before
   * the rest of a busy client's backlog, and busy clients alternate, without per-client rounds to keep.
   */
  let virtual = 0;
  /** Waiting requests, sorted by tag then arrival. */
  const waiting: { tag: number; client: string; start: () => void; fail: (err: Error) => void }[] = [];
  /** Clients with upstream requests waiting or under way: how many, and the tag their next one follows. */
  const clients = new Map<string, { pending: number; next: number }>();
  let timer: NodeJS.Timeout | undefined;
  /** A request taken from the queue is reserving its shared slot, or waiting for it. */
  let reserving = false;
  const inFlight = new Map<string, Promise<Place | null>>();

  /** The wait (ms) of a request with `ahead` requests before it in the queue. */
  const estimatedWait = (ahead: number) => Math.max(0, nextSlot - performance.now()) + ahead * minInterval;

  function serveNext() {
    timer = undefined;
    if (waiting.length === 0 || reserving) return;
    const now = performance.now();
    // Timers may fire a little early: wait out the slot rather than start two requests too close.
    if (now < nextSlot) {
      timer = setTimeout(serveNext, nextSlot - now);
      return;
    }
    const next = waiting.shift()!;
    virtual = next.tag;
    nextSlot = now + minInterval;
    if (!options.budget) {
      next.start();
      if (waiting.length > 0) timer = setTimeout(serveNext, minInterval);
      return;
    }
    // One reservation at a time: busy servers so take the shared slots in turn.
    reserving = true;
    void reserveShared().then(
      () => next.start(),
      (err: Error) => next.fail(err),
    );
  }

  /** Reserves the next shared slot and waits for it; refuses when that wait exceeds maxQueue. */
  async function reserveShared() {
    try {
      const wait = await options.budget!.reserve(minInterval);
      if (wait > maxQueue) throw new GeocodeFailure("the shared geocoder budget is taken for too long");
      if (wait > 0) await sleep(wait);
    } finally {
      reserving = false;
      nextSlot = performance.now() + minInterval;
      if (waiting.length > 0 && !timer) timer = setTimeout(serveNext, minInterval);
    }
  }

  /**
   * Counts one more pending upstream request for the client, or refuses it at once: over its share
   * (GeocodeBusy, with when one of its places should be free) or when the wait would exceed `maxQueue`.
   */
  function claim(client: string) {
    const state = clients.get(client) ?? { pending: 0, next: 0 };
    if (state.pending >= maxPerClient) {
      const first = waiting.findIndex((w) => w.client === client);
      throw new GeocodeBusy(Math.max(1, Math.ceil(estimatedWait(Math.max(first, 0)) / 1000)));
    }
    const tag = Math.max(virtual, state.next);
    const index = waiting.findIndex((w) => w.tag > tag);
    const ahead = index === -1 ? waiting.length : index;
    if (estimatedWait(ahead) > maxQueue) throw new GeocodeFailure("geocoder queue is full");
    state.pending += 1;
    state.next = tag + 1;
    clients.set(client, state);
    return new Promise<void>((start, fail) => {
      waiting.splice(ahead, 0, { tag, client, start, fail });
      if (!timer) serveNext();
    });
  }

  function release(client: string) {
    const state = clients.get(client);
    if (state && --state.pending === 0) clients.delete(client);
  }

  async function askUpstream(text: string, client: string, turn: Promise<void>): Promise<Place | null> {
    try {
      await turn;
      return await fetchPlace(text);
    } finally {
      release(client);
    }
  }

  async function fetchPlace(text: string): Promise<Place | null> {
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
      // The address without the searched text: the log keeps no search (http/request-log.ts).
      options.log?.warn({ err, url: options.url }, "geocoder request failed");
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

  /** Gazetteer, then the database cache, then the upstream geocoder (whose answer is cached). */
  async function geocode(text: string, client: string): Promise<GeocodeResult> {
    const local = await searchPlaceWhenLoaded(text);
    if (local) return { place: local, source: "gazetteer" };
    const key = cacheKey(text);
    const hit = await cache.find(key, negativeTtl);
    if (hit) return { place: hit.place, source: "cache" };
    // The same text asked twice at once goes upstream once.
    let pending = inFlight.get(key);
    if (!pending) {
      // Claimed here, before the request is shared: a refusal concerns this client alone.
      const turn = claim(client);
      pending = askUpstream(text.trim(), client, turn)
        .then(async (place) => {
          await cache.remember(key, place);
          return place;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return { place: await pending, source: "upstream" };
  }

  /** Upstream requests of a client waiting or under way (what its share counts). */
  const pendingOf = (client: string) => clients.get(client)?.pending ?? 0;

  return { geocode, pendingOf };
}

export type Geocoder = ReturnType<typeof createGeocoder>;
