/**
 * The composition root of the domain (issue 30): each entity's service, made once over its repository
 * and reached as `app.services`. Routes and the pages' loaders (src/server/pages) call these; only a
 * repository writes a table.
 */
import type { FastifyInstance } from "fastify";
import { AnnouncementRepository } from "./modules/announcements/repository";
import { AnnouncementService } from "./modules/announcements/service";

export function createServices(app: FastifyInstance) {
  const { database } = app;
  return {
    announcements: new AnnouncementService(new AnnouncementRepository(database), app.trainers),
  };
}

export type Services = ReturnType<typeof createServices>;
