/**
 * No Docker engine runs here, so the Dockerfile and compose.yaml are read as text and checked for the
 * steps decision 0032 names: the image is built by `npm run release` and runs release/ alone, as a
 * non-root user, with its health check on the ready endpoint; compose runs it with PostgreSQL and Redis.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Instruction = { op: string; args: string };
type Stage = { from: string; name?: string; steps: Instruction[] };

/** The Dockerfile's instructions by stage (continuation lines joined, comments dropped). */
function stages(text: string): Stage[] {
  const joined = text
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n")
    .replace(/\\\n/g, " ");
  const result: Stage[] = [];
  for (const line of joined.split("\n").map((l) => l.trim())) {
    if (!line) continue;
    const [op = "", ...rest] = line.split(/\s+/);
    const args = rest.join(" ");
    if (op.toUpperCase() === "FROM") {
      const [from = "", as, name] = rest;
      result.push({ from, name: as?.toUpperCase() === "AS" ? name : undefined, steps: [] });
    } else {
      const stage = result.at(-1);
      if (!stage) throw new Error(`${op} before any FROM`);
      stage.steps.push({ op: op.toUpperCase(), args });
    }
  }
  return result;
}

const dockerfile = stages(readFileSync("Dockerfile", "utf8"));
const [build, runtime] = dockerfile;
const ops = (stage: Stage | undefined, op: string) =>
  (stage?.steps ?? []).filter((s) => s.op === op).map((s) => s.args);
const envOf = (stage: Stage | undefined) =>
  Object.fromEntries(
    ops(stage, "ENV").flatMap((args) => [...args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])),
  );

describe("Dockerfile", () => {
  it("has two stages on Node 24: a build stage and a slim runtime stage", () => {
    expect(dockerfile).toHaveLength(2);
    expect(build?.from).toMatch(/^node:24(-|$)/);
    expect(runtime?.from).toMatch(/^node:24-.*slim$/);
  });

  it("builds with the same steps as an operator: install, then npm run release", () => {
    const runs = ops(build, "RUN");
    const install = runs.findIndex((r) => /^npm (install|ci)\b/.test(r));
    const release = runs.findIndex((r) => /\bnpm run release\b/.test(r));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(release).toBeGreaterThan(install);
  });

  it("runs release/ alone, as a user who is not root", () => {
    const copies = ops(runtime, "COPY");
    expect(copies).toEqual([expect.stringMatching(new RegExp(`^--from=${build?.name} \\S*release/? `))]);
    const users = ops(runtime, "USER");
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    // The user is set before the command, so the server never runs as root.
    const steps = runtime?.steps.map((s) => s.op) ?? [];
    expect(steps.lastIndexOf("USER")).toBeLessThan(steps.indexOf("CMD"));
    expect(ops(runtime, "CMD")).toEqual([expect.stringContaining('"server/main.js"')]);
    expect(envOf(runtime).NODE_ENV).toBe("production");
  });

  it("checks health on the ready endpoint, at the port it exposes", () => {
    const env = envOf(runtime);
    expect(ops(runtime, "EXPOSE")).toEqual([env.PORT]);
    expect(env.HOST).toBe("0.0.0.0");
    const [healthcheck] = ops(runtime, "HEALTHCHECK");
    expect(healthcheck).toMatch(/\bCMD\b/);
    expect(healthcheck).toContain("/api/health/ready");
    expect(healthcheck).toContain("process.env.PORT");
  });

  it("sends no local build output or secrets into the build", () => {
    const ignored = readFileSync(".dockerignore", "utf8").split("\n");
    for (const entry of ["node_modules", "dist", "release", ".env", ".cache"])
      expect(ignored).toContain(entry);
  });
});

type Service = {
  build?: string;
  image?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
};
const compose = parse(readFileSync("compose.yaml", "utf8")) as { services: Record<string, Service> };

describe("compose.yaml", () => {
  const { app, postgres, redis } = compose.services;

  it("runs the image beside PostgreSQL and Redis, starting it once both are healthy", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "postgres", "redis"]);
    expect(app?.build).toBe(".");
    expect(app?.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
    });
    expect(JSON.stringify(postgres?.healthcheck?.test)).toContain("pg_isready");
    expect(JSON.stringify(redis?.healthcheck?.test)).toContain("ping");
  });

  it("gives the app what production requires, pointing at the two services", () => {
    const env = app?.environment ?? {};
    expect(env.NODE_ENV).toBe("production");
    for (const name of ["PUBLIC_URL", "SMTP_URL", "ADMIN_EMAILS"]) expect(env[name]).toBeTruthy();
    // An operator who forgets these is told so by compose, not by a server that refuses to start.
    expect(env.SMTP_URL).toMatch(/^\$\{SMTP_URL:\?/);
    expect(env.ADMIN_EMAILS).toMatch(/^\$\{ADMIN_EMAILS:\?/);
    const database = new URL(env.DATABASE_URL?.replace(/\$\{[^}]+\}/g, "x") ?? "");
    expect(database.host).toBe("postgres:5432");
    expect(database.pathname).toBe(`/${postgres?.environment?.POSTGRES_DB}`);
    expect(database.username).toBe(postgres?.environment?.POSTGRES_USER);
    expect(new URL(env.REDIS_URL ?? "").hostname).toBe("redis");
  });

  it("publishes the port the image exposes, and keeps uploads in a volume", () => {
    const [exposed] = ops(runtime, "EXPOSE");
    expect(app?.environment?.PORT).toBe(exposed);
    expect(app?.ports).toEqual([`${exposed}:${exposed}`]);
    expect(app?.volumes).toEqual([`uploads:${envOf(runtime).DATA_DIR}`]);
  });
});
