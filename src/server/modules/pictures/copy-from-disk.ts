/**
 * PostgreSQL installs from before pictures moved into the database kept them in
 * `<DATA_DIR>/uploads/pictures/` (a folder the app servers shared). At start, each picture a profile
 * still names but the database lacks is copied from that folder, if it is there: only pictures in use
 * (never a replaced one), nothing on disk is changed or deleted, and once copied the check is one query.
 */
import { like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PICTURE_URL_PREFIX } from "../../../shared/contracts/pictures";
import { pictureVariants, trainerProfiles } from "../../db/schema";
import { pictureKeyOf } from "./service";
import { diskPictureStorage, type PictureKey } from "./storage";

export async function copyPicturesFromDisk(
  app: FastifyInstance,
  dir: string,
): Promise<{ copied: number; absent: number }> {
  const db = app.database.db;
  const named = await db
    .select({ url: trainerProfiles.profilePicture })
    .from(trainerProfiles)
    .where(like(trainerProfiles.profilePicture, `${PICTURE_URL_PREFIX}%`));
  const keys = named.map((r) => pictureKeyOf(r.url)).filter((k): k is PictureKey => k !== null);
  if (keys.length === 0) return { copied: 0, absent: 0 };
  const stored = new Set(
    (
      await db
        .select({ trainerId: pictureVariants.trainerId, hash: pictureVariants.hash })
        .from(pictureVariants)
    ).map((r) => `${r.trainerId}-${r.hash}`),
  );
  const disk = diskPictureStorage(dir);
  let copied = 0;
  let absent = 0;
  for (const key of keys) {
    if (stored.has(`${key.trainerId}-${key.hash}`)) continue;
    const [large, small] = await Promise.all([disk.get(key, "large"), disk.get(key, "small")]);
    if (!large || !small) {
      absent++;
      continue;
    }
    await app.pictures.put(key, { large, small });
    copied++;
  }
  if (copied || absent)
    app.log.info(
      { copied, absent, dir },
      "profile pictures copied from the uploads folder into the database",
    );
  return { copied, absent };
}
