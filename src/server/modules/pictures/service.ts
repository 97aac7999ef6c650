/**
 * Profile pictures (docs/product.md "Profile"; decisions: uploads are checked by content): the upload is
 * decoded by sharp, which decides the format from the bytes (PNG, JPEG or WebP, never the name or the
 * type the browser sent) and refuses more than PICTURE_MAX_PIXELS before decoding (decompression
 * bombs); the picture is turned upright by its EXIF orientation, cropped square and re-encoded as WebP
 * in two sizes, without any of its metadata (EXIF, GPS, ICC: sharp writes none unless asked).
 *
 * Both sizes are kept in the PictureStorage (repository.ts: the database on PostgreSQL, DATA_DIR with
 * PGlite) under `<trainerId>-<hash>`, the hash of the large size's bytes: the URL names the content, so
 * the picture is served as immutable (file-routes.ts) and an identical re-upload is the same picture.
 */
import { createHash } from "node:crypto";
import type { Metadata, SharpOptions } from "sharp";
import { NOT_ALLOWED } from "../../../shared/contracts/auth";
import {
  PICTURE_MAX_PIXELS,
  PICTURE_SIZES,
  PICTURE_TEXT,
  PICTURE_URL_PREFIX,
} from "../../../shared/contracts/pictures";
import { Forbidden, Invalid } from "../../platform/domain-errors";
import type { PictureKey, PictureStorage } from "./repository";

/** Formats as sharp detects them from the content. */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const WEBP_QUALITY = 82;

const INPUT: SharpOptions = {
  limitInputPixels: PICTURE_MAX_PIXELS,
  // A truncated or corrupt image is refused rather than shown half grey.
  failOn: "error",
  // Only the first frame of an animated WebP.
  animated: false,
};

const pixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

export type PictureSizes = { large: Buffer; small: Buffer };

/** Checks and re-encodes an uploaded file; a refusal is Invalid with a plain message. */
export async function preparePicture(input: Buffer): Promise<PictureSizes> {
  // Loaded on the first upload: libvips costs each server about 23 MB of memory it rarely needs.
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT).metadata();
  } catch (err) {
    throw new Invalid(pixelLimit(err) ? PICTURE_TEXT.tooManyPixels : PICTURE_TEXT.notAnImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Invalid(PICTURE_TEXT.notAnImage);
  if ((meta.width ?? 0) * (meta.height ?? 0) > PICTURE_MAX_PIXELS)
    throw new Invalid(PICTURE_TEXT.tooManyPixels);
  try {
    // Orientation first: the crop and the sizes apply to the picture as it is meant to be seen.
    const upright = sharp(input, INPUT).autoOrient();
    const encode = (size: number) =>
      upright
        .clone()
        .resize(size, size, { fit: "cover", position: sharp.strategy.attention })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    const [large, small] = await Promise.all([encode(PICTURE_SIZES.large), encode(PICTURE_SIZES.small)]);
    return { large, small };
  } catch (err) {
    throw new Invalid(pixelLimit(err) ? PICTURE_TEXT.tooManyPixels : PICTURE_TEXT.unreadable);
  }
}

/** `<trainerId>-<hash>.webp` (a trainer's number fits an integer column: at most 9 digits). */
const STORED_URL = new RegExp(`^${PICTURE_URL_PREFIX}(\\d{1,9})-([0-9a-f]{32})\\.webp$`);

/** The stored picture a profile's URL names, or null for anything else (a demo file, an external URL). */
export function pictureKeyOf(url: string | null | undefined): PictureKey | null {
  const match = url ? STORED_URL.exec(url) : null;
  return match ? { trainerId: Number(match[1]), hash: match[2]! } : null;
}

/**
 * Stores both sizes under the large size's content hash. Answers the URL to save on the profile, and
 * whether the picture is new (false: this trainer had uploaded the same picture before).
 */
export async function savePicture(
  storage: PictureStorage,
  trainerId: number,
  sizes: PictureSizes,
): Promise<{ url: string; created: boolean }> {
  const hash = createHash("sha256").update(sizes.large).digest("hex").slice(0, 32);
  const webp = (bytes: Buffer) => ({ bytes, contentType: "image/webp" });
  const created = await storage.put(
    { trainerId, hash },
    { large: webp(sizes.large), small: webp(sizes.small) },
  );
  return { url: `${PICTURE_URL_PREFIX}${trainerId}-${hash}.webp`, created };
}

/**
 * Deletes an uploaded picture (both sizes). Any other value (a demo file, an external URL, none) is left
 * alone. Called once the profile no longer names it: a picture is only ever named by its own trainer's
 * profile (the name carries the trainer, and a profile's picture is only set by an upload), so nothing
 * else refers to it.
 */
export async function removePicture(storage: PictureStorage, url: string | null | undefined): Promise<void> {
  const key = pictureKeyOf(url);
  if (key) await storage.delete(key);
}

/** An upload as read from the request: the picture's bytes and the optional trainerId field. */
export type PictureUpload = { file: Buffer | undefined; trainerId: string | undefined };

/** Who uploads: the signed-in account's id and roles. */
type Uploader = { id: number; roles: readonly string[] };

/**
 * An upload (docs/product.md "Profile"): the caller's picture, or, for an admin, the `trainerId` field's
 * trainer's. The picture is checked and re-encoded, stored, saved on the profile (the trainers module,
 * given as `setPicture`: the directory shows it on the next request), and the previous upload deleted.
 */
export class PictureService {
  constructor(
    readonly storage: PictureStorage,
    /** Saves the URL on the trainer's profile and answers the one it replaces (NotFound without one). */
    private readonly setPicture: (trainerId: number, url: string) => Promise<string | null>,
  ) {}

  async upload(
    me: Uploader,
    upload: PictureUpload,
    previousNotDeleted: (err: unknown, previous: string | null) => void,
  ): Promise<{ profilePicture: string }> {
    let trainerId = me.id;
    if (upload.trainerId) {
      if (!/^\d{1,9}$/.test(upload.trainerId)) throw new Invalid(PICTURE_TEXT.badTrainerId);
      trainerId = Number(upload.trainerId);
      if (trainerId !== me.id && !me.roles.includes("admin")) throw new Forbidden(NOT_ALLOWED);
    }
    if (!upload.file || upload.file.length === 0) throw new Invalid(PICTURE_TEXT.noFile);

    const sizes = await preparePicture(upload.file);
    const { url, created } = await savePicture(this.storage, trainerId, sizes);
    let previous: string | null;
    try {
      previous = await this.setPicture(trainerId, url);
    } catch (err) {
      // Only what this upload wrote: the same picture stored before may be the one the profile shows.
      if (created) await removePicture(this.storage, url);
      throw err;
    }
    // The new URL is saved: a failure to delete the old picture leaves an orphan, never a broken one.
    if (previous !== url)
      await removePicture(this.storage, previous).catch((err: unknown) => previousNotDeleted(err, previous));
    return { profilePicture: url };
  }

  /** Deletes an uploaded picture no profile names any more (anything else is left alone). */
  remove(url: string | null | undefined): Promise<void> {
    return removePicture(this.storage, url);
  }
}
