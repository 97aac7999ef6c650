/** One class of a listed trainer, with the trainer, for /public/class/:id (docs/product.md "Routes"). */
import type { PublicClassDetail } from "../../../shared/contracts/public-classes";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { listedClassById, toPublicClass } from "../trainers/listed-classes";
import type { PublicListing } from "../trainers/public-list";

/** The class and its trainer, past classes included (links in old messages keep working), or null. */
export async function publicClassById(
  db: Db,
  listing: () => Promise<PublicListing>,
  now: Date,
  id: string,
): Promise<PublicClassDetail | null> {
  const row = await listedClassById(db, id);
  if (!row) return null;
  const trainer = (await listing()).byId.get(row.trainerId);
  if (!trainer) return null;
  return { class: toPublicClass(row), trainer, past: row.date < todayIn(row.timeZone, now) };
}
