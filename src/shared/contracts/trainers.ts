/** Trainer records: the signed-in trainer's calls (the portal) and the console's trainers (admin). */
import { z } from "zod";
import {
  adminTrainer,
  messageAnswer,
  newTrainer,
  trainerChange,
  trainerIdParams,
  trainerPage,
  trainerQuery,
} from "./admin";
import { emailField, trainerStatus } from "./auth";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

/** GET /api/trainers/by-email/{email} (spec portal §7): the caller's own record, or any for the admin. */
export const trainerByEmailParams = z.object({ email: emailField });
export const trainerByEmail = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  status: trainerStatus,
});
export type TrainerByEmail = z.infer<typeof trainerByEmail>;

/** The CSV export takes the table's filters without its paging. */
export const trainerCsvQuery = trainerQuery.omit({ page: true, pageSize: true });

/** The console's trainers (docs/decisions/0015); every change is in the audit log. */
export const trainerAdminEndpoints = {
  /** The table: search, filters, sort, paging. */
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers",
    audience: "admin",
    query: trainerQuery,
    responses: { 200: trainerPage },
  }),
  /** Every matching row as CSV (text, no schema). */
  csv: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers.csv",
    audience: "admin",
    query: trainerCsvQuery,
    responses: {},
  }),
  /** Creates an account and e-mails its sign-in link. */
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/trainers",
    audience: "admin",
    body: newTrainer,
    responses: { 201: adminTrainer, ...errorResponses(400, 409) },
  }),
  /** One trainer, every profile field. */
  get: defineEndpoint({
    method: "GET",
    path: "/api/admin/trainers/:id",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: adminTrainer, ...errorResponses(404) },
  }),
  /** Status, featured, owner-only fields, e-mail, slug, map point. */
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/trainers/:id",
    audience: "admin",
    params: trainerIdParams,
    body: trainerChange,
    responses: { 200: adminTrainer, ...errorResponses(400, 404, 409) },
  }),
  /** E-mails the trainer a sign-in link (to set a new password). */
  signInLink: defineEndpoint({
    method: "POST",
    path: "/api/admin/trainers/:id/sign-in-link",
    audience: "admin",
    params: trainerIdParams,
    responses: { 200: messageAnswer, ...errorResponses(403, 404, 503) },
  }),
};
