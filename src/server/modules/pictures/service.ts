/**
 * Profile pictures (docs/product.md "Profile"; decisions: uploads are checked by content): the upload is
 * decoded by sharp, which decides the format from the bytes (PNG, JPEG or WebP, never the name or the
 * type the browser sent) and refuses more than PICTURE_MAX_PIXELS before decoding (decompression
 * bombs); the picture is turned upright by its EXIF orientation, cropped square and re-encoded as WebP
 * in two sizes, without any of its metadata (EXIF, GPS, ICC: sharp writes none unless asked).
 *
 * The files live in `<DATA_DIR>/uploads/pictures/` as `<trainerId>-<random>.webp` (512 px) and
 * `<trainerId>-<random>-160.webp`; a new name for every upload, so they are served as immutable.
 * With several app servers (PostgreSQL) this folder must be shared storage.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import {
  isUploadedPicture,
  PICTURE_MAX_PIXELS,
  PICTURE_SIZES,
  PICTURE_TEXT,
  PICTURE_URL_PREFIX,
  smallPictureUrl,
} from "../../../shared/contracts/pictures";
import type { AppConfig } from "../../config";
import { HttpError } from "../../http/http-error";

/** Formats as sharp detects them from the content. */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const WEBP_QUALITY = 82;

/** A served file's name: what `savePicture` writes, nothing else (no path can be smuggled in). */
export const PICTURE_FILE_NAME = /^\d+-[0-9a-f]{32}(?:-\d+)?\.webp$/;

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

/** The uploads folder of this server's DATA_DIR. */
export function picturesDir(config: Pick<AppConfig, "dataDir">): string {
  return path.resolve(config.dataDir, "uploads", "pictures");
}

/** Writes both sizes under a new name and returns the large size's URL. */
export async function savePicture(dir: string, trainerId: number, sizes: PictureSizes): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${trainerId}-${randomBytes(16).toString("hex")}`;
  await writeFile(path.join(dir, `${name}.webp`), sizes.large, { flag: "wx" });
  await writeFile(path.join(dir, `${name}-${PICTURE_SIZES.small}.webp`), sizes.small, { flag: "wx" });
  return `${PICTURE_URL_PREFIX}${name}.webp`;
}

/**
 * Deletes an uploaded picture's files (both sizes). Any other value (a demo file, an external URL, none)
 * is left alone: only names this module wrote, inside the uploads folder, are ever deleted.
 */
export async function removePicture(dir: string, url: string | null | undefined): Promise<void> {
  if (!url || !isUploadedPicture(url)) return;
  const names = [url, smallPictureUrl(url) as string].map((u) => u.slice(PICTURE_URL_PREFIX.length));
  await Promise.all(names.map((name) => rm(path.join(dir, name), { force: true })));
}
