/** Background jobs in the console's System tab (contracts/jobs.ts), in the admin audience. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobAdminEndpoints as endpoints } from "../../shared/contracts/jobs";
import { route } from "../http/endpoint-route";
import { HttpError } from "../http/http-error";
import { JobRefused } from "./runner";

export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.jobs;

  route(app, endpoints.list, () => jobs.overview());

  route(app, endpoints.run, async (request) => {
    try {
      return await jobs.runNow(request.account!, request.params.name);
    } catch (error) {
      // Shutting down: another server can take the run (the service's other refusals are domain errors).
      if (error instanceof JobRefused) throw new HttpError(503, error.message);
      throw error;
    }
  });
};
