/**
 * PostgreSQL installs from before pictures moved into the database kept them in
 * `<DATA_DIR>/uploads/pictures/` (a folder the app servers shared). At start, each picture a profile
 * still names but the database lacks is copied from that folder, if it is there: only pictures in use
 * (never a replaced one), nothing on disk is changed or deleted, and once copied the check is one query.
 */
import type { Db } from "../../db/client";
import {
  diskPictureStorage,
  namedUploadUrls,
  type PictureKey,
  type PictureStorage,
  storedPictureNames,
} from "./repository";
import { pictureKeyOf } from "./service";

export async function copyPicturesFromDisk(
  deps: { db: Db; pictures: PictureStorage; log: { info(obj: object, msg: string): void } },
  dir: string,
): Promise<{ copied: number; absent: number }> {
  const keys = (await namedUploadUrls(deps.db))
    .map((url) => pictureKeyOf(url))
    .filter((k): k is PictureKey => k !== null);
  if (keys.length === 0) return { copied: 0, absent: 0 };
  const stored = await storedPictureNames(deps.db);
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
    await deps.pictures.put(key, { large, small });
    copied++;
  }
  if (copied || absent)
    deps.log.info(
      { copied, absent, dir },
      "profile pictures copied from the uploads folder into the database",
    );
  return { copied, absent };
}
