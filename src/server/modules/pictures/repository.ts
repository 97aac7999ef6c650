/**
 * The pictures repository: where uploaded pictures live (docs/decisions/0033-pictures-and-calendar-libraries.md): in the database
 * on PostgreSQL, so every app server on every machine serves them without a shared disk; in
 * `<DATA_DIR>/uploads/pictures/` with PGlite, whose database is one process's anyway. One interface,
 * chosen at start by the database (app.ts); the routes and the profile code never know which.
 *
 * A picture is named by its trainer and a hash (`<trainerId>-<hash>`, the URL's file name) and stored in
 * two sizes. It is written once and never changed, so it can be served as immutable.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { PICTURE_SIZES, PICTURE_URL_PREFIX } from "../../../shared/contracts/pictures";
import type { Database, Db } from "../../db/client";
import { pictureVariants, trainerProfiles } from "../../db/schema";

export type PictureVariant = "large" | "small";
export const PICTURE_VARIANTS: readonly PictureVariant[] = ["large", "small"];
/** A stored picture: whose, and its hash (32 hex digits). */
export type PictureKey = { trainerId: number; hash: string };
export type StoredVariant = { bytes: Buffer; contentType: string };

export interface PictureStorage {
  readonly where: "disk" | "database";
  /**
   * Stores both sizes, all or nothing. Answers false when this picture was already stored (the same
   * trainer uploading the same content again): then nothing was written, and nothing must be deleted
   * if the upload fails later.
   */
  put(key: PictureKey, variants: Record<PictureVariant, StoredVariant>): Promise<boolean>;
  get(key: PictureKey, variant: PictureVariant): Promise<StoredVariant | null>;
  /** Removes both sizes; a picture that is not there is not an error. */
  delete(key: PictureKey): Promise<void>;
}

/** The uploads folder of a DATA_DIR. */
export const picturesFolder = (dataDir: string) => path.resolve(dataDir, "uploads", "pictures");

export function pictureStorage(database: Database, dataDir: string): PictureStorage {
  return database.kind === "postgres"
    ? databasePictureStorage(database.db)
    : diskPictureStorage(picturesFolder(dataDir));
}

/** Rows of picture_variants, one per size. */
export function databasePictureStorage(db: Db): PictureStorage {
  const ofKey = (key: PictureKey) =>
    and(eq(pictureVariants.trainerId, key.trainerId), eq(pictureVariants.hash, key.hash));
  return {
    where: "database",
    async put(key, variants) {
      // One statement: both sizes or neither.
      const rows = await db
        .insert(pictureVariants)
        .values(PICTURE_VARIANTS.map((variant) => ({ ...key, variant, ...variants[variant] })))
        .onConflictDoNothing()
        .returning({ variant: pictureVariants.variant });
      return rows.length > 0;
    },
    async get(key, variant) {
      const [row] = await db
        .select({ bytes: pictureVariants.bytes, contentType: pictureVariants.contentType })
        .from(pictureVariants)
        .where(and(ofKey(key), eq(pictureVariants.variant, variant)));
      return row ?? null;
    },
    async delete(key) {
      await db.delete(pictureVariants).where(ofKey(key));
    },
  };
}

/**
 * Files `<trainerId>-<hash>.webp` (large) and `<trainerId>-<hash>-160.webp` (small): the names uploads
 * have had since issue 12, so pictures saved before keep being served. WebP only, the one format the
 * upload writes; the type is not stored beside the file.
 */
export function diskPictureStorage(dir: string): PictureStorage {
  const WEBP = "image/webp";
  const file = (key: PictureKey, variant: PictureVariant) =>
    path.join(
      dir,
      `${key.trainerId}-${key.hash}${variant === "small" ? `-${PICTURE_SIZES.small}` : ""}.webp`,
    );
  const remove = (key: PictureKey) =>
    Promise.all(PICTURE_VARIANTS.map((v) => rm(file(key, v), { force: true }))).then(() => undefined);
  return {
    where: "disk",
    async put(key, variants) {
      if (PICTURE_VARIANTS.some((v) => variants[v].contentType !== WEBP))
        throw new Error("The disk picture storage keeps WebP only.");
      await mkdir(dir, { recursive: true });
      try {
        // The large size last: it is what a stored URL names, so it exists only with its small size.
        await writeFile(file(key, "small"), variants.small.bytes, { flag: "wx" });
        await writeFile(file(key, "large"), variants.large.bytes, { flag: "wx" });
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "EEXIST") {
          // Named by its content: whichever size exists already holds these bytes; complete the pair.
          await writeFile(file(key, "large"), variants.large.bytes, { flag: "wx" }).catch(ignoreExists);
          return false;
        }
        await remove(key);
        throw err;
      }
    },
    async get(key, variant) {
      try {
        return { bytes: await readFile(file(key, variant)), contentType: WEBP };
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR") return null;
        throw err;
      }
    },
    delete: remove,
  };
}

function ignoreExists(err: unknown) {
  if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
}

/** The uploaded pictures' URLs profiles name now (copy-from-disk.ts). */
export async function namedUploadUrls(db: Db): Promise<(string | null)[]> {
  const rows = await db
    .select({ url: trainerProfiles.profilePicture })
    .from(trainerProfiles)
    .where(like(trainerProfiles.profilePicture, `${PICTURE_URL_PREFIX}%`));
  return rows.map((r) => r.url);
}

/** The pictures stored in the database, as `<trainerId>-<hash>`. */
export async function storedPictureNames(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ trainerId: pictureVariants.trainerId, hash: pictureVariants.hash })
    .from(pictureVariants);
  return new Set(rows.map((r) => `${r.trainerId}-${r.hash}`));
}
