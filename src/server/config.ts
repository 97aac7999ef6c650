/**
 * Configuration from the environment, checked once at boot. A wrong value stops start-up with one line
 * naming the variable (see main.ts). Every variable is listed, with a comment, in .env.example.
 */
import { isIP } from "node:net";
import { z } from "zod";
import type { SiteConfig } from "../shared/site-config";

const flag = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((v) => v === "on" || v === "true" || v === "1");

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const url = z.url();

/** Named ranges proxy-addr (Fastify's trustProxy) knows, besides addresses and CIDR ranges. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * Which proxies may tell the client's address in X-Forwarded-For: none (the default), a hop count, or
 * their addresses. Trusting every sender would let anyone reset the per-IP limits with a made-up header.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const bad = list.find((p) => !NAMED_RANGES.has(p) && isIP(p.split("/")[0] ?? "") === 0);
    if (bad) {
      ctx.addIssue({ code: "custom", message: `"${bad}" is neither a hop count nor a proxy address` });
      return z.NEVER;
    }
    return list;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Default: 0.0.0.0 in production, 127.0.0.1 (this machine only) in development and test. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address people use to reach the site (links in e-mails, canonical links, the Host and Origin
   * checks). In development set it to the address you open (http://localhost:3000 by default).
   */
  PUBLIC_URL: url.optional(),
  /** Other origins the site also answers at (comma-separated, "https://www.trainers.example"). */
  ALLOWED_ORIGINS: z
    .string()
    .transform((s) => commaList(s))
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin)))
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis://")
    .optional(),
  /** Put before every key this app writes to Redis (several sites, or test runs, can share one Redis). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, "letters, digits and _ . : - only (at most 64)")
    .default("soulpunch:"),
  /** Default: on outside production, off in production (demo data loads there only when asked). */
  DEMO_DATA: z.enum(["on", "off"]).optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Soul Punch Trainer Portal <no-reply@soulpunch.example>"),
  ADMIN_EMAILS: emailList.default(["admin@example.com"]),
  TRAINER_LEAD_EMAIL: z.email().default("lead@example.com"),
  ENABLE_TEST_PAGE: flag.optional(),
  /** How long an e-mailed sign-in link works (docs/product.md "Security" 2: 10 minutes; shorter only for
   * tests). */
  MAGIC_LINK_TTL_SECONDS: z.coerce.number().int().min(1).max(600).default(600),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  /** Insights beacons one address may send a minute (decision 0046); the bench's one address sends more. */
  RATE_LIMIT_BEACONS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  BRAND_NAME: z.string().min(1).default("Soul Punch"),
  SUPPORT_EMAIL: z.email().default("support@soulpunch.example"),
  INFO_EMAIL: z.email().default("info@soulpunch.example"),
  SUPPORT_PHONE: z.string().min(3).default("(918) 555-0142"),
  ZOOM_THURSDAY_URL: url.default("https://zoom.us/j/1000000001"),
  ZOOM_SUNDAY_URL: url.default("https://zoom.us/j/1000000002"),
  BOOKING_URL: url.default("https://calendly.com/soulpunch/become-a-trainer"),
  CHECKIN_URL: url.default("https://calendly.com/soulpunch/trainer-check-in"),
  CHECKOUT_FULL_URL: url.default("https://shop.soulpunch.example/products/trainer-certification"),
  CHECKOUT_FLEX_URL: url.default("https://shop.soulpunch.example/products/trainer-certification-flex"),
  ENROLL_CHECKOUT_URL: url.default("https://shop.soulpunch.example/cart/trainer-certification-flex"),
  DEFAULT_AFFILIATE_URL: url.default("https://shop.soulpunch.example/?ref=soulpunch"),
  CERTIFICATION_APPLY_URL: url.default("https://soulpunch.example/become-a-trainer"),
  MEDIA_KIT_URL: url.default("https://soulpunch.example/media-kit"),
  QR_GENERATOR_URL: url.default("https://www.qr-code-generator.com/"),
  /**
   * The storefront's paid-order webhook (POST /api/webhooks/storefront/orders-paid): the signing secret,
   * and the previous one while a new secret is rolled out (both are accepted). Without a secret every
   * call is refused.
   */
  STOREFRONT_WEBHOOK_SECRET: z.string().min(16).optional(),
  STOREFRONT_WEBHOOK_SECRET_PREVIOUS: z.string().min(16).optional(),
  /**
   * Signs links that carry their own data: class alerts' confirmation and unsubscribe links (decision
   * 0042). At least 32 characters; outside production a fixed development value stands in. Unset in
   * production, class alerts are off (their calls answer 503) and start-up says so.
   */
  LINK_SIGNING_SECRET: z.string().min(32).optional(),
  /** Which order lines are the certification (comma-separated product ids and SKUs); other orders are ignored. */
  CERTIFICATION_PRODUCT_IDS: z.string().default(""),
  CERTIFICATION_SKUS: z.string().default("SP-TRAINER-CERT,SP-TRAINER-CERT-FLEX"),
  /** The daily renewal reminder job (docs/decisions/0015, 0027): on unless turned off. */
  RENEWAL_REMINDERS: flag.optional(),
  /** Draw the kept public pages on a render worker thread (pages/render-pool.ts); off: on the app's. */
  RENDER_WORKER: flag.optional(),
  PGLITE_THREAD: flag.optional(),
  /**
   * Background jobs on this server (jobs/runner.ts, docs/decisions/0027): schedules and timers start with
   * the app. On, except under NODE_ENV=test (API tests stay deterministic; "run now" always works).
   */
  JOBS: flag.optional(),
  /** Lets a scraper elsewhere read GET /metrics as `Authorization: Bearer <token>` (this machine needs none). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The daily retention job (modules/retention, docs/deployment.md "Retention"): days each kind is kept. */
  RETENTION_TOKEN_DAYS: z.coerce.number().int().min(0).max(3650).default(1),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_WEBHOOK_PAYLOAD_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_GEOCODE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_JOB_RUNS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The six welcome links of onboarding (src/shared/welcome-links.ts). */
  CURRICULUM_PORTAL_URL: url.default("https://learn.soulpunch.example/trainer-curriculum"),
  AFFILIATE_REGISTRATION_URL: url.default("https://shop.soulpunch.example/pages/affiliate-signup"),
  SHARED_DRIVE_URL: url.default("https://drive.google.com/drive/folders/soulpunch-trainer-drive"),
  WHATSAPP_GROUP_URL: url.default("https://chat.whatsapp.com/soulpunch-trainers"),
  FACEBOOK_COMMUNITY_URL: url.default("https://www.facebook.com/groups/soulpunch-trainers"),
  VIDEO_LIBRARY_URL: url.default("https://videos.soulpunch.example/trainer-library"),
  /** The public geocoder behind GET /api/geocode (Nominatim's search API or a compatible one). */
  GEOCODER_URL: url.default("https://nominatim.openstreetmap.org/search"),
  MAP_TILE_URL: z.string().min(1).default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z
    .string()
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  /**
   * The assistant's optional model (POST /api/chatbot): an OpenAI-compatible API's base URL (the part
   * before /chat/completions), its key and model name. Without a URL it answers by retrieval alone.
   */
  ASSISTANT_MODEL_URL: url.optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).optional(),
  /** How long the model may take before the retrieval answer is sent instead. */
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(8000),
  /** Questions a signed-in trainer may ask the assistant per minute. */
  RATE_LIMIT_ASSISTANT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export type Env = z.infer<typeof envSchema>;

