/**
 * Calendar export (contracts/calendar.ts calendarEndpoints): "Add to calendar" for one class, and
 * subscribable feeds per trainer and for all classes. Public, like the classes they describe. Each file
 * is prepared once per state of the public data (plugins/public-answers.ts), 404s included.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calendarEndpoints as endpoints } from "../../../shared/contracts/calendar";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { route } from "../../http/endpoint-route";
import { NotFound } from "../../platform/domain-errors";
import { feedStart } from "./service";

const ICS = "text/calendar; charset=utf-8";

/** "{name}.ics" → name; anything else is not a calendar file. */
function icsName(file: string): string {
  if (!file.endsWith(".ics")) throw new NotFound("Not found");
  return file.slice(0, -4);
}

const ics = (body: string, headers?: Record<string, string>) => ({
  status: 200,
  type: ICS,
  cacheControl: "public, max-age=300",
  body,
  headers,
});
const notFound = (message: string) => jsonAnswer(404, { error: "Not Found", message });

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const calendar = app.services.calendar;

  route(app, endpoints.classFile, { compress: false }, (request, reply) => {
    const id = icsName(request.params.file);
    const answer = app.publicAnswer(`ics/class/${id}`, async () => {
      const file = await calendar.classFile(id, app.now());
      if (!file) return notFound("Class not found");
      return ics(file.ics, { "content-disposition": `attachment; filename="${file.fileName}"` });
    });
    return sendKept(request, reply, answer);
  });

  route(app, endpoints.trainerFeed, { compress: false }, (request, reply) => {
    const slug = icsName(request.params.file);
    const answer = app.publicAnswer(`ics/trainer/${slug}`, async () => {
      const feed = await calendar.trainerFeed(slug, app.now());
      return feed === null ? notFound("Trainer not found") : ics(feed);
    });
    return sendKept(request, reply, answer);
  });

  // What calendar apps poll (18,000 events with 10,000 trainers): prepared once per state of the public
  // data and per day (the feed starts a month back), not per request.
  route(app, endpoints.all, { compress: false }, (request, reply) => {
    const now = app.now();
    const answer = app.publicAnswer(`ics/all/${feedStart(now)}`, async () => ({
      ...ics(await calendar.allClasses(now)),
      // The day is in the key: nothing else in the feed depends on the time.
      validUntil: Number.POSITIVE_INFINITY,
    }));
    return sendKept(request, reply, answer);
  });
};
