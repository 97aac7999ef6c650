/**
 * GET /uploads/pictures/{trainerId}-{hash}.webp (and -160.webp, the small size): the uploaded profile
 * pictures, outside /api and open to everyone like the directory that shows them. The name carries the
 * content's hash, so what it names never changes: cached for a year as immutable, with the name as the
 * ETag. Read from the PictureStorage (repository.ts), so any app server answers for any upload. Only names
 * the service writes are looked up; anything else is 404.
 */
import type { FastifyPluginAsync } from "fastify";
import { PICTURE_SIZES, PICTURE_URL_PREFIX } from "../../../shared/contracts/pictures";
import { copyPicturesFromDisk } from "./copy-from-disk";
import { type PictureKey, type PictureVariant, picturesFolder } from "./repository";

/** What savePicture names (no path can be smuggled in); a trainer's number fits an integer column. */
const FILE_NAME = new RegExp(`^(\\d{1,9})-([0-9a-f]{32})(-${PICTURE_SIZES.small})?\\.webp$`);

function parse(file: string): { key: PictureKey; variant: PictureVariant } | null {
  const match = FILE_NAME.exec(file);
  if (!match) return null;
  return { key: { trainerId: Number(match[1]), hash: match[2]! }, variant: match[3] ? "small" : "large" };
}

export const pictureFileRoutes: FastifyPluginAsync = async (app) => {
  if (app.pictures.where === "database")
    app.addHook("onReady", async () => {
      // A failure leaves those pictures 404 until the next start; it never stops this one.
      await copyPicturesFromDisk(
        { db: app.database.db, pictures: app.pictures, log: app.log },
        picturesFolder(app.config.dataDir),
      ).catch((err: unknown) =>
        app.log.warn({ err }, "could not copy profile pictures from the uploads folder"),
      );
    });

  app.get<{ Params: { file: string } }>(`${PICTURE_URL_PREFIX}:file`, async (request, reply) => {
    const { file } = request.params;
    const wanted = parse(file);
    const picture = wanted && (await app.pictures.get(wanted.key, wanted.variant));
    if (!picture)
      return reply.status(404).header("cache-control", "no-cache").type("text/plain").send("Not found");
    const etag = `"${file.slice(0, -".webp".length)}"`;
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .header("x-content-type-options", "nosniff");
    const known = request.headers["if-none-match"]?.split(/\s*,\s*/) ?? [];
    if (known.includes(etag) || known.includes("*")) return reply.status(304).send();
    return reply.type(picture.contentType).send(picture.bytes);
  });
};