export type RetentionPeriods = {
  tokenDays: number;
  outboxDays: number;
  webhookPayloadDays: number;
  geocodeDays: number;
  jobRunDays: number;
};

export type AppConfig = {
  env: Env["NODE_ENV"];
  production: boolean;
  host: string;
  port: number;
  publicUrl: string;
  /** ALLOWED_ORIGINS: where else the site answers (plugins/host-guard.ts). */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl?: string;
  /**
   * Redis, when set (REDIS_URL): the rate limits' and sign-in limits' counters and the geocoder's
   * upstream budget, shared by every app server (docs/decisions/0018-two-app-servers.md).
   */
  redisUrl?: string;
  /** Put before every Redis key (REDIS_KEY_PREFIX). */
  redisKeyPrefix: string;
  demoData: boolean;
  logLevel: Env["LOG_LEVEL"];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
  smtpUrl?: string;
  mailFrom: string;
  adminEmails: string[];
  trainerLeadEmail: string;
  testPageEnabled: boolean;
  /**
   * Sign-in limits per 15 minutes (plugins/login-limits.ts): requests per IP, link requests or failed
   * passwords per IP and e-mail; an e-mail with many failed passwords waits this long per attempt.
   */
  rateLimits: {
    loginPerIp: number;
    loginPerEmail: number;
    failedPasswordDelayMs: number;
    beaconsPerMinute: number;
  };
  magicLinkTtlMs: number;
  /** The public geocoder's search address (GET /api/geocode asks it when the gazetteer has no answer). */
  geocoderUrl: string;
  /**
   * Upstream geocoder requests start at least this far apart, across every app server sharing the
   * database or Redis (Nominatim's usage policy: one a second). Tests shorten it; no variable sets it.
   */
  geocoderSlotMs: number;
  /**
   * The assistant (POST /api/chatbot): questions per trainer and minute, and the optional
   * OpenAI-compatible model that phrases answers from the retrieved passages.
   */
  assistant: {
    perMinute: number;
    model?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  };
  /** The daily job e-mails trainers whose certification ends within 60 days, once per renewal date. */
  renewalReminders: boolean;
  /** Whether this server starts the job runner's schedules and timers (JOBS). */
  jobs: boolean;
  /** The bearer token that opens GET /metrics to a scraper not on this machine (METRICS_TOKEN). */
  metricsToken?: string;
  /** Days kept by the daily retention job (modules/retention/periods.ts says what each one counts from). */
  retention: RetentionPeriods;
  /** LINK_SIGNING_SECRET (or the development value outside production); undefined: class alerts are off. */
  linkSigningSecret?: string;
  /** The storefront's paid-order webhook: accepted secrets (current first), certification products. */
  storefront: { webhookSecrets: string[]; productIds: string[]; skus: string[] };
  /** Where the built web app lives; absent in API tests, which need no HTML. */
  webDir?: string;
  /** RENDER_WORKER (default on): main.ts then names the worker's script (pages/render-pool.ts). */
  renderWorker: boolean;
  renderWorkerScript?: { file: string; execArgv: string[] };
  /** PGLITE_THREAD (default on): main.ts then names the embedded database's thread script (db/pglite-thread.ts). */
  pgliteThread: boolean;
  pgliteWorkerScript?: { file: string; execArgv: string[] };
  site: SiteConfig;
};

