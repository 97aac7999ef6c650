/**
 * The console's trainers (docs/decisions/0015). Admin audience: 401 to anonymous, 403 to trainers.
 *   GET   /api/admin/trainers            the table: search, filters, sort, paging
 *   GET   /api/admin/trainers.csv        every matching row as CSV
 *   POST  /api/admin/trainers            creates an account and e-mails its sign-in link
 *   GET   /api/admin/trainers/{id}       one trainer, every profile field
 *   PATCH /api/admin/trainers/{id}       status, featured, owner-only fields, e-mail, slug, map point
 *   POST  /api/admin/trainers/{id}/sign-in-link   e-mails a sign-in link (to set a new password)
 * Every change is in the audit log.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_TEXT,
  adminTrainer,
  messageAnswer,
  newTrainer,
  trainerChange,
  trainerIdParams,
  trainerPage,
  trainerQuery,
} from "../../../shared/contracts/admin";
import { errorResponses } from "../../../shared/contracts/errors";
import { todayIn } from "../../../shared/time-zones";
import { HttpError } from "../../http/http-error";
import { recordAudit } from "../audit/repository";
import { sendMagicLink } from "../auth/service";
import { adminTrainerById, allMatching, toCsv, trainerTable } from "./trainer-view";

export const adminTrainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const linkDeps = () => ({
    db,
    trainers: app.trainers,
    config: app.config,
    site: app.site,
    mailer: app.mailer,
    now: () => app.now(),
  });

  async function detail(id: number) {
    const trainer = await adminTrainerById(db, id);
    if (!trainer) throw new HttpError(404, ADMIN_TEXT.notFound);
    return trainer;
  }

  app.get(
    "/api/admin/trainers",
    { schema: { querystring: trainerQuery, response: { 200: trainerPage } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await trainerTable(db, q);
      return { rows, total, page: q.page, pageSize: q.pageSize };
    },
  );

  app.get(
    "/api/admin/trainers.csv",
    { schema: { querystring: trainerQuery.omit({ page: true, pageSize: true }) } },
    async (request, reply) => {
      const rows = await allMatching(db, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="trainers-${todayIn()}.csv"`)
        .header("cache-control", "no-store")
        .send(toCsv(rows));
    },
  );

  app.post(
    "/api/admin/trainers",
    { schema: { body: newTrainer, response: { 201: adminTrainer, ...errorResponses(400, 409) } } },
    async (request, reply) => {
      const { name, email, status, city, state } = request.body;
      const defaulted = !city && !state;
      const created = await app.trainers.create(
        {
          name,
          email,
          status,
          city: city || (defaulted ? "Tulsa" : undefined),
          state: state || (defaulted ? "OK" : undefined),
          locationDefaulted: defaulted,
          affiliateCode: true,
        },
        (tx, row) =>
          recordAudit(tx, request.account!, {
            action: "trainer.create",
            targetType: "trainer",
            targetId: row.id,
            after: { name, email, status, city: city ?? null, state: state ?? null },
          }),
      );
      // The new trainer's way in: a sign-in link (a mail failure leaves the account; the admin can resend).
      await sendMagicLink(linkDeps(), created.email).catch((error) =>
        request.log.warn({ err: error }, "sign-in e-mail"),
      );
      return reply.status(201).send(await detail(created.id));
    },
  );

  app.get(
    "/api/admin/trainers/:id",
    { schema: { params: trainerIdParams, response: { 200: adminTrainer, ...errorResponses(404) } } },
    async (request) => detail(request.params.id),
  );

  app.patch(
    "/api/admin/trainers/:id",
    {
      schema: {
        params: trainerIdParams,
        body: trainerChange,
        response: { 200: adminTrainer, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const me = request.account!;
      const id = request.params.id;
      const done = await app.trainers.adminChange(id, request.body, todayIn(), async (tx, before, after) => {
        if (Object.keys(after).length === 0) return;
        const action = "status" in after ? `trainer.status.${after.status}` : "trainer.update";
        await recordAudit(tx, me, { action, targetType: "trainer", targetId: id, before, after });
      });
      if (!done) throw new HttpError(404, ADMIN_TEXT.notFound);
      return detail(id);
    },
  );

  app.post(
    "/api/admin/trainers/:id/sign-in-link",
    {
      schema: {
        params: trainerIdParams,
        response: { 200: messageAnswer, ...errorResponses(403, 404, 503) },
      },
    },
    async (request) => {
      const trainer = await app.trainers.accountById(request.params.id);
      if (!trainer) throw new HttpError(404, ADMIN_TEXT.notFound);
      await sendMagicLink(linkDeps(), trainer.email);
      await recordAudit(db, request.account!, {
        action: "trainer.sign-in-link",
        targetType: "trainer",
        targetId: trainer.id,
        after: { sentTo: trainer.email },
      });
      return { message: ADMIN_TEXT.linkSent };
    },
  );
};
