/**
 * The console's demand view (issue 32 part 2; contracts/class-alerts.ts classAlertAdminEndpoints), in
 * the admin audience: 401 to anonymous callers, 403 to trainers. Read only: nothing to audit.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { classAlertAdminEndpoints as endpoints } from "../../../shared/contracts/class-alerts";
import { todayIn } from "../../../shared/time-zones";
import { route } from "../../http/endpoint-route";
import { demandCsv } from "./demand";

export const adminClassAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const alerts = app.services.classAlerts;

  route(app, endpoints.demand, () => alerts.demand());

  route(app, endpoints.demandCsv, async (_request, reply) =>
    reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="class-alert-demand-${todayIn()}.csv"`)
      .header("cache-control", "no-store")
      .send(demandCsv(await alerts.demand())),
  );
};
