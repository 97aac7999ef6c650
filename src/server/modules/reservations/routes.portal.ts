/**
 * A trainer's attendee lists (contracts/reservations.ts), in the portal audience: the caller is signed
 * in; only the class's own trainer and the admin see its reservations (attendee-service.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { reservationEndpoints as endpoints } from "../../../shared/contracts/reservations";
import { route } from "../../http/endpoint-route";
import { messageLimit } from "./limits";

export const reservationPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const attendees = app.services.attendees;

  route(app, endpoints.attendees, (request) => attendees.list(request.account!, request.params.id));

  route(app, endpoints.attendeesCsv, async (request, reply) => {
    const { fileName, body } = await attendees.csv(request.account!, request.params.id);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .header("cache-control", "no-store")
      .send(body);
  });

  const allowMessage = messageLimit(app);
  route(app, endpoints.messageAttendees, (request) =>
    attendees.message(request.account!, request.params.id, request.body, allowMessage),
  );

  route(app, endpoints.markAttendee, (request) =>
    attendees.mark(request.account!, request.params.id, request.params.reservationId, request.body),
  );
};
