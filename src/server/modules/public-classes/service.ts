/** One class of a listed trainer, with the trainer, for /public/class/:id (decisions.md "Routes"). */
import { eq } from "drizzle-orm";
import type { PublicClassDetail } from "../../../shared/contracts/public-classes";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { classes } from "../../db/schema";
import { isClassId, selectClasses, toPublicClass } from "../public-trainers/service";
import { publicTrainerById } from "../trainer-profile/service";

/** The class and its trainer, past classes included (links in old messages keep working), or null. */
export async function publicClassById(
  db: Db,
  brandName: string,
  now: Date,
  id: string,
): Promise<PublicClassDetail | null> {
  if (!isClassId(id)) return null;
  const [row] = await selectClasses(db, "0001-01-01", eq(classes.id, id));
  if (!row) return null;
  const trainer = await publicTrainerById(db, brandName, now, row.trainerId);
  if (!trainer) return null;
  return { class: toPublicClass(row), trainer, past: row.date < todayIn(row.timeZone, now) };
}
