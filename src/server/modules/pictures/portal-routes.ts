/**
 * POST /api/upload-profile-picture (docs/product.md "Profile"): the signed-in trainer's picture, from one
 * multipart file in the field `profilePicture`. The session decides whose picture it is (the spec's
 * `userEmail` field is ignored); an admin may add a `trainerId` field to upload for another trainer.
 * Registered in the portal audience (plugins/audiences.ts). The picture is checked and re-encoded
 * (service.ts), stored (app.pictures: storage.ts), saved on the profile through the trainers store (the
 * directory shows it on the next request), and the trainer's previous upload is deleted. Answers `{ profilePicture: url }`.
 */
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  PICTURE_FIELD,
  PICTURE_TEXT,
  PICTURE_TRAINER_FIELD,
  type UploadedPicture,
  uploadedPicture,
} from "../../../shared/contracts/pictures";
import { HttpError } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";
import { preparePicture, removePicture, savePicture } from "./service";

type Upload = { file: Buffer | undefined; trainerId: string | undefined };

/** Reads the parts: the picture's bytes (at most the multipart limit, 5 MB) and the optional trainerId. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = { file: undefined, trainerId: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname === PICTURE_FIELD) upload.file = await (part as MultipartFile).toBuffer();
        else part.file.resume();
      } else if (part.fieldname === PICTURE_TRAINER_FIELD) {
        upload.trainerId = String(part.value ?? "").trim();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new HttpError(413, PICTURE_TEXT.fileTooLarge);
    if (code === "FST_FILES_LIMIT") throw new HttpError(400, PICTURE_TEXT.oneFile);
    throw err;
  }
  return upload;
}

export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/upload-profile-picture",
    { schema: { response: { 200: uploadedPicture, ...errorResponses(400, 403, 404, 413, 415) } } },
    async (request): Promise<UploadedPicture> => {
      if (!request.isMultipart()) throw new HttpError(415, PICTURE_TEXT.notMultipart);
      const me = request.account!;
      const upload = await readUpload(request);

      let trainerId = me.id;
      if (upload.trainerId) {
        if (!/^\d{1,9}$/.test(upload.trainerId)) throw new HttpError(400, PICTURE_TEXT.badTrainerId);
        trainerId = Number(upload.trainerId);
        if (trainerId !== me.id && !me.roles.includes("admin")) throw new HttpError(403, NOT_ALLOWED);
      }
      if (!upload.file || upload.file.length === 0) throw new HttpError(400, PICTURE_TEXT.noFile);

      const sizes = await preparePicture(upload.file);
      const { url, created } = await savePicture(app.pictures, trainerId, sizes);
      let previous: string | null;
      try {
        previous = await app.trainers.setPicture(trainerId, url);
      } catch (err) {
        // Only what this upload wrote: the same picture stored before may be the one the profile shows.
        if (created) await removePicture(app.pictures, url);
        throw err;
      }
      // The new URL is saved: a failure to delete the old picture leaves an orphan, never a broken one.
      if (previous !== url)
        await removePicture(app.pictures, previous).catch((err: unknown) =>
          request.log.warn({ err, previous }, "could not delete the previous picture"),
        );
      return { profilePicture: url };
    },
  );
};
