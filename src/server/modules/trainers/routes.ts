import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailField, trainerByEmail } from "../../../shared/contracts/auth";
import { HttpError } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";
import { findAccountByEmail } from "../auth/accounts";

/** GET /api/trainers/by-email/{email}: the signed-in trainer's own record, or any for the admin. */
export const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/trainers/by-email/:email",
    {
      onRequest: app.requireTrainer,
      schema: { params: z.object({ email: emailField }), response: { 200: trainerByEmail } },
    },
    async (request) => {
      const me = request.account!;
      const isAdmin = me.roles.includes("admin");
      if (!isAdmin && me.email.toLowerCase() !== request.params.email) throw new HttpError(403, NOT_ALLOWED);
      const trainer = await findAccountByEmail(app.database.db, request.params.email);
      if (!trainer) throw new HttpError(404, "No trainer has this e-mail.");
      return { id: trainer.id, email: trainer.email, name: trainer.name, status: trainer.status };
    },
  );
};
