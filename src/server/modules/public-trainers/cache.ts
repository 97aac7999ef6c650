/**
 * GET /api/public-trainers is read far more often than trainer data changes, so its answer is prepared
 * once per change (issue 4): the JSON bytes, their gzip and brotli forms and a strong ETag (SHA-256 of
 * the JSON). A request then only picks the bytes for its Accept-Encoding.
 *
 * Invalidation is a version counter per database: every write path that changes what the list shows
 * (profile saves, classes, status, listing) calls invalidatePublicTrainers(app). The prepared answer also
 * expires when "today" moves in one of the trainers' time zones (classes of yesterday drop off).
 * With more than one app server each keeps its own copy; a shared version (Redis) comes with that work.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Database, Db } from "../../db/client";
import { loadPublicTrainers } from "./service";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PreparedList = {
  version: number;
  /** The JSON body, and its compressed forms. */
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong ETag: the quoted base64url SHA-256 of the JSON body. */
  etag: string;
  count: number;
  /** The answer must be rebuilt from this moment (ms since epoch): "today" changes somewhere. */
  validUntil: number;
};

type CacheState = {
  version: number;
  prepared?: PreparedList;
  building?: { version: number; promise: Promise<PreparedList> };
};

/** One state per database: the app and its plugins (child instances) share the same Database object. */
const states = new WeakMap<Database, CacheState>();

function stateOf(database: Database): CacheState {
  let state = states.get(database);
  if (!state) {
    state = { version: 0 };
    states.set(database, state);
  }
  return state;
}

/** Marks the prepared list stale: the next request rebuilds it. Call after any write the list shows. */
export function invalidatePublicTrainers(app: { database: Database }): void {
  const state = stateOf(app.database);
  state.version += 1;
}

/**
 * Quality 11 costs seconds a megabyte; 9 is within 5% of its size at a twentieth of the time, and 7 keeps
 * a rebuild of 10,000 trainers (15 MB of JSON) near a second.
 */
function brotliQuality(bytes: number): number {
  if (bytes <= 128 * 1024) return 11;
  return bytes <= 4 * 1024 * 1024 ? 9 : 7;
}

/** Prepares the body, its compressed forms and the ETag. */
export async function prepareList(
  db: Db,
  brandName: string,
  now: Date,
  version: number,
): Promise<PreparedList> {
  const { trainers, validUntil } = await loadPublicTrainers(db, brandName, now);
  const identity = Buffer.from(JSON.stringify(trainers));
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(identity.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = `"${createHash("sha256").update(identity).digest("base64url")}"`;
  return { version, identity, gzip: gz, br, etag, count: trainers.length, validUntil };
}

/** The prepared list: the kept one while it is current, else one build shared by concurrent requests. */
export function preparedList(
  database: Database,
  brandName: string,
  now: Date,
): PreparedList | Promise<PreparedList> {
  const state = stateOf(database);
  const current = state.prepared;
  if (current && current.version === state.version && now.getTime() < current.validUntil) return current;
  if (state.building && state.building.version === state.version) return state.building.promise;

  const version = state.version;
  const promise = prepareList(database.db, brandName, now, version).then(
    (prepared) => {
      // A newer build may have finished first (invalidated meanwhile): keep the newest.
      if (!state.prepared || state.prepared.version <= prepared.version) state.prepared = prepared;
      if (state.building?.promise === promise) state.building = undefined;
      return prepared;
    },
    (err: unknown) => {
      if (state.building?.promise === promise) state.building = undefined;
      throw err;
    },
  );
  state.building = { version, promise };
  return promise;
}

// --- Conditional requests and content negotiation -------------------------------------------------

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match) or is "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding the client accepts by its quality values; br before gzip before identity at equal
 * quality; q=0 refuses one. Identity is the answer when nothing else is acceptable.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of distinct headers: remember the answer for each (bounded).
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const encoding = negotiate(acceptEncoding);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

const chosen = new Map<string, Encoding>();

function negotiate(acceptEncoding: string): Encoding {
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const quality = (name: string) => q[name] ?? q["*"] ?? 0;
  const ranked: [Encoding, number][] = [
    ["br", quality("br")],
    ["gzip", Math.max(quality("gzip"), q["x-gzip"] ?? 0)],
    // Identity is always acceptable; unless the client ranks it by name it comes after any compression.
    ["identity", q.identity ?? 0.001],
  ];
  // The highest quality wins; at equal quality the earlier (smaller) form.
  const [best] = ranked.reduce((a, b) => (b[1] > a[1] ? b : a));
  return ranked.find(([name]) => name === best)![1] > 0 ? best : "identity";
}
