// Starts built app servers on throwaway data directories for the benchmarks, and stops them; and the
// browser they are measured in. Also the HTTP side (api, pages): the bytes of an answer as sent, a bare
// node:http server repeating them, and autocannon runs of the app against it.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";

const running = new Set();
const dirs = new Set();

export function tempDataDir(name) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  dirs.add(dir);
  return dir;
}

/** `npm run seed:many -- N` into a fresh data directory (the demo data comes first). */
export function seedMany(dataDir, count) {
  const started = Date.now();
  const run = spawnSync("npx", ["tsx", "scripts/seed-many.ts", String(count), "--seed", "42"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`seed:many failed: ${run.stderr || run.stdout}`);
  return Date.now() - started;
}

/**
 * The build the bench measures: `dist` (what `npm run build` wrote), or BENCH_DIST, a copy of it, so that
 * a bench can run while another build rewrites dist/.
 */
export const DIST = process.env.BENCH_DIST ?? "dist";

/**
 * The built app (`node dist/server/main.js`) on `port` with `dataDir`, NODE_ENV=test (demo data, the
 * development calls); `env` adds or overrides variables (e.g. a part's raised sign-in limits).
 */
export async function startApp(port, dataDir, env = {}, extraNodeArgs = []) {
  // BENCH_NODE_ARGS: options for the app's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), ...extraNodeArgs];
  const child = spawn("node", [...nodeArgs, `${DIST}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  // Up to two minutes: a fresh data folder loads the demo data first, slower on a busy machine.
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid, stop: () => stop(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop(child);
  throw new Error(`the app on port ${port} did not start`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export async function cleanup() {
  await Promise.all([...running].map(stop));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/**
 * Signs `email` in as the tests do (tests/support/test-app.ts loginAs): asks for a link, reads it from the
 * development mailbox (GET /api/dev/mailbox, outside production only) and uses it. Answers the session
 * cookie pair ("sp_session=..."). Each sign-in counts against the app's per-IP limits
 * (RATE_LIMIT_LOGIN_PER_IP): a part signing many trainers in raises it for its own server.
 */
export async function signIn(appUrl, email) {
  const post = (path, body) =>
    fetch(`${appUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  const asked = await post("/api/magic-login", { email });
  if (!asked.ok) throw new Error(`POST /api/magic-login for ${email}: ${asked.status} ${await asked.text()}`);
  const box = await fetch(`${appUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
  const link = (await box.json())[0]?.links.find((l) => l.includes("/trainer-portal/magic-link"));
  if (!link) throw new Error(`no sign-in link e-mailed to ${email}`);
  const { searchParams } = new URL(link);
  const used = await post("/api/magic-link/consume", {
    token: searchParams.get("token"),
    email: searchParams.get("email"),
  });
  if (!used.ok) throw new Error(`POST /api/magic-link/consume for ${email}: ${used.status}`);
  const cookie = used.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /^(__Host-)?sp_session=/.test(c));
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}

/**
 * A certified, listed trainer of the bench's own (POST /api/dev/trainers, outside production only):
 * `{ id, slug, email }`.
 */
export async function createTrainer(appUrl, { name, email, city = "Tulsa", state = "OK" }) {
  const res = await fetch(`${appUrl}/api/dev/trainers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, city, state, publicBio: `${name} teaches self-defense in ${city}.` }),
  });
  if (res.status !== 201) throw new Error(`POST /api/dev/trainers: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Debian's Chromium (CHROMIUM_PATH to use another), headless. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/** The resident memory of a process (VmRSS of /proc/<pid>/status) in MB, or null where it cannot be read. */
export function rssMb(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 102.4) / 10;
  } catch {
    return null;
  }
}

/** What a browser sends for an API call; for a page it adds `accept: text/html`. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };
export const PAGE_HEADERS = { ...BROWSER_HEADERS, accept: "text/html" };

/** GET `url`: `{ status, headers, bytes }` with the body as sent on the wire (fetch would decode it). */
export function rawGet(url, headers = BROWSER_HEADERS, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`GET ${url}: no answer in ${timeoutMs} ms`)),
    );
    request.on("error", reject);
  });
}

/** The CPU seconds (user + system) a process has used, from /proc/<pid>/stat; null where unreadable. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the name), in clock ticks (100/s).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The headers a bare server does not repeat from the app's answer: those of the connection and the
 * moment. Every other header is sent as the app sent it (the security headers too, some 1.2 KB), so the
 * client reads the same bytes from both sides and the ratio measures the servers' work, not the
 * client's parsing (docs/benchmarks.md). Content-length is set to the bytes when the app sent one.
 */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/**
 * A bare node:http server on `port` answering each path of `answers` (`{ [path]: rawGet's answer }`)
 * with the app's status, repeated headers and bytes; 404 for any other path.
 */
export async function bareServer(port, answers) {
  const prepared = Object.entries(answers).map(([url, answer]) => {
    const headers = {};
    for (const [name, value] of Object.entries(answer.headers))
      if (!OWN_HEADERS.has(name) && value !== undefined) headers[name] = value;
    if (answer.headers["content-length"] !== undefined) headers["content-length"] = answer.bytes.length;
    return { url, status: answer.status, headers, bytes: answer.bytes.toString("base64") };
  });
  // A process of its own, as the app has: sharing autocannon's process would slow the reference down.
  const file = path.join(tempDataDir("bare"), "answers.json");
  writeFileSync(file, JSON.stringify(prepared));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "bare-server.mjs"), file, String(port)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  running.add(child);
  child.on("exit", () => running.delete(child));
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { pid: child.pid, close: () => stop(child) };
}

/**
 * One autocannon run (`requests`: autocannon's request list, cycled by each connection). Its errors leave
 * out the timeouts, counted on their own; non-2xx answers count in `rps` but not in the latencies.
 */
export async function cannon(
  url,
  { connections = 50, seconds = 5, headers = BROWSER_HEADERS, timeoutSeconds = 10, requests } = {},
) {
  const options = { url, connections, duration: seconds, headers, timeout: timeoutSeconds };
  const r = await autocannon(requests ? { ...options, requests } : options);
  return {
    requests: r.requests.total,
    rps: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    timeouts: r.timeouts,
    errors: r.errors - r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * The app against the bare server, side by side in one run: a warm-up of each (JIT, connections), then
 * `rounds` rounds in alternating order so neither side always runs on a cooler machine; the best run
 * (req/s) of each side, and all of them. `beforeRun` (optional) is awaited before every run, e.g. to let
 * a slow app finish the requests still queued from the previous run; the other `options` go to cannon.
 */
export async function appVersusBare(
  appUrl,
  bareUrl,
  { rounds = 2, warmUpSeconds, beforeRun = async () => {}, pids = {}, ...options } = {},
) {
  const warmUp = { ...options, seconds: warmUpSeconds ?? options.seconds };
  // With `pids` ({ app, bare }), each run also gives its server's CPU time per answer (µs): when the
  // client is what limits both sides' req/s, that is where the servers' work differs.
  const run = async (url, opts, pid) => {
    await beforeRun();
    const before = pid ? cpuSeconds(pid) : null;
    const result = await cannon(url, opts);
    const after = pid ? cpuSeconds(pid) : null;
    const cpuUsPerRequest =
      before !== null && after !== null && result.requests > 0
        ? Math.round(((after - before) * 1e6) / result.requests)
        : null;
    return { ...result, cpuUsPerRequest };
  };
  await run(appUrl, warmUp);
  await run(bareUrl, warmUp);
  const runs = { app: [], bare: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ["app", "bare"] : ["bare", "app"];
    for (const side of order)
      runs[side].push(await run(side === "app" ? appUrl : bareUrl, options, pids[side]));
  }
  const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  return { app: best(runs.app), bare: best(runs.bare), runs };
}
