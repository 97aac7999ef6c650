/**
 * The one place a write reaches the public reads: the repositories (modules/trainers/repository.ts,
 * modules/classes/repository.ts) run every write that changes what the public sees through publicWrite,
 * which commits the transaction and then moves the public-data version (public-version.ts), so every
 * prepared public answer on every app server is rebuilt on its next request. No caller can forget it.
 * A write of one trainer's own data names her (`scope`): the pages that show only her are then the only
 * trainer pages drawn again (public-version.ts).
 */
import type { Database, Tx } from "./client";
import type { PublicChange } from "./public-version";

export async function publicWrite<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
  scope?: PublicChange,
): Promise<T> {
  const result = await database.db.transaction(work);
  // After the commit: a server that rebuilds at once must read the new rows, not the old ones.
  database.publicVersion.changed(scope);
  return result;
}
