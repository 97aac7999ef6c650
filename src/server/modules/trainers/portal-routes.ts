/**
 * The signed-in trainer's calls about trainer records. Registered in the portal audience
 * (plugins/audiences.ts): the caller is signed in before a handler runs.
 *   GET /api/trainers/by-email/{email}   the caller's own record, or any for the admin
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import { trainerByEmail, trainerByEmailParams } from "../../../shared/contracts/trainers";
import { HttpError } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";

export const portalTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/trainers/by-email/:email",
    {
      schema: {
        params: trainerByEmailParams,
        response: { 200: trainerByEmail, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      const isAdmin = me.roles.includes("admin");
      if (!isAdmin && me.email.toLowerCase() !== request.params.email) throw new HttpError(403, NOT_ALLOWED);
      const trainer = await app.trainers.accountByEmail(request.params.email);
      if (!trainer) throw new HttpError(404, "No trainer has this e-mail.");
      return { id: trainer.id, email: trainer.email, name: trainer.name, status: trainer.status };
    },
  );
};
