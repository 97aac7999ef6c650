/**
 * The public's trainer calls (contracts/public-trainers.ts publicTrainerEndpoints) and the directory's
 * (contracts/public-directory.ts directoryEndpoints), for anyone. Each answer is prepared once per state
 * of the public data (plugins/public-answers.ts), 404s included, and sent without a promise per request
 * once kept. A numeric /api/trainer-profile/{id} is the owner's view, a portal call (routes.portal.ts,
 * docs/decisions/0010): anonymous callers get 401, never a public profile.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  directoryCards,
  directoryEndpoints,
  directoryIndex,
  directoryResultsPath,
  queryFilters,
} from "../../../shared/contracts/public-directory";
import {
  publicTrainerEndpoints as endpoints,
  publicTrainer,
  TRAINER_NOT_FOUND,
} from "../../../shared/contracts/public-trainers";
import { encodeIndex } from "../../../shared/directory-index";
import { jsonAnswer, prepareAnswer, sendAnswer, sendKept } from "../../http/answer-cache";
import { route } from "../../http/endpoint-route";
import { cacheable, directoryResultsOf, FRESH_30S } from "./directory-results";

export const publicTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = (trainer: unknown) => jsonAnswer(200, publicTrainer.parse(trainer));
  const missing = (movedTo?: string | null) =>
    jsonAnswer(404, { error: "Not Found", message: TRAINER_NOT_FOUND, ...(movedTo ? { movedTo } : {}) });

  // Kept until "today" changes in one of the trainers' time zones (classes of yesterday drop off).
  route(app, endpoints.list, { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("api/public-trainers", async () => {
      const { trainers, validUntil } = await app.publicListing();
      return { ...jsonAnswer(200, trainers, FRESH_30S), validUntil };
    });
    return sendKept(request, reply, answer);
  });

  route(app, endpoints.byId, { compress: false }, (request, reply) => {
    const { id } = request.params;
    const answer = app.publicAnswer(`api/public-trainers/${id}`, async () => {
      const trainer = (await app.publicListing()).byId.get(id);
      return trainer ? found(trainer) : missing();
    });
    return sendKept(request, reply, answer);
  });

  route(app, endpoints.bySlug, { compress: false }, (request, reply) => {
    const { trainerName } = request.params;
    const answer = app.publicAnswer(`api/trainer-profile/${trainerName}`, async () => {
      const trainer = (await app.publicListing()).bySlug.get(trainerName);
      if (trainer) return found(trainer);
      return missing(await app.services.publicTrainers.currentSlugFor(trainerName));
    });
    return sendKept(request, reply, answer);
  });
};

export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, directoryEndpoints.results, { compress: false }, async (request, reply) => {
    const query = request.query;
    const listing = await app.publicListing();
    const build = async () => ({
      ...jsonAnswer(200, directoryResultsOf(listing, queryFilters(query)), FRESH_30S),
      validUntil: listing.validUntil,
    });
    if (!cacheable(listing, query)) {
      await sendAnswer(request, reply, await prepareAnswer(await build()));
      return reply;
    }
    const key = directoryResultsPath(queryFilters(query)).slice(1);
    await sendKept(request, reply, app.publicAnswer(key, build));
    return reply;
  });

  route(app, directoryEndpoints.index, { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("api/public-trainers/index", async () => {
      const { trainers, validUntil } = await app.publicListing();
      return { ...jsonAnswer(200, directoryIndex.parse(encodeIndex(trainers)), FRESH_30S), validUntil };
    });
    return sendKept(request, reply, answer);
  });

  route(app, directoryEndpoints.cards, { compress: false }, (request, reply) => {
    const ids = request.query.ids;
    const answer = app.publicAnswer(`api/public-trainers/cards?ids=${ids.join(",")}`, async () => {
      const listing = await app.publicListing();
      const cards = ids.flatMap((id) => listing.byId.get(id) ?? []);
      return {
        ...jsonAnswer(200, directoryCards.parse({ cards }), FRESH_30S),
        validUntil: listing.validUntil,
      };
    });
    return sendKept(request, reply, answer);
  });
};
