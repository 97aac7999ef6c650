/**
 * buildApp(config): the Fastify application, used alike by start-up (main.ts) and by the API tests.
 * The database is opened by the caller and handed in, so tests can give each file its own.
 */
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { LOGIN_TEXT } from "../shared/contracts/auth";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { createClientErrorHandler } from "./http/client-error-page";
import { loopbackOnly } from "./http/loopback";
import { registerRequestIdHeader, requestIdOf } from "./http/request-id";
import { createLogger, RequestLogController } from "./http/request-log";
import { JOB_DEFINITIONS } from "./jobs/definitions";
import { adminJobRoutes } from "./jobs/routes.admin";
import { registerJobs } from "./jobs/runner";
import type { JobDefinition } from "./jobs/types";
import { createAppMetrics } from "./metrics/app-metrics";
import { adminAnnouncementRoutes } from "./modules/announcements/routes.admin";
import { announcementRoutes } from "./modules/announcements/routes.portal";
import { adminAssessmentRoutes } from "./modules/assessments/routes.admin";
import { assessmentRoutes } from "./modules/assessments/routes.portal";
import { adminKnowledgeArticleRoutes } from "./modules/assistant/routes.admin";
import { assistantRoutes } from "./modules/assistant/routes.portal";
import { adminAuditRoutes } from "./modules/audit/routes.admin";
import { sessionCookieName } from "./modules/auth/cookies";
import { adminSessionRoutes } from "./modules/auth/routes.admin";
import { accountRoutes } from "./modules/auth/routes.portal";
import { signInRoutes } from "./modules/auth/routes.public";
import { calendarRoutes } from "./modules/calendar/routes.public";
import { AlertLinks } from "./modules/class-alerts/links";
import { adminClassAlertRoutes } from "./modules/class-alerts/routes.admin";
import { classAlertRoutes } from "./modules/class-alerts/routes.public";
import { adminClassRoutes } from "./modules/classes/routes.admin";
import { classPortalRoutes } from "./modules/classes/routes.portal";
import { publicClassRoutes } from "./modules/classes/routes.public";
import { adminCurriculumRoutes } from "./modules/curriculum/routes.admin";
import { curriculumRoutes } from "./modules/curriculum/routes.portal";
import { portalTrainerRoutes } from "./modules/dashboard/routes.portal";
import { devRoutes } from "./modules/dev/routes.dev";
import { geoRoutes } from "./modules/geo/routes.public";
import { healthRoutes } from "./modules/health/routes.public";
import { insightAdminRoutes } from "./modules/insights/routes.admin";
import { insightPortalRoutes } from "./modules/insights/routes.portal";
import { insightPublicRoutes } from "./modules/insights/routes.public";
import { adminOnboardingRoutes } from "./modules/onboarding/routes.admin";
import { onboardingSignerRoutes } from "./modules/onboarding/routes.onboarding";
import { onboardingPublicRoutes, onboardingWebhookRoutes } from "./modules/onboarding/routes.public";
import { adminOutboxRoutes } from "./modules/outbox/routes.admin";
import { pictureStorage } from "./modules/pictures/repository";
import { pictureRoutes } from "./modules/pictures/routes.portal";
import { pictureFileRoutes } from "./modules/pictures/routes.public";
import { adminRenewalRoutes } from "./modules/renewals/routes.admin";
import { ReminderLinks } from "./modules/reservations/reminder-links";
import { reservationAdminRoutes } from "./modules/reservations/routes.admin";
import { reservationPortalRoutes } from "./modules/reservations/routes.portal";
import { reservationPublicRoutes } from "./modules/reservations/routes.public";
import { seoRoutes } from "./modules/seo/routes.public";
import { membersLinkRoutes } from "./modules/site-content/members-routes";
import { SiteContentRepository } from "./modules/site-content/repository";
import { adminSiteContentRoutes } from "./modules/site-content/routes.admin";
import { siteContentRoutes } from "./modules/site-content/routes.public";
import { createLiveSite } from "./modules/site-content/site-links";
import { registerPublicListing } from "./modules/trainers/public-listing";
import { adminTrainerRoutes } from "./modules/trainers/routes.admin";
import { profileRoutes } from "./modules/trainers/routes.portal";
import { directoryRoutes, publicTrainerRoutes } from "./modules/trainers/routes.public";
import { audience, registerRouteRegistry } from "./plugins/audiences";
import { registerAuth } from "./plugins/auth";
import { registerBodyGuard } from "./plugins/body-guard";
import { registerCsrf } from "./plugins/csrf";
import { registerErrorHandling } from "./plugins/errors";
import { liveSiteAddresses, registerHostGuard } from "./plugins/host-guard";
import { combinedHeaders, createMailer } from "./plugins/mail";
import { registerMetrics } from "./plugins/metrics";
import { registerPublicAnswers } from "./plugins/public-answers";
import { registerResponseHeaders } from "./plugins/response-headers";
import { frameworkErrors, registerUrlGuard } from "./plugins/url-guard";
import { registerWeb } from "./plugins/web";
import { openRedis } from "./redis";
import { createServices } from "./services";