export class ConfigError extends Error {}

const commaList = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

/** Signs class alert links outside production when LINK_SIGNING_SECRET is not set: never a secret. */
export const DEVELOPMENT_LINK_SECRET = "development-only-link-signing-secret-not-for-production";

/** The demo data's sign-in identities (README.md): never administrators of a real site. */
export const DEMO_IDENTITIES = ["admin@example.com", "lead@example.com", "trainer@example.com"];

/** What production needs that development does without: one line per problem. */
function productionProblems(env: Record<string, string>): string[] {
  if (env.NODE_ENV !== "production") return [];
  const problems: string[] = [];
  if (!env.PUBLIC_URL)
    problems.push("PUBLIC_URL is required in production (the address people use to reach the site).");
  if (!env.SMTP_URL)
    problems.push("SMTP_URL is required in production (without a mail server nobody gets a sign-in link).");
  if (!env.ADMIN_EMAILS) {
    problems.push(
      "ADMIN_EMAILS is required in production (its default, admin@example.com, is a demo identity).",
    );
  } else {
    const listed = env.ADMIN_EMAILS.split(",").map((a) => a.trim().toLowerCase());
    const demo = DEMO_IDENTITIES.filter((d) => listed.includes(d));
    if (demo.length > 0)
      problems.push(
        `ADMIN_EMAILS=${JSON.stringify(env.ADMIN_EMAILS)}: includes the demo identit${demo.length > 1 ? "ies" : "y"} ${demo.join(", ")}; list the real administrators in production.`,
      );
  }
  return problems.map((p) => `Invalid configuration: ${p}`);
}

/**
 * A variable as an error line shows it: with its value, unless the value may hold a secret (a key, a
 * secret, or an address with a password in it): start-up errors end up in logs others read.
 */
function shown(name: string, value: string | undefined): string {
  return /SECRET|KEY|PASSWORD|TOKEN|_URL$/.test(name) ? name : `${name}=${JSON.stringify(value ?? "")}`;
}

