// Five public reads on the demo data (the list, the HTML of /find-trainer, of the hq trainer's page and of
// a class page, and the all-classes calendar feed) against a bare node:http server sending the same status,
// headers and bytes, side by side in one run with autocannon; then 200 connections on the three pages
// against the app alone; and the app process's memory (RSS) after start, after that load and after 10 s
// idle.
import {
  appVersusBare,
  BROWSER_HEADERS,
  bareServer,
  cannon,
  PAGE_HEADERS,
  rawGet,
  rssMb,
  startApp,
  tempDataDir,
} from "./servers.mjs";

const ROUNDS = 2;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;
const TIMEOUT_SECONDS = 10;
const LOAD_CONNECTIONS = 200;
const LOAD_SECONDS = 10;
const LOAD_P99_MS = 100;
const IDLE_MS = 10_000;
const LIST = "/api/public-trainers";
/** The calendar feed of every listed trainer's classes (what calendar apps poll): a prepared answer. */
const ALL_CLASSES_FEED = "/api/calendar/all.ics";

const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
const ok = (status) => status >= 200 && status < 300;

/** The reads, as a browser asks for them; the trainer and the class come from the list. */
async function reads(appUrl) {
  let trainers = [];
  let why = "";
  try {
    // fetch decodes the body (the bytes as sent are brotli).
    const list = await fetch(`${appUrl}${LIST}`, {
      headers: BROWSER_HEADERS,
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    });
    if (list.ok) trainers = await list.json();
    else why = ` (it answered ${list.status})`;
  } catch (err) {
    why = ` (${err?.message ?? err})`;
  }
  const slug = trainers[0]?.customUrlSlug;
  const classId = trainers.find((t) => t.upcomingClasses?.length > 0)?.upcomingClasses[0].id;
  return [
    { path: LIST, headers: BROWSER_HEADERS, target: 0.8 },
    { path: "/find-trainer", headers: PAGE_HEADERS, target: 0.5 },
    slug
      ? { path: `/${encodeURIComponent(slug)}`, headers: PAGE_HEADERS, target: 0.5 }
      : { path: "/:trainer", headers: PAGE_HEADERS, target: 0.5, error: `no trainer in ${LIST}${why}` },
    classId
      ? { path: `/public/class/${encodeURIComponent(classId)}`, headers: PAGE_HEADERS, target: 0.5 }
      : {
          path: "/public/class/:id",
          headers: PAGE_HEADERS,
          target: 0.5,
          error: `no upcoming class in ${LIST}${why}`,
        },
    // Prepared once per state of the public data, like the list: the list's target.
    { path: ALL_CLASSES_FEED, headers: BROWSER_HEADERS, target: 0.8 },
  ];
}

/**
 * Waits (at most 5 s) until the app answers /api/health within 50 ms twice in a row: a slow app is still
 * working through the requests of the run before (autocannon closes the connections, not the work), which
 * would take the machine from the next run.
 */
async function appIdle(appUrl) {
  const until = Date.now() + 5000;
  for (let quick = 0; quick < 2 && Date.now() < until; ) {
    const started = performance.now();
    try {
      await (await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(5000) })).arrayBuffer();
    } catch {}
    quick = performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A read's figures; a non-2xx answer, an error or a timeout of the app fails its target. */
async function measure(read, appUrl, bareUrl, pids) {
  const { app, bare, runs } = await appVersusBare(`${appUrl}${read.path}`, `${bareUrl}${read.path}`, {
    pids,
    rounds: ROUNDS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    connections: CONNECTIONS,
    headers: read.headers,
    timeoutSeconds: TIMEOUT_SECONDS,
    beforeRun: () => appIdle(appUrl),
  });
  const appFailures = runs.app.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  // Judged as printed (3 decimals).
  const ratio = round(bare.rps > 0 ? app.rps / bare.rps : 0, 3);
  // The servers' CPU per answer over the measured runs (µs): what each side's work costs when the
  // client, not the server, limits the req/s.
  const cpuUs = (list) => {
    const known = list.map((r) => r.cpuUsPerRequest).filter((v) => v !== null);
    return known.length ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : null;
  };
  return {
    appRps: Math.round(app.rps),
    bareRps: Math.round(bare.rps),
    appCpuUs: cpuUs(runs.app),
    bareCpuUs: cpuUs(runs.bare),
    ratio,
    appP99Ms: app.p99Ms,
    appFailures,
    pass: ratio >= read.target && appFailures === 0,
  };
}

export async function publicPages({ port = 3455 } = {}) {
  const app = await startApp(port, tempDataDir("pages"));
  const memory = { startMb: rssMb(app.pid), afterLoadMb: null, idleMb: null };
  try {
    const wanted = await reads(app.url);
    const answers = {};
    for (const read of wanted.filter((r) => !r.error)) {
      // The bytes as sent, for the bare server; a read the app does not answer is recorded as failed.
      try {
        answers[read.path] = await rawGet(`${app.url}${read.path}`, read.headers, TIMEOUT_SECONDS * 1000);
      } catch (err) {
        read.error = String(err?.message ?? err);
      }
    }
    const bare = await bareServer(port + 1, answers);
    const bareUrl = `http://127.0.0.1:${port + 1}`;
    const results = [];
    try {
      for (const read of wanted) {
        const answer = answers[read.path];
        const result = {
          path: read.path,
          status: answer?.status ?? null,
          bytes: answer?.bytes.length ?? 0,
          encoding: answer ? (answer.headers["content-encoding"] ?? "identity") : null,
          appRps: 0,
          bareRps: 0,
          ratio: 0,
          target: read.target,
          appP99Ms: null,
          pass: false,
        };
        if (read.error) result.error = read.error;
        else {
          Object.assign(result, await measure(read, app.url, bareUrl, { app: app.pid, bare: bare.pid }));
          if (!ok(answer.status)) {
            result.error = `the app answered ${answer.status}`;
            result.pass = false;
          }
        }
        results.push(result);
      }
    } finally {
      await bare.close();
    }

    // 200 connections on the three pages, each connection cycling over them.
    const pages = wanted.filter((r) => r.headers === PAGE_HEADERS && !r.error).map((r) => ({ path: r.path }));
    await appIdle(app.url);
    const run =
      pages.length > 0
        ? await cannon(app.url, {
            connections: LOAD_CONNECTIONS,
            seconds: LOAD_SECONDS,
            headers: PAGE_HEADERS,
            timeoutSeconds: TIMEOUT_SECONDS,
            requests: pages,
          })
        : { requests: 0, rps: 0, p50Ms: null, p99Ms: null, timeouts: 0, errors: 0, non2xx: 0 };
    memory.afterLoadMb = rssMb(app.pid);
    const load = {
      connections: LOAD_CONNECTIONS,
      seconds: LOAD_SECONDS,
      paths: pages.map((p) => p.path),
      requests: run.requests,
      rps: Math.round(run.rps),
      p50Ms: run.p50Ms,
      p99Ms: run.p99Ms,
      timeouts: run.timeouts,
      errors: run.errors + run.non2xx,
      p99TargetMs: LOAD_P99_MS,
      pass:
        pages.length === 3 &&
        run.requests > 0 &&
        run.timeouts === 0 &&
        run.errors + run.non2xx === 0 &&
        run.p99Ms < LOAD_P99_MS,
    };

    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    memory.idleMb = rssMb(app.pid);
    return {
      connections: CONNECTIONS,
      secondsPerRun: SECONDS,
      rounds: ROUNDS,
      reads: results,
      load,
      memory,
      pass: results.every((r) => r.pass) && load.pass,
    };
  } finally {
    await app.stop();
  }
}