export type BuildOptions = {
  /** Log to stdout (start-up) or stay quiet (tests). */
  logger?: boolean;
  /** Log to this stream instead (tests that read the log). */
  logStream?: { write(line: string): void };
  /** The logger start-up has written its phase lines with (main.ts): one log for both. */
  loggerInstance?: FastifyBaseLogger;
  /** The clock (tests move it forward to expire tokens and sessions). */
  now?: () => Date;
  /** The background jobs (jobs/definitions.ts unless a test brings its own). */
  jobs?: JobDefinition[];
};

export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}) {
  const app = Fastify({
    // Request lines carry no query values (request-log.ts): links hold tokens and e-mail addresses.
    loggerInstance:
      options.loggerInstance ??
      (options.logger || options.logStream ? createLogger(config.logLevel, options.logStream) : undefined),
    // Health probes log at debug (request-log.ts); a sane X-Request-Id is the request's id (request-id.ts).
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    // A hop count trusts that many proxies nearest the app (what Fastify does with a number at run time).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // A request Node cannot parse (an over-long header) gets a styled page, not raw JSON.
    clientErrorHandler: createClientErrorHandler(config.site.brandName),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate(
    "mailer",
    createMailer(
      config,
      database.db,
      app.log,
      {
        now: () => app.now(),
        // A fast send after a commit; the job's own tick sends it anyway (jobs/definitions.ts).
        deliverSoon: () => (app as unknown as FastifyInstance).jobs?.trigger("mail-delivery"),
      },
      // One-click unsubscribe headers, worked out when sent: class alerts (0042), reservation reminders (0044).
      combinedHeaders(
        new AlertLinks(config.publicUrl, config.linkSigningSecret).mailHeaders,
        new ReminderLinks(config.publicUrl, config.linkSigningSecret).mailHeaders,
      ),
    ),
  );
  // Outside production the dev routes may move the clock by whole days (POST /api/dev/clock).
  const clock = options.now ?? (() => new Date());
  let clockOffsetMs = 0;
  app.decorate("now", () => (clockOffsetMs === 0 ? clock() : new Date(clock().getTime() + clockOffsetMs)));
  app.decorate("moveClock", (offsetMs: number) => {
    if (config.production) throw new Error("the clock is not moved in production");
    clockOffsetMs = offsetMs;
  });
  // Before the caches and Redis, which count into it (GET /metrics: plugins/metrics.ts).
  const metrics = createAppMetrics();
  app.decorate("metrics", metrics);
  // Shared counters with more than one app server (docs/decisions/0018-two-app-servers.md).
  const redis = config.redisUrl
    ? await openRedis(config.redisUrl, config.redisKeyPrefix, app.log, metrics.redisFallback)
    : undefined;
  app.decorate("redis", redis);
  if (redis) app.addHook("onClose", () => redis.close());
  // Uploaded pictures: in the database on PostgreSQL, in DATA_DIR with PGlite (modules/pictures/repository.ts).
  app.decorate("pictures", pictureStorage(database, config.dataDir));
  app.decorate("site", createLiveSite(new SiteContentRepository(database), config.site));
  app.decorate("services", createServices(app as unknown as FastifyInstance));
  // The insights gathered in memory are written before the database closes (decision 0046).
  app.addHook("onClose", () => app.services.insights.close());
  // Background jobs (docs/decisions/0027): started when the app is ready, drained when it closes.
  registerJobs(app as unknown as FastifyInstance, options.jobs ?? JOB_DEFINITIONS);
  registerRouteRegistry(app);
  // The first onRequest hook: every answer, a refused Host's 421 included, carries its request id.
  registerRequestIdHeader(app);

  registerErrorHandling(app);
  // The site's own addresses, from the configuration: the first hook refuses any other Host.
  const siteAddresses = liveSiteAddresses(app);
  registerHostGuard(app, siteAddresses);
  registerUrlGuard(app);
  registerBodyGuard(app);
  registerCsrf(app, siteAddresses);
  registerAuth(app, (request) =>
    app.services.sessions.readTrainer(request.cookies[sessionCookieName(app.config)]),
  );
  registerPublicAnswers(app);
  registerPublicListing(app);
  registerResponseHeaders(app);
  registerMetrics(app);

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // With Redis every app server counts into the same windows. A Redis that fails lets the request
    // through (each try waits at most redis.ts's command timeout); redis.ts logs the failure.
    ...(redis ? { redis: redis.client, nameSpace: "rate-limit:", skipOnError: true } : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: LOGIN_TEXT.tooMany,
    }),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  // Every /api route sits in one audience, behind that audience's one guard (plugins/audiences.ts).
  await app.register(
    audience("public", undefined, [
      healthRoutes,
      signInRoutes,
      publicTrainerRoutes,
      directoryRoutes,
      publicClassRoutes,
      reservationPublicRoutes,
      calendarRoutes,
      geoRoutes,
      siteContentRoutes,
      onboardingPublicRoutes,
      onboardingWebhookRoutes,
      classAlertRoutes,
      insightPublicRoutes,
    ]),
  );
  // Applicants in onboarding (their onboarding session) and signed-in trainers signing their documents.
  await app.register(audience("onboarding", app.requireSigner, [onboardingSignerRoutes, membersLinkRoutes]));
  await app.register(
    audience("portal", app.requireTrainer, [
      accountRoutes,
      portalTrainerRoutes,
      profileRoutes,
      announcementRoutes,
      curriculumRoutes,
      assistantRoutes,
      pictureRoutes,
      classPortalRoutes,
      reservationPortalRoutes,
      assessmentRoutes,
      insightPortalRoutes,
    ]),
  );
  // The admin console (docs/decisions/0015): behind requireAdmin, every change in the audit log.
  await app.register(
    audience("admin", app.requireAdmin, [
      adminTrainerRoutes,
      adminOnboardingRoutes,
      adminSiteContentRoutes,
      adminAnnouncementRoutes,
      adminCurriculumRoutes,
      adminKnowledgeArticleRoutes,
      adminAssessmentRoutes,
      adminRenewalRoutes,
      reservationAdminRoutes,
      adminJobRoutes,
      adminAuditRoutes,
      adminOutboxRoutes,
      adminClassAlertRoutes,
      insightAdminRoutes,
      // The trainer page's sections (docs/decisions/0041): classes and sign-ins, read only.
      adminClassRoutes,
      adminSessionRoutes,
    ]),
  );
  if (!config.production) await app.register(audience("dev", loopbackOnly, [devRoutes]));
  // Uploaded pictures, outside /api and before the web's page handling (modules/pictures/routes.public.ts).
  await app.register(pictureFileRoutes);

  if (config.webDir)
    await registerWeb(app, { webDir: config.webDir, workerScript: config.renderWorkerScript });
  // After the web plugin: its page resolvers give profile and class pages their crawlable tags.
  await app.register(seoRoutes);

  return app as unknown as FastifyInstance;
}
