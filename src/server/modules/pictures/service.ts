/**
 * Profile pictures (docs/product.md "Profile"; decisions: uploads are checked by content): the upload is
 * decoded by sharp, which decides the format from the bytes (PNG, JPEG or WebP, never the name or the
 * type the browser sent) and refuses more than PICTURE_MAX_PIXELS before decoding (decompression
 * bombs); the picture is turned upright by its EXIF orientation, cropped square and re-encoded as WebP
 * in two sizes, without any of its metadata (EXIF, GPS, ICC: sharp writes none unless asked).
 *
 * Both sizes are kept in the PictureStorage (storage.ts: the database on PostgreSQL, DATA_DIR with
 * PGlite) under `<trainerId>-<hash>`, the hash of the large size's bytes: the URL names the content, so
 * the picture is served as immutable (file-routes.ts) and an identical re-upload is the same picture.
 */
import { createHash } from "node:crypto";
import type { Metadata, SharpOptions } from "sharp";
import {
  PICTURE_MAX_PIXELS,
  PICTURE_SIZES,
  PICTURE_TEXT,
  PICTURE_URL_PREFIX,
} from "../../../shared/contracts/pictures";
import { HttpError } from "../../http/http-error";
import type { PictureKey, PictureStorage } from "./storage";

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

/** Checks and re-encodes an uploaded file; a refusal is a 400 with a plain message. */
export async function preparePicture(input: Buffer): Promise<PictureSizes> {
  // Loaded on the first upload: libvips costs each server about 23 MB of memory it rarely needs.
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT).metadata();
  } catch (err) {
    throw new HttpError(400, pixelLimit(err) ? PICTURE_TEXT.tooManyPixels : PICTURE_TEXT.notAnImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new HttpError(400, PICTURE_TEXT.notAnImage);
  if ((meta.width ?? 0) * (meta.height ?? 0) > PICTURE_MAX_PIXELS)
    throw new HttpError(400, PICTURE_TEXT.tooManyPixels);
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
    throw new HttpError(400, pixelLimit(err) ? PICTURE_TEXT.tooManyPixels : PICTURE_TEXT.unreadable);
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
