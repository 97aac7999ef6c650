/**
 * The signed-in trainer's calls about trainer records, with the onboarding checklist beside them (the
 * module reads both trainers and onboarding: .dependency-cruiser.cjs). Registered in the portal
 * audience (plugins/audiences.ts): the caller is signed in before a handler runs.
 *   GET /api/trainers/by-email/{email}   the caller's own record, or any for the admin
 *   GET /api/dashboard                   the caller's Welcome card (the session decides whose)
 */
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DASHBOARD_TEXT, type Dashboard, dashboard } from "../../../shared/contracts/dashboard";
import { errorResponses } from "../../../shared/contracts/errors";
import { trainerByEmail, trainerByEmailParams } from "../../../shared/contracts/trainers";
import { addYears, CERTIFICATION_YEARS } from "../../../shared/days";
import { pictureUrl } from "../../../shared/picture-url";
import { HttpError } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";
import { onboardingProgress } from "../onboarding/progress";
import type { Account } from "../trainers/store";

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * GET /api/dashboard's answer for the signed-in account: its Welcome card; 404 without a trainer
 * record. The dashboard page's loader reads it too (pages/reads-portal.ts).
 */
export async function dashboardOf(app: FastifyInstance, me: Account): Promise<Dashboard> {
  const profile = await app.trainers.profileOf(me.id);
  if (!profile) throw new HttpError(404, DASHBOARD_TEXT.notFound(me.email));
  const city = profile.city?.trim() ?? "";
  const state = profile.state?.trim() ?? "";
  const certificationDate = blankToNull(profile.certificationDate);
  const { progress, steps } = await onboardingProgress(app.database.db, me, profile);
  return {
    id: me.id,
    name: me.name,
    email: me.email,
    status: me.status,
    city,
    state,
    location: [city, state].filter(Boolean).join(", ") || null,
    profilePicture: pictureUrl(profile.profilePicture),
    certificationDate,
    renewalDate:
      blankToNull(profile.renewalDate) ??
      (certificationDate ? addYears(certificationDate, CERTIFICATION_YEARS) : null),
    affiliateCode: blankToNull(me.affiliateCode),
    onboardingProgress: progress,
    onboardingSteps: steps,
  };
}

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

  app.get(
    "/api/dashboard",
    { schema: { response: { 200: dashboard, ...errorResponses(404) } } },
    async (request) => dashboardOf(app, request.account!),
  );
};
