/**
 * POST /api/upload-profile-picture (contracts/pictures.ts pictureEndpoints.upload; docs/product.md
 * "Profile"): the signed-in trainer's picture, from one multipart file in the field `profilePicture`.
 * The session decides whose picture it is (the spec's `userEmail` field is ignored); an admin may add a
 * `trainerId` field to upload for another trainer. In the portal audience. The parts are read here (a
 * file too large is a 413, a body that is not multipart a 415); the rest is the service's (service.ts).
 */
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  PICTURE_FIELD,
  PICTURE_TEXT,
  PICTURE_TRAINER_FIELD,
  pictureEndpoints,
} from "../../../shared/contracts/pictures";
import { route } from "../../http/endpoint-route";
import { HttpError } from "../../http/http-error";
import type { PictureUpload } from "./service";

/** Reads the parts: the picture's bytes (at most the multipart limit, 5 MB) and the optional trainerId. */
async function readUpload(request: FastifyRequest): Promise<PictureUpload> {
  const upload: PictureUpload = { file: undefined, trainerId: undefined };
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
  route(app, pictureEndpoints.upload, async (request) => {
    if (!request.isMultipart()) throw new HttpError(415, PICTURE_TEXT.notMultipart);
    const upload = await readUpload(request);
    return app.services.pictures.upload(request.account!, upload, (err, previous) =>
      request.log.warn({ err, previous }, "could not delete the previous picture"),
    );
  });
};
