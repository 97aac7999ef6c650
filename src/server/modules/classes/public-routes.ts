/**
 * The public's class calls, for anyone:
 *   GET /api/public-classes        the classes screens' window or list page, filtered, counted and
 *                                  paged on the server (class-windows.ts), kept per query and version
 *                                  in a cache of its own (plugins/public-answers.ts)
 *   GET /api/public-classes/{id}   one class of a listed trainer with the trainer (/public/class/:id),
 *                                  prepared once per state of the public data (plugins/public-answers.ts)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  CLASS_NOT_FOUND,
  publicClassDetail,
  publicClassesAnswer,
  publicClassesQuery,
  publicClassParams,
} from "../../../shared/contracts/public-classes";
import { jsonAnswer, nextQuarterHour, sendKept } from "../../http/answer-cache";
import { classesAnswer, classesKey, flatClasses, windowOf } from "./class-windows";
import { publicClassById } from "./detail-view";

export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/public-classes",
    {
      compress: false,
      schema: {
        querystring: publicClassesQuery,
        response: { 200: publicClassesAnswer, ...errorResponses(400) },
      },
    },
    (request, reply) => {
      const now = app.now();
      const window = windowOf(request.query, now);
      const answer = app.classWindowAnswer(classesKey(request.query, window), async () => {
        const { trainers, validUntil } = await app.publicListing();
        const body = publicClassesAnswer.parse(classesAnswer(flatClasses(trainers), request.query, window));
        // month=current moves with the clock, and upcoming classes with "today": a quarter hour at most.
        return {
          ...jsonAnswer(200, body),
          validUntil: Math.min(validUntil, nextQuarterHour(now.getTime())),
        };
      });
      return sendKept(request, reply, answer);
    },
  );

  app.get(
    "/api/public-classes/:id",
    {
      compress: false,
      schema: { params: publicClassParams, response: { 200: publicClassDetail, ...errorResponses(404) } },
    },
    (request, reply) => {
      const { id } = request.params;
      const answer = app.publicAnswer(`api/public-classes/${id}`, async () => {
        const detail = await publicClassById(app.database.db, app.publicListing, app.now(), id);
        return detail
          ? jsonAnswer(200, publicClassDetail.parse(detail))
          : jsonAnswer(404, { error: "Not Found", message: CLASS_NOT_FOUND });
      });
      return sendKept(request, reply, answer);
    },
  );
};
