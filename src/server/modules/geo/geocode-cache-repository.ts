/** The geocoder's kept answers (SQL only): one row per searched text, a no-match kept for a while. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { geocodeCache } from "../../db/schema";
import type { Place } from "./gazetteer";

export class GeocodeCacheRepository {
  constructor(private readonly db: Db) {}

  /** The kept answer for `key`: a place, or null for a no-match younger than `missTtlMs`; else undefined. */
  async find(key: string, missTtlMs: number): Promise<{ place: Place | null } | undefined> {
    const [row] = await this.db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
    if (!row) return undefined;
    if (row.found && row.latitude !== null && row.longitude !== null)
      return { place: { lat: row.latitude, lng: row.longitude, label: row.label ?? key } };
    if (!row.found && Date.now() - row.createdAt.getTime() < missTtlMs) return { place: null };
    return undefined;
  }

  /** Keeps the answer for `key` (null: nothing matched), replacing an older one. */
  async remember(key: string, place: Place | null): Promise<void> {
    const values = {
      query: key,
      found: place !== null,
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
      label: place?.label ?? null,
      createdAt: new Date(),
    };
    const { query: _query, ...update } = values;
    await this.db
      .insert(geocodeCache)
      .values(values)
      .onConflictDoUpdate({ target: geocodeCache.query, set: update });
  }
}
