/**
 * GET /api/public-trainers is read far more often than trainer data changes, so its answer is prepared
 * once per change (issue 4): the JSON bytes, their gzip and brotli forms and a strong ETag
 * (src/server/http/prepared-body.ts). A request then only picks the bytes for its Accept-Encoding.
 *
 * Invalidation is the database's public-data version (db/public-version.ts, shared by every app server on
 * PostgreSQL): every write path that changes what the list shows (profile saves, classes, status,
 * listing) calls invalidatePublicTrainers(app). The prepared answer also expires when "today" moves in
 * one of the trainers' time zones (classes of yesterday drop off).
 */
import type { Database, Db } from "../../db/client";
import { type PreparedBody, prepareBody } from "../../http/prepared-body";
import { loadPublicTrainers } from "./service";

export type PreparedList = PreparedBody & {
  version: number;
  count: number;
  /** The answer must be rebuilt from this moment (ms since epoch): "today" changes somewhere. */
  validUntil: number;
};

type CacheState = {
  prepared?: PreparedList;
  building?: { version: number; promise: Promise<PreparedList> };
};

/** One state per database: the app and its plugins (child instances) share the same Database object. */
const states = new WeakMap<Database, CacheState>();

function stateOf(database: Database): CacheState {
  let state = states.get(database);
  if (!state) {
    state = {};
    states.set(database, state);
  }
  return state;
}

/** Marks the prepared list stale: the next request rebuilds it. Call after any write the list shows. */
export function invalidatePublicTrainers(app: { database: Database }): void {
  app.database.publicVersion.changed();
}

/** The number of the public data's current state: answers built from it are stale once it moves. */
export function publicDataVersion(database: Database): number {
  return database.publicVersion.current();
}

/** Prepares the body, its compressed forms and the ETag. */
export async function prepareList(
  db: Db,
  brandName: string,
  now: Date,
  version: number,
): Promise<PreparedList> {
  const { trainers, validUntil } = await loadPublicTrainers(db, brandName, now);
  const body = await prepareBody(Buffer.from(JSON.stringify(trainers)));
  return { ...body, version, count: trainers.length, validUntil };
}

/** The prepared list: the kept one while it is current, else one build shared by concurrent requests. */
export function preparedList(
  database: Database,
  brandName: string,
  now: Date,
): PreparedList | Promise<PreparedList> {
  const state = stateOf(database);
  const version = publicDataVersion(database);
  const current = state.prepared;
  if (current && current.version === version && now.getTime() < current.validUntil) return current;
  if (state.building && state.building.version === version) return state.building.promise;

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
