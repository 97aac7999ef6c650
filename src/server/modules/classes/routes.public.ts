/**
 * The public's class calls (contracts/public-classes.ts publicClassEndpoints), for anyone:
 *   list   the classes screens' window or list page (public-service.ts), kept per query and version in
 *          a cache of its own (plugins/public-answers.ts)
 *   byId   one class of a listed trainer with the trainer (/public/class/:id), prepared once per state
 *          of the public data (plugins/public-answers.ts)
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CLASS_NOT_FOUND,
  publicClassEndpoints as endpoints,
  publicClassDetail,
  publicClassesAnswer,
} from "../../../shared/contracts/public-classes";
import { jsonAnswer, nextQuarterHour, sendKept } from "../../http/answer-cache";
import { route } from "../../http/endpoint-route";
import { classesKey } from "./class-windows";

export const publicClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const classes = app.services.publicClasses;

  route(app, endpoints.list, { compress: false }, (request, reply) => {
    const now = app.now();
    const window = classes.windowOf(request.query, now);
    const kept = app.classWindowAnswer(classesKey(request.query, window), async () => {
      const { answer, validUntil } = await classes.answer(request.query, window);
      // month=current moves with the clock, and upcoming classes with "today": a quarter hour at most.
      return {
        ...jsonAnswer(200, publicClassesAnswer.parse(answer)),
        validUntil: Math.min(validUntil, nextQuarterHour(now.getTime())),
      };
    });
    return sendKept(request, reply, kept);
  });

  route(app, endpoints.byId, { compress: false }, (request, reply) => {
    const { id } = request.params;
    const answer = app.publicAnswer(`api/public-classes/${id}`, async () => {
      const detail = await classes.byId(id);
      return detail
        ? jsonAnswer(200, publicClassDetail.parse(detail))
        : jsonAnswer(404, { error: "Not Found", message: CLASS_NOT_FOUND });
    });
    return sendKept(request, reply, answer);
  });
};
