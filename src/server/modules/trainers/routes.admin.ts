/**
 * The console's trainers (contracts/trainers.ts trainerAdminEndpoints; docs/decisions/0015) and the
 * trainer-lead role (contracts/admin-content.ts adminAnnouncementEndpoints.moveLead), in the admin
 * audience: 401 to anonymous, 403 to trainers. Every change is in the audit log (admin-service.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminAnnouncementEndpoints } from "../../../shared/contracts/admin-content";
import { trainerAdminEndpoints as endpoints } from "../../../shared/contracts/trainers";
import { todayIn } from "../../../shared/time-zones";
import { route } from "../../http/endpoint-route";
import { toCsv } from "./admin-csv";

export const adminTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const trainers = app.services.trainerAdmin;

  route(app, endpoints.list, (request) => trainers.page(request.query));

  route(app, endpoints.csv, async (request, reply) => {
    const rows = await trainers.csvRows(request.query);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="trainers-${todayIn()}.csv"`)
      .header("cache-control", "no-store")
      .send(toCsv(rows));
  });

  route(app, endpoints.create, async (request, reply) => {
    const created = await trainers.create(request.account!, request.body, (error) =>
      request.log.warn({ err: error }, "sign-in e-mail"),
    );
    return reply.status(201).send(created);
  });

  route(app, endpoints.get, (request) => trainers.detail(request.params.id));

  route(app, endpoints.update, (request) =>
    trainers.change(request.account!, request.params.id, request.body),
  );

  route(app, endpoints.signInLink, (request) => trainers.signInLink(request.account!, request.params.id));

  route(app, adminAnnouncementEndpoints.moveLead, (request) =>
    trainers.moveTrainerLead(request.account!, request.body.email),
  );
};
