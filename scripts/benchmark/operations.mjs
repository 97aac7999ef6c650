// The operator's figures (issue 28): time from start to ready (GET /api/health/ready answers 200) on a
// fresh PGlite data folder and on a fresh PostgreSQL database, and the app's memory on PostgreSQL before
// and after the mixed load, with Node's defaults and with the memory setting of docs/deployment.md
// "Memory". PostgreSQL is this machine's (BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test);
// each run gets a database of its own, dropped afterwards.
import { spawn } from "node:child_process";
import pg from "pg";
import { mixedLoad } from "./mixed-load.mjs";
import { DIST, rssMb, tempDataDir } from "./servers.mjs";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
/** The recommended setting (docs/deployment.md "Memory"). */
export const MEMORY_SETTING = {
  nodeArgs: ["--max-semi-space-size=8", "--max-old-space-size=160"],
  env: { MALLOC_ARENA_MAX: "2" },
};
export const RSS_GOAL_MB = 200;

/** A fresh database on the PostgreSQL server: its URL and how to drop it. */
async function freshDatabase(tag) {
  const name = `bench_${tag}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts the built app and measures the time until it is ready, and its RSS 2 s later. */
async function timeToReady(port, env) {
  const started = performance.now();
  const child = spawn("node", [`${DIST}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) {
          const readyMs = Math.round(performance.now() - started);
          await new Promise((r) => setTimeout(r, 2000));
          return { readyMs, rssAfterStartMb: rssMb(child.pid) };
        }
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the app did not get ready within 30 s");
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
}

async function onPostgres(tag, run) {
  const db = await freshDatabase(tag);
  try {
    return await run(db.url);
  } finally {
    await db.drop();
  }
}

/** The mixed load on a fresh PostgreSQL database: memory and the load's own figures in brief. */
async function mixedOnPostgres(port, tag, setting) {
  return onPostgres(tag, async (url) => {
    const r = await mixedLoad({
      port,
      idleMs: 10_000,
      env: { DATABASE_URL: url, ...setting.env },
      nodeArgs: setting.nodeArgs,
    });
    const worstP99 = (group) =>
      Math.max(...r.kinds.filter((k) => group.includes(k.kind)).map((k) => k.p99Ms ?? 0));
    return {
      memory: r.memory,
      rps: r.rps,
      failures: r.failures,
      appCpuPercent: r.appCpuPercent,
      p99ReadsMs: worstP99(["public-read", "portal-read"]),
      p99WritesMs: worstP99(["profile-save", "class-write", "assessment-start"]),
    };
  });
}

export async function operations({ port = 3480 } = {}) {
  const pglite = await timeToReady(port, { DATA_DIR: tempDataDir("ops-pglite") });
  const postgres = await onPostgres("ready", (url) =>
    timeToReady(port + 1, { DATABASE_URL: url, DATA_DIR: tempDataDir("ops-pg") }),
  );
  const defaults = await mixedOnPostgres(port + 2, "mixed_defaults", { nodeArgs: [], env: {} });
  const recommended = await mixedOnPostgres(port + 3, "mixed_setting", MEMORY_SETTING);
  return {
    ready: { pgliteMs: pglite.readyMs, postgresMs: postgres.readyMs },
    rssAfterStartMb: { pglite: pglite.rssAfterStartMb, postgres: postgres.rssAfterStartMb },
    mixedOnPostgres: { defaults, recommended, setting: MEMORY_SETTING },
    rssGoalMb: RSS_GOAL_MB,
    pass: recommended.memory.afterMb !== null && recommended.memory.afterMb <= RSS_GOAL_MB,
  };
}
