/**
 * POST /api/upload-profile-picture (docs/product.md "Profile"): multipart, one file in the field
 * `profilePicture`; the session decides whose picture it is (the spec's `userEmail` field is ignored),
 * and an admin may name another trainer with a `trainerId` field. The server checks the content, not the
 * name: PNG, JPEG or WebP as decoded, at most 5 MB and PICTURE_MAX_MEGAPIXELS; it re-encodes the picture
 * (orientation applied, metadata such as EXIF and GPS dropped) in web sizes and answers its URL.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

/** The multipart field that carries the file. */
export const PICTURE_FIELD = "profilePicture";
/** The optional multipart field with which an admin uploads for another trainer. */
export const PICTURE_TRAINER_FIELD = "trainerId";

/** What the form offers and the server accepts (the server by decoded content). */
export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
/** The file input's `accept`. */
export const PICTURE_ACCEPT = ".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp";
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Width times height, in millions: a bigger image is refused before it is decoded (decompression bombs). */
export const PICTURE_MAX_MEGAPIXELS = 40;
export const PICTURE_MAX_PIXELS = PICTURE_MAX_MEGAPIXELS * 1_000_000;

/** The stored sizes: the profile picture (square) and the small one of cards. */
export const PICTURE_SIZES = { large: 512, small: 160 } as const;

/** Where uploaded pictures are served, outside /api. */
export const PICTURE_URL_PREFIX = "/uploads/pictures/";

/** `<trainerId>-<random>.webp`, and `-160` before `.webp` for the small size. */
const UPLOADED = /^\/uploads\/pictures\/(\d+)-([0-9a-f]{32})\.webp$/;

/** Is this stored picture value one of our uploads (not a demo file or an external URL)? */
export function isUploadedPicture(url: string | null | undefined): boolean {
  return !!url && UPLOADED.test(url);
}

/** The small size's URL for an uploaded picture; any other value is returned as it is. */
export function smallPictureUrl<T extends string | null | undefined>(url: T): T | string {
  return url && UPLOADED.test(url) ? url.replace(/\.webp$/, `-${PICTURE_SIZES.small}.webp`) : url;
}

export const uploadedPicture = z.object({
  /** The picture's URL on this site, saved on the profile. */
  profilePicture: z.string(),
});
export type UploadedPicture = z.infer<typeof uploadedPicture>;

export const PICTURE_TEXT = {
  // Toast titles (spec portal §8).
  uploadFailed: "Upload Failed",
  uploadFailedFallback: "Failed to upload image. Please try again.",
  invalidType: "Invalid File Type",
  // The spec's words (portal §8 "Profile picture"); WebP is accepted too.
  invalidTypeHint: "Please select an image file (JPG, PNG, etc.)",
  tooLarge: "File Too Large",
  tooLargeHint: "Please select an image smaller than 5MB",
  // The server's messages.
  notAnImage: "This file is not a PNG, JPEG or WebP image.",
  unreadable: "This image could not be read. It may be damaged; please try another file.",
  tooManyPixels: `This image is too large (more than ${PICTURE_MAX_MEGAPIXELS} megapixels).`,
  fileTooLarge: "The file is larger than 5 MB.",
  noFile: "Choose a picture to upload.",
  oneFile: "Send one picture at a time.",
  notMultipart: "Send the picture as multipart/form-data.",
  badTrainerId: "trainerId must be a trainer's number.",
} as const;

export const pictureEndpoints = {
  /** The caller's picture (or, for an admin, the `trainerId` field's trainer's). */
  upload: defineEndpoint({
    method: "POST",
    path: "/api/upload-profile-picture",
    audience: "portal",
    multipart: true,
    responses: { 200: uploadedPicture, ...errorResponses(400, 403, 404, 413, 415) },
  }),
};