/**
 * Parses an environment; throws ConfigError with one line per problem: each bad variable (named, with
 * its value unless it may be secret), and in production each missing setting.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings count as "not set", as a blank line in .env would mean.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
    ),
  );
  const parsed = envSchema.safeParse(cleaned);
  const lines: string[] = [];
  if (!parsed.success) {
    const named = new Set<string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "environment");
      if (named.has(name)) continue;
      named.add(name);
      lines.push(`Invalid configuration: ${shown(name, source[name])}: ${issue.message}`);
    }
  }
  lines.push(...productionProblems(cleaned));
  if (cleaned.ASSISTANT_MODEL_URL && !cleaned.ASSISTANT_MODEL)
    lines.push(
      "Invalid configuration: ASSISTANT_MODEL is required with ASSISTANT_MODEL_URL (the model's name at that API).",
    );
  if (!parsed.success || lines.length > 0) throw new ConfigError(lines.join("\n"));
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
    port: e.PORT,
    publicUrl,
    allowedOrigins: e.ALLOWED_ORIGINS ?? [],
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    demoData: (e.DEMO_DATA ?? (production ? "off" : "on")) === "on",
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    trainerLeadEmail: e.TRAINER_LEAD_EMAIL.toLowerCase(),
    testPageEnabled: e.ENABLE_TEST_PAGE ?? !production,
    magicLinkTtlMs: e.MAGIC_LINK_TTL_SECONDS * 1000,
    geocoderUrl: e.GEOCODER_URL,
    geocoderSlotMs: 1000,
    assistant: {
      perMinute: e.RATE_LIMIT_ASSISTANT_PER_MINUTE,
      model: e.ASSISTANT_MODEL_URL
        ? {
            baseUrl: e.ASSISTANT_MODEL_URL.replace(/\/+$/, ""),
            apiKey: e.ASSISTANT_API_KEY,
            model: e.ASSISTANT_MODEL ?? "",
            timeoutMs: e.ASSISTANT_TIMEOUT_MS,
          }
        : undefined,
    },
    renewalReminders: e.RENEWAL_REMINDERS ?? true,
    renderWorker: e.RENDER_WORKER ?? true,
    pgliteThread: e.PGLITE_THREAD ?? true,
    jobs: e.JOBS ?? e.NODE_ENV !== "test",
    metricsToken: e.METRICS_TOKEN,
    retention: {
      tokenDays: e.RETENTION_TOKEN_DAYS,
      outboxDays: e.RETENTION_OUTBOX_DAYS,
      webhookPayloadDays: e.RETENTION_WEBHOOK_PAYLOAD_DAYS,
      geocodeDays: e.RETENTION_GEOCODE_DAYS,
      jobRunDays: e.RETENTION_JOB_RUNS_DAYS,
    },
    linkSigningSecret: e.LINK_SIGNING_SECRET ?? (production ? undefined : DEVELOPMENT_LINK_SECRET),
    storefront: {
      webhookSecrets: [e.STOREFRONT_WEBHOOK_SECRET, e.STOREFRONT_WEBHOOK_SECRET_PREVIOUS].filter(
        (v): v is string => Boolean(v),
      ),
      productIds: commaList(e.CERTIFICATION_PRODUCT_IDS),
      skus: commaList(e.CERTIFICATION_SKUS),
    },
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerEmail: e.RATE_LIMIT_LOGIN_PER_EMAIL,
      failedPasswordDelayMs: 2000,
      beaconsPerMinute: e.RATE_LIMIT_BEACONS_PER_MINUTE,
    },
    site: {
      brandName: e.BRAND_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      infoEmail: e.INFO_EMAIL,
      trainerLeadEmail: e.TRAINER_LEAD_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      zoomThursdayUrl: e.ZOOM_THURSDAY_URL,
      zoomSundayUrl: e.ZOOM_SUNDAY_URL,
      bookingUrl: e.BOOKING_URL,
      checkInUrl: e.CHECKIN_URL,
      checkoutFullUrl: e.CHECKOUT_FULL_URL,
      checkoutFlexUrl: e.CHECKOUT_FLEX_URL,
      enrollCheckoutUrl: e.ENROLL_CHECKOUT_URL,
      defaultAffiliateUrl: e.DEFAULT_AFFILIATE_URL,
      certificationApplyUrl: e.CERTIFICATION_APPLY_URL,
      mediaKitUrl: e.MEDIA_KIT_URL,
      qrGeneratorUrl: e.QR_GENERATOR_URL,
      curriculumPortalUrl: e.CURRICULUM_PORTAL_URL,
      affiliateRegistrationUrl: e.AFFILIATE_REGISTRATION_URL,
      sharedDriveUrl: e.SHARED_DRIVE_URL,
      whatsAppGroupUrl: e.WHATSAPP_GROUP_URL,
      facebookCommunityUrl: e.FACEBOOK_COMMUNITY_URL,
      videoLibraryUrl: e.VIDEO_LIBRARY_URL,
      mapTileUrl: e.MAP_TILE_URL,
      mapAttribution: e.MAP_ATTRIBUTION,
      production,
      testPageEnabled: e.ENABLE_TEST_PAGE ?? !production,
    },
  };
}
