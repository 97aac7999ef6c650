/**
 * The feed of all classes is what calendar apps poll, and with 10,000 trainers it is 18,000 events
 * (9 MB): it is built once per state of the public data (the public list's version, moved by every
 * write it shows) and per day (the feed starts a month back), then sent as prepared bytes.
 */
import type { Database } from "../../db/client";
import { type PreparedBody, prepareBody } from "../../http/prepared-body";
import { publicDataVersion } from "../public-trainers/cache";

type Kept = { key: string; body: Promise<PreparedBody> };
const kept = new WeakMap<Database, Kept>();

/** The prepared feed for this state and day: the kept one, or one build shared by concurrent requests. */
export function preparedAllClassesFeed(
  database: Database,
  day: string,
  build: () => Promise<string>,
): Promise<PreparedBody> {
  const key = `${publicDataVersion(database)}|${day}`;
  const current = kept.get(database);
  if (current?.key === key) return current.body;
  const body = build().then((text) => prepareBody(Buffer.from(text)));
  kept.set(database, { key, body });
  // A failed build is not kept: the next request tries again.
  body.catch(() => {
    if (kept.get(database)?.body === body) kept.delete(database);
  });
  return body;
}
