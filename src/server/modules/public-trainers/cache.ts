/**
 * Every public answer (the directory list, pages, profiles, calendar files) is prepared once per state
 * of the public data (plugins/public-answers.ts). That state is the database's public-data version
 * (db/public-version.ts, shared by every app server on PostgreSQL): every write path that changes what
 * the public sees (profile saves, classes, status, listing) calls invalidatePublicTrainers(app).
 */
import type { Database } from "../../db/client";

/** Marks every prepared public answer stale: the next request rebuilds it. */
export function invalidatePublicTrainers(app: { database: Database }): void {
  app.database.publicVersion.changed();
}

/** The number of the public data's current state: answers built from it are stale once it moves. */
export function publicDataVersion(database: Database): number {
  return database.publicVersion.current();
}
