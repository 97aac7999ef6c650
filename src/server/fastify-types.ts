/**
 * Every extension of Fastify's types, in one place: what buildApp (app.ts) and its plugins decorate the
 * app with, and what a request carries once the auth plugin has read its session.
 */

import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionEnd } from "../shared/contracts/auth";
import type { SiteConfig } from "../shared/site-config";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import type { AnswerSource, PreparedAnswer } from "./http/answer-cache";
import type { JobRunner } from "./jobs/types";
import type { AppMetrics } from "./metrics/app-metrics";
import type { RequestSigner } from "./modules/onboarding/service";
import type { PictureStorage } from "./modules/pictures/repository";
import type { Account } from "./modules/trainers/account";
import type { PublicListing } from "./modules/trainers/public-list";
import type { ApiRoute } from "./plugins/audiences";
import type { Mailer } from "./plugins/mail";
import type { SharedRedis } from "./redis";
import type { Services } from "./services";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    mailer: Mailer;
    /** Background jobs (jobs/runner.ts): pg-boss on PostgreSQL, in-process on PGlite. */
    jobs: JobRunner;
    /** The clock (tests move it forward to expire tokens and sessions). */
    now(): Date;
    /** Outside production: moves now() by offsetMs from the real clock (the dev routes' clock). */
    moveClock(offsetMs: number): void;
    /** This app's metrics registry and counters, served at GET /metrics (plugins/metrics.ts). */
    metrics: AppMetrics;
    /** Redis when REDIS_URL is set (redis.ts): counters and budgets every app server shares. */
    redis: SharedRedis | undefined;
    /** Each entity's service, made once (services.ts). */
    services: Services;
    /** Every /api route with the audience it was registered in (plugins/audiences.ts). */
    apiRoutes: ApiRoute[];
    /** Uploaded pictures: the database on PostgreSQL, DATA_DIR with PGlite (modules/pictures/repository.ts). */
    pictures: PictureStorage;
    /**
     * The site configuration as of now: the environment's, with the links, support e-mail and phone the
     * admin saved over it (modules/site-content/site-links.ts). Pages, e-mails and the assistant read it.
     */
    site(): Promise<SiteConfig>;

    // plugins/auth.ts
    requireTrainer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** An applicant's onboarding session or a signed-in trainer; sets request.signer. */
    requireSigner(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Loads the account when there is a session, without requiring one. */
    loadAccount(request: FastifyRequest): Promise<Account | undefined>;

    // plugins/public-answers.ts
    /** The kept answer for `key`, or one built by `build` (shared by concurrent requests). */
    publicAnswer(
      key: string,
      build: () => Promise<AnswerSource | PreparedAnswer>,
    ): PreparedAnswer | Promise<PreparedAnswer>;
    publicAnswerStats(): { entries: number; bytes: number };
    /**
     * As publicAnswer, for the classes screens' windows and pages (GET /api/public-classes): a cache of
     * their own, so endless distinct searches push out only each other, never a trainer's page.
     */
    classWindowAnswer(
      key: string,
      build: () => Promise<AnswerSource | PreparedAnswer>,
    ): PreparedAnswer | Promise<PreparedAnswer>;
    classWindowStats(): { entries: number; bytes: number };
    /**
     * As publicAnswer, for a page that shows one trainer only (her profile, her class pages): kept
     * while the public data's structure and her own data stand still, whatever other trainers change.
     */
    trainerPageAnswer(
      key: string,
      trainerId: number,
      build: () => Promise<AnswerSource | PreparedAnswer>,
    ): PreparedAnswer | Promise<PreparedAnswer>;
    /** The listed trainers of this version of the public data, by slug and id. */
    publicListing(): Promise<PublicListing>;
  }

  interface FastifyRequest {
    /** The signed-in account, loaded by the auth guards. */
    account?: Account;
    sessionHash?: string;
    /** When the session was started (a recent sign-in may set a password without the current one). */
    sessionCreatedAt?: Date;
    /** Why the session the request carried ended, when the brand ended it (said once). */
    sessionEnded?: SessionEnd;
    /** Who signs documents in this request (the onboarding audience's guard). */
    signer?: RequestSigner;
  }
}
