/**
 * GET /uploads/pictures/{file}: the uploaded profile pictures (service.ts), outside /api and open to
 * everyone like the directory that shows them. Every upload has a new name, so a file never changes:
 * cached for a year as immutable. Only names the service writes are looked up; anything else is 404.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { PICTURE_URL_PREFIX } from "../../../shared/contracts/pictures";
import { PICTURE_FILE_NAME, picturesDir } from "./service";

export const pictureFileRoutes: FastifyPluginAsync = async (app) => {
  const dir = picturesDir(app.config);

  app.get<{ Params: { file: string } }>(`${PICTURE_URL_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const size = PICTURE_FILE_NAME.test(file)
      ? await stat(path.join(dir, file)).then(
          (s) => (s.isFile() ? s.size : undefined),
          () => undefined,
        )
      : undefined;
    if (size === undefined)
      return reply.status(404).header("cache-control", "no-cache").type("text/plain").send("Not found");
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("content-length", size)
      .type("image/webp")
      .send(createReadStream(path.join(dir, file)));
  });
};
