// CI's check of the release (no Docker engine runs here): writes release/, starts it as an operator
// would (NODE_ENV=production, a fresh PostgreSQL database, Redis, a real SMTP server on loopback), and
// checks readiness, a public page and a whole sign-in, then stops it with SIGTERM. Decision 0032.
//   node scripts/release-smoke.mjs [--no-build]   (--no-build: dist/ is already built)
// SMOKE_DATABASE_URL: a PostgreSQL server where it may create and drop a database (default
// postgresql://postgres@127.0.0.1:5432/postgres); SMOKE_REDIS_URL (redis://127.0.0.1:6379); SMOKE_PORT (3790).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.SMOKE_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.SMOKE_REDIS_URL ?? "redis://127.0.0.1:6379";
const port = Number(process.env.SMOKE_PORT ?? 3790);
const base = `http://127.0.0.1:${port}`;
const admin = "ops@release-smoke.test";
const database = `release_smoke_${process.pid}`;
const started = Date.now();
const cleanups = [];

function step(text) {
  console.log(`release smoke: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
function check(ok, text) {
  if (!ok) throw new Error(text);
}

/** A mail server on loopback keeping each message's text (quoted-printable undone). */
async function startSmtp(received) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => smtp.close(resolve)));
  return smtp.server.address().port;
}

async function createDatabase() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${database}`);
  await client.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${database} with (force)`);
    await dropper.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function waitFor(what, probe, seconds) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const result = await probe().catch(() => undefined);
    if (result) return result;
    if (Date.now() > until) throw new Error(`${what}: nothing after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function smoke() {
  const release = spawnSync("node", ["scripts/release.mjs", "--no-tarball", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
  });
  check(release.status === 0, "npm run release failed");
  step("release/ written");

  const received = [];
  const smtpPort = await startSmtp(received);
  const databaseUrl = await createDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "release-smoke-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  // Only what an operator sets: nothing of this shell's own configuration reaches the server.
  const server = spawn("node", ["server/main.js"], {
    cwd: path.join(root, "release"),
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${database}:`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAILS: admin,
      DATA_DIR: dataDir,
    },
  });
  let log = "";
  server.stdout.on("data", (chunk) => {
    log += chunk;
  });
  server.stderr.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve({ code, signal })));
  cleanups.push(() => {
    if (server.exitCode === null) server.kill("SIGKILL");
  });
  try {
    await runChecks(received, exited, () => log);
  } catch (err) {
    console.error(`release smoke: the server's log ends with\n${log.split("\n").slice(-30).join("\n")}`);
    throw err;
  }

  server.kill("SIGTERM");
  const { code, signal } = await exited;
  check(code === 0, `SIGTERM: the server exited with ${code ?? signal}, not 0`);
  step("stopped cleanly on SIGTERM");
}

async function runChecks(received, exited, log) {
  const startedAt = Date.now();
  // The ready endpoint (database reachable, migrations applied); /api/health where it is not served.
  const ready = await Promise.race([
    waitFor(
      "ready",
      async () => {
        const answer = await fetch(`${base}/api/health/ready`);
        if (answer.status === 404) return (await fetch(`${base}/api/health`)).ok && "/api/health";
        return answer.ok && "/api/health/ready";
      },
      60,
    ),
    exited.then(({ code, signal }) => {
      throw new Error(`the server exited at start (${code ?? signal})`);
    }),
  ]);
  step(`${ready} answers 200, ${((Date.now() - startedAt) / 1000).toFixed(1)} s after start`);
  await waitFor("the start line", async () => /database: postgres; limits: shared in Redis/.test(log()), 5);
  step("it says: database postgres, limits shared in Redis");

  const page = await fetch(`${base}/find-trainer`);
  const html = await page.text();
  check(page.status === 200, `GET /find-trainer answered ${page.status}`);
  check(
    /text\/html/.test(page.headers.get("content-type") ?? "") &&
      // Rendered by React Router on the server: the page's heading, and the data the browser hydrates from.
      /<h1[\s>]/.test(html) &&
      html.includes("__reactRouterContext"),
    "GET /find-trainer is not the app's HTML",
  );
  step("GET /find-trainer answers the page");

  const json = { "content-type": "application/json", origin: base };
  const asked = await fetch(`${base}/api/magic-login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email: admin }),
  });
  check(asked.status === 200, `POST /api/magic-login answered ${asked.status}: ${await asked.text()}`);
  const link = await waitFor(
    "the sign-in e-mail",
    async () => {
      const found = received.join("\n").match(/https?:\/\/\S+\/trainer-portal\/magic-link\?[^\s"<>]+/);
      return found && new URL(found[0].replace(/&amp;/g, "&"));
    },
    60,
  );
  step("the sign-in e-mail arrived");

  const token = link.searchParams.get("token");
  const email = link.searchParams.get("email");
  const consumed = await fetch(`${base}/api/magic-link/consume`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ token, email }),
  });
  check(
    consumed.status === 200,
    `POST /api/magic-link/consume answered ${consumed.status}: ${await consumed.text()}`,
  );
  const cookie = consumed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = await fetch(`${base}/api/me`, { headers: { cookie } });
  const body = await me.json();
  check(
    me.status === 200 && JSON.stringify(body).includes(admin),
    `GET /api/me answered ${me.status}: ${JSON.stringify(body)}`,
  );
  const renewals = await fetch(`${base}/api/admin/renewals`, { headers: { cookie } });
  check(renewals.status === 200, `GET /api/admin/renewals answered ${renewals.status}`);
  step("signed in as the admin: /api/me and an admin call answer 200");
}

let failed = false;
try {
  await smoke();
  console.log("release smoke: passed");
} catch (err) {
  failed = true;
  console.error(`release smoke: FAILED: ${err.message}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
process.exit(failed ? 1 : 0);
