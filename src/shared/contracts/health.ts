/**
 * The health answers (docs/deployment.md "Health checks"): GET /api/health (the app and its database, kept
 * for the probes that already use it), GET /api/health/live (the process answers; no database) and
 * GET /api/health/ready (the database answers and every shipped migration is applied: 503 with the reason
 * otherwise). Live and ready name the build: the version and the commit ("unknown" outside a build).
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";

const databaseState = z.object({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean() });

export const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: databaseState,
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

const build = { version: z.string(), commit: z.string() };

export const liveResponse = z.object({ status: z.literal("live"), ...build, uptimeSeconds: z.number() });
export type LiveResponse = z.infer<typeof liveResponse>;

export const readyResponse = z.object({
  status: z.enum(["ready", "not ready"]),
  ...build,
  database: databaseState,
  /** The shipped migrations and those of them the database lacks (by tag); null when it does not answer. */
  migrations: z.object({ shipped: z.number(), missing: z.array(z.string()) }).nullable(),
  /** Why it is not ready, in plain words; null when ready. */
  reason: z.string().nullable(),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

/** The probes, for anyone (and at any Host). */
export const healthEndpoints = {
  /** The app and its database (kept as it was: probes and scripts use it). */
  health: defineEndpoint({
    method: "GET",
    path: "/api/health",
    audience: "public",
    responses: { 200: healthResponse, 503: healthResponse },
  }),
  /** The process answers; touches no database. */
  live: defineEndpoint({
    method: "GET",
    path: "/api/health/live",
    audience: "public",
    responses: { 200: liveResponse },
  }),
  /** Ready for traffic: the database answers and holds every shipped migration; else 503 and why. */
  ready: defineEndpoint({
    method: "GET",
    path: "/api/health/ready",
    audience: "public",
    responses: { 200: readyResponse, 503: readyResponse },
  }),
};
