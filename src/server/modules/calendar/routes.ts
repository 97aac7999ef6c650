/**
 * Calendar export (issue 5): "Add to calendar" for one class, and subscribable feeds per trainer and
 * for all classes. Public, like the classes they describe.
 *   GET /api/calendar/classes/{id}.ics   one class (a download)
 *   GET /api/calendar/trainers/{slug}.ics  a trainer's classes from a month ago on
 *   GET /api/calendar/all.ics            every listed trainer's classes from a month ago on
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calendarFileParams as params } from "../../../shared/contracts/calendar";
import { jsonAnswer, sendKept } from "../../http/answer-cache";
import { HttpError } from "../../http/http-error";
import { writeCalendar } from "./ics";
import { allClassesFeed, classFile, feedStart, trainerFeed } from "./service";

const FEED_REFRESH_MINUTES = 360;
const ICS = "text/calendar; charset=utf-8";

/** "{name}.ics" → name; anything else is not a calendar file. */
function icsName(file: string): string {
  if (!file.endsWith(".ics")) throw new HttpError(404, "Not found");
  return file.slice(0, -4);
}

const fileName = (title: string, date: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "class"
  }-${date}.ics`;

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = () => ({ publicUrl: app.config.publicUrl, brandName: app.config.site.brandName });
  const prodId = () => `-//${app.config.site.brandName}//Trainer Directory//EN`;

  const ics = (body: string, headers?: Record<string, string>) => ({
    status: 200,
    type: ICS,
    cacheControl: "public, max-age=300",
    body,
    headers,
  });
  const notFound = (message: string) => jsonAnswer(404, { error: "Not Found", message });

  // One class and one trainer's feed: prepared once per state of the public data (public-answers.ts).
  app.get("/api/calendar/classes/:file", { compress: false, schema: { params } }, (request, reply) => {
    const id = icsName(request.params.file);
    const answer = app.publicAnswer(`ics/class/${id}`, async () => {
      const file = await classFile(app.database.db, site(), id);
      if (!file) return notFound("Class not found");
      // Named by the class's own day where it happens, not by the UTC day of its start.
      return ics(writeCalendar({ prodId: prodId(), events: [file.event], now: app.now() }), {
        "content-disposition": `attachment; filename="${fileName(file.event.summary, file.localDate)}"`,
      });
    });
    return sendKept(request, reply, answer);
  });

  app.get("/api/calendar/trainers/:file", { compress: false, schema: { params } }, (request, reply) => {
    const slug = icsName(request.params.file);
    const answer = app.publicAnswer(`ics/trainer/${slug}`, async () => {
      const now = app.now();
      const feed = await trainerFeed(app.database.db, site(), slug, now);
      if (!feed) return notFound("Trainer not found");
      return ics(
        writeCalendar({
          prodId: prodId(),
          name: `${feed.trainer.displayName} classes | ${app.config.site.brandName}`,
          refreshMinutes: FEED_REFRESH_MINUTES,
          events: feed.events,
          now,
        }),
      );
    });
    return sendKept(request, reply, answer);
  });

  // What calendar apps poll (18,000 events with 10,000 trainers): prepared once per state of the public
  // data and per day (the feed starts a month back), not per request.
  app.get("/api/calendar/all.ics", { compress: false }, (request, reply) => {
    const now = app.now();
    const answer = app.publicAnswer(`ics/all/${feedStart(now)}`, async () => ({
      ...ics(
        writeCalendar({
          prodId: prodId(),
          name: `${app.config.site.brandName} self-defense classes`,
          refreshMinutes: FEED_REFRESH_MINUTES,
          events: await allClassesFeed(app.database.db, site(), now),
          now,
        }),
      ),
      // The day is in the key: nothing else in the feed depends on the time.
      validUntil: Number.POSITIVE_INFINITY,
    }));
    return sendKept(request, reply, answer);
  });
};
