/**
 * The owner's and the admin's profile calls (spec portal §7; docs/decisions/0010 "/api/trainer-profile/{x}").
 * Registered in the portal audience: the caller is signed in before a handler runs.
 *   GET  /api/trainer-profile?email=          the same, by e-mail: the spec's class screens read it (own, or any for an admin)
 *   GET  /api/trainer-profile/{id}            the full profile, for its owner or an admin (others 403)
 *   POST /api/trainer-profile/{id}            the seven tabs' save; answers the saved profile
 *   GET  /api/trainer-profile-edit?email=     Edit Profile's fields (own e-mail, or any for an admin)
 *   PUT  /api/trainer-profile-edit[?email=]   Edit Profile's save (the body's userEmail is ignored)
 * The id is digits only, a slug never is, so the public `/api/trainer-profile/{slug}` is untouched.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/errors";
import {
  ownerProfile,
  PROFILE_TEXT,
  profileEdit,
  profileEditQuery,
  profileEditView,
  profileIdParams,
  profileSave,
} from "../../../shared/contracts/profile";
import { HttpError } from "../../http/http-error";
import { NOT_ALLOWED } from "../../plugins/auth";
import { removePicture } from "../pictures/service";
import { editView, ownerView } from "./profile-views";
import type { Account } from "./store";

const isAdmin = (account: Account) => account.roles.includes("admin");

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller may see and change this trainer's profile: their own, or any for an admin. */
  function allow(me: Account, trainerId: number) {
    if (me.id !== trainerId && !isAdmin(me)) throw new HttpError(403, NOT_ALLOWED);
  }

  /** The trainer Edit Profile works on: the caller, or (admin, or own e-mail) the one of `?email=`. */
  async function editTarget(me: Account, email: string | undefined): Promise<number> {
    if (!email || email === me.email.toLowerCase()) return me.id;
    if (!isAdmin(me)) throw new HttpError(403, NOT_ALLOWED);
    const account = await app.trainers.accountByEmail(email);
    if (!account) throw new HttpError(404, PROFILE_TEXT.notFoundEmail);
    return account.id;
  }

  app.get(
    "/api/trainer-profile",
    {
      schema: {
        querystring: profileEditQuery.partial(),
        response: { 200: ownerProfile, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      return ownerView(app, await editTarget(me, request.query.email), me);
    },
  );

  app.get(
    "/api/trainer-profile/:id(^\\d+$)",
    { schema: { params: profileIdParams, response: { 200: ownerProfile, ...errorResponses(403, 404) } } },
    async (request) => {
      const me = request.account!;
      allow(me, request.params.id);
      return ownerView(app, request.params.id, me);
    },
  );

  app.post(
    "/api/trainer-profile/:id(^\\d+$)",
    {
      schema: {
        params: profileIdParams,
        body: profileSave,
        response: { 200: ownerProfile, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      allow(me, request.params.id);
      // A picture is never typed (it would skip the content check); null removes the current one.
      const { profilePicture, insuranceProvider, ...fields } = request.body;
      const saved = await app.trainers.saveProfile(
        request.params.id,
        {
          ...fields,
          ...(insuranceProvider !== undefined ? { insuranceProvider: insuranceProvider || null } : {}),
        },
        { asAdmin: isAdmin(me) },
      );
      if (!saved) throw new HttpError(404, PROFILE_TEXT.notFound);
      if (profilePicture === null) {
        const previous = await app.trainers.setPicture(request.params.id, null);
        await removePicture(app.pictures, previous);
      }
      return ownerView(app, request.params.id, me);
    },
  );

  app.get(
    "/api/trainer-profile-edit",
    {
      schema: {
        querystring: profileEditQuery,
        response: { 200: profileEditView, ...errorResponses(403, 404) },
      },
    },
    async (request) => editView(app, await editTarget(request.account!, request.query.email)),
  );

  app.put(
    "/api/trainer-profile-edit",
    {
      schema: {
        querystring: profileEditQuery.partial(),
        body: profileEdit,
        response: { 200: profileEditView, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const me = request.account!;
      const trainerId = await editTarget(me, request.query.email);
      const { userEmail: _session, ...fields } = request.body;
      const saved = await app.trainers.saveProfile(trainerId, fields, { asAdmin: false });
      if (!saved) throw new HttpError(404, PROFILE_TEXT.notFound);
      return editView(app, trainerId);
    },
  );
};
