/**
 * buildApp(config): the Fastify application, used alike by start-up (main.ts) and by the API tests.
 * The database is opened by the caller and handed in, so tests can give each file its own.
 */
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { LOGIN_TEXT } from "../shared/contracts/auth";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { authRoutes } from "./modules/auth/routes";
import { calendarRoutes } from "./modules/calendar/routes";
import { devMailboxRoutes } from "./modules/dev/mailbox-routes";
import { devSeedRoutes } from "./modules/dev/seed-routes";
import { geoRoutes } from "./modules/geo/routes";
import { healthRoutes } from "./modules/health/routes";
import { publicClassRoutes } from "./modules/public-classes/routes";
import { publicTrainerRoutes } from "./modules/public-trainers/routes";
import { seoRoutes } from "./modules/seo/routes";
import { siteContentRoutes } from "./modules/site-content/routes";
import { trainerProfileRoutes } from "./modules/trainer-profile/routes";
import { trainerRoutes } from "./modules/trainers/routes";
import { registerAuth } from "./plugins/auth";
import { registerCsrf } from "./plugins/csrf";
import { registerErrorHandling } from "./plugins/errors";
import { createMailer } from "./plugins/mail";
import { registerPublicAnswers } from "./plugins/public-answers";
import { registerResponseHeaders } from "./plugins/response-headers";
import { frameworkErrors, registerUrlGuard } from "./plugins/url-guard";
import { registerWeb } from "./plugins/web";

export type BuildOptions = {
  /** Log to stdout (start-up) or stay quiet (tests). */
  logger?: boolean;
  /** The clock (tests move it forward to expire tokens and sessions). */
  now?: () => Date;
};

export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ? { level: config.logLevel } : false,
    // A hop count trusts that many proxies nearest the app (what Fastify does with a number at run time).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("mailer", createMailer(config, database.db, app.log));
  app.decorate("now", options.now ?? (() => new Date()));
  const apiRoutes: string[] = [];
  app.decorate("apiRoutes", apiRoutes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    for (const method of [route.method].flat())
      if (method !== "HEAD") apiRoutes.push(`${method} ${route.url}`);
  });

  registerErrorHandling(app);
  registerUrlGuard(app);
  registerCsrf(app);
  registerAuth(app);
  registerPublicAnswers(app);
  registerResponseHeaders(app);

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: LOGIN_TEXT.tooMany,
    }),
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(trainerRoutes);
  await app.register(publicTrainerRoutes);
  await app.register(geoRoutes);
  await app.register(siteContentRoutes);
  await app.register(trainerProfileRoutes);
  await app.register(publicClassRoutes);
  await app.register(calendarRoutes);
  if (!config.production) {
    await app.register(devMailboxRoutes);
    await app.register(devSeedRoutes);
  }

  if (config.webDir) await registerWeb(app, { webDir: config.webDir, site: config.site });
  // After the web plugin: its page resolvers give profile and class pages their crawlable tags.
  await app.register(seoRoutes);

  return app as unknown as FastifyInstance;
}
