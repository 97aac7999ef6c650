// The mixed load's generator (scripts/benchmark/mixed-load.mjs), in a process of its own so that its
// work is not done on the app's event loop: `fork`ed, it receives the plan with the first message and
// answers the figures with one message. Clients are modelled as users: each one sends one request at a
// time, reads the whole answer, then thinks (a random pause) before the next, rather than firing again
// at once as a saturating benchmark client would.
//
// Visitors (anonymous) cycle over the public reads. Trainers (each signed in as a trainer of their own,
// so no two clients write the same record) cycle over what the portal's screens ask and save:
// the dashboard's calls, the profile, the classes, a profile save, a class write (create, then update,
// then delete, each with the list version the previous answer gave), the assessments and an attempt's start.
import { Agent, request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const PAGE = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
const API = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

/** A small seeded generator (mulberry32): the same plan makes the same choices. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Per kind and per call: latencies (ms) and failures, recorded only while `recording` is on. */
class Recorder {
  constructor() {
    this.recording = false;
    this.kinds = new Map();
  }
  entry(map, key) {
    let e = map.get(key);
    if (!e) {
      e = { latencies: [], non2xx: 0, errors: 0, timeouts: 0, statuses: {}, calls: new Map() };
      map.set(key, e);
    }
    return e;
  }
  add(kind, call, outcome) {
    if (!this.recording) return;
    const k = this.entry(this.kinds, kind);
    for (const e of [k, this.entry(k.calls, call)]) {
      if (outcome.timeout) e.timeouts++;
      else if (outcome.error) e.errors++;
      else {
        e.latencies.push(outcome.ms);
        if (outcome.status < 200 || outcome.status > 299) {
          e.non2xx++;
          e.statuses[outcome.status] = (e.statuses[outcome.status] ?? 0) + 1;
        }
      }
    }
  }
}

function summary(e, seconds) {
  const sorted = Float64Array.from(e.latencies).sort();
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null;
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10);
  const requests = sorted.length + e.errors + e.timeouts;
  return {
    requests,
    rps: Math.round((requests / seconds) * 10) / 10,
    p50Ms: round(at(0.5)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted.length ? sorted[sorted.length - 1] : null),
    non2xx: e.non2xx,
    errors: e.errors,
    timeouts: e.timeouts,
    failures: e.non2xx + e.errors + e.timeouts,
    statuses: e.statuses,
  };
}

function send(base, agent, timeoutMs, { method = "GET", path, headers, body, cookie }) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const h = { ...headers };
    if (cookie) h.cookie = cookie;
    if (payload) {
      h["content-type"] = "application/json";
      h["content-length"] = payload.length;
    }
    const started = performance.now();
    let settled = false;
    const done = (outcome) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, ms: performance.now() - started });
    };
    const req = httpRequest(`${base}${path}`, { method, headers: h, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", (err) => done({ error: String(err?.message ?? err) }));
    });
    req.setTimeout(timeoutMs, () => {
      done({ timeout: true });
      req.destroy();
    });
    req.on("error", (err) => done({ error: String(err?.message ?? err) }));
    req.end(payload);
  });
}

/** JSON of an API answer, decoded as a browser would. */
const json = (answer) => {
  try {
    const encoding = answer.headers?.["content-encoding"];
    const bytes =
      encoding === "br"
        ? brotliDecompressSync(answer.body)
        : encoding === "gzip"
          ? gunzipSync(answer.body)
          : answer.body;
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
};

/** A visitor: the public reads in turn, the trainer and class pages picked at random. */
function visitorSteps(plan, rnd) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  return [
    () => ({ call: "GET /api/public-trainers", path: "/api/public-trainers", headers: API }),
    () => ({ call: "GET /find-trainer", path: "/find-trainer", headers: PAGE }),
    () => ({ call: "GET /:trainer", path: `/${encodeURIComponent(pick(plan.slugs))}`, headers: PAGE }),
    () => ({
      call: "GET /public/class/:id",
      path: `/public/class/${encodeURIComponent(pick(plan.classIds))}`,
      headers: PAGE,
    }),
    () => ({ call: "GET /public/classes", path: "/public/classes", headers: PAGE }),
    () => ({ call: "GET /api/calendar/all.ics", path: "/api/calendar/all.ics", headers: API }),
  ]
    .map((next) => ({ kind: "public-read", next }))
    .concat({
      // What a visitor's browser sends on those pages (issue 32: trainer insights), as sendBeacon does.
      kind: "beacon",
      next: () => ({
        call: "POST /api/insights/beacon",
        method: "POST",
        path: "/api/insights/beacon",
        headers: { ...API, "user-agent": BROWSER_AGENT, origin: plan.url },
        body: { kind: pick(BEACON_KINDS), trainerId: pick(plan.trainerIds) },
      }),
    });
}

/** A phone's browser: the beacon counts no bot. */
const BROWSER_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const BEACON_KINDS = ["profile_view", "card_impression", "contact_click"];

/**
 * A trainer's round, as the portal's screens ask: the dashboard (GET /api/me, /api/dashboard,
 * /api/announcements/for-trainer, /api/curriculum), the profile form (GET /api/trainer-profile/{id}) and
 * its save, the class calendar (GET /api/trainer-classes) and one class write, the assessments
 * (GET /api/trainer-portal-data) and the start (or resumption) of an assessment attempt.
 */
function trainerSteps(t, state) {
  const read = (call, path) => ({ call, path, headers: API });
  const classBody = (n) => ({
    title: `Bench class ${t.id}-${n}`,
    date: state.classDate,
    startTime: n % 2 ? "18:00" : "10:30",
    location: "Community Center, Room 2",
    address: "100 Main St, Tulsa, OK",
    priceCents: 4500 + (n % 10) * 100,
    paymentLink: "https://pay.example/bench",
    capacity: 20,
    tags: ["bench"],
  });
  return [
    ["portal-read", () => read("GET /api/me", "/api/me")],
    ["portal-read", () => read("GET /api/dashboard", "/api/dashboard")],
    [
      "portal-read",
      () =>
        read(
          "GET /api/announcements/for-trainer",
          `/api/announcements/for-trainer?email=${encodeURIComponent(t.email)}`,
        ),
    ],
    ["portal-read", () => read("GET /api/curriculum", "/api/curriculum")],
    ["portal-read", () => read("GET /api/trainer-profile/{id}", `/api/trainer-profile/${t.id}`)],
    [
      "profile-save",
      () => ({
        call: "POST /api/trainer-profile/{id}",
        method: "POST",
        path: `/api/trainer-profile/${t.id}`,
        headers: API,
        body: {
          phone: `(918) 555-${String(1000 + (state.saves++ % 9000))}`,
          publicBio: `Self-defense classes for every age in Tulsa. Save ${state.saves}.`,
          availabilityDescription: state.saves % 2 ? "Weekday evenings" : "Weekends",
        },
      }),
    ],
    [
      "portal-read",
      () => ({ ...read("GET /api/trainer-classes", "/api/trainer-classes"), onAnswer: takeVersion }),
    ],
    [
      "class-write",
      () => {
        // create → update → delete, each from the version the previous answer gave.
        const n = state.classWrites++;
        const base = { headers: API, onAnswer: takeVersion };
        if (!state.classId)
          return {
            ...base,
            call: "POST /api/trainer-classes",
            method: "POST",
            path: "/api/trainer-classes",
            body: { version: state.version, class: classBody(n) },
            onAnswer: (a) => {
              const b = json(a);
              if (b?.class?.id) state.classId = b.class.id;
              takeVersion(a);
            },
          };
        if (!state.updated)
          return {
            ...base,
            call: "PUT /api/trainer-classes/{id}",
            method: "PUT",
            path: `/api/trainer-classes/${encodeURIComponent(state.classId)}`,
            body: { version: state.version, class: classBody(n) },
            onAnswer: (a) => {
              if (a.status === 200) state.updated = true;
              takeVersion(a);
            },
          };
        return {
          ...base,
          call: "DELETE /api/trainer-classes/{id}",
          method: "DELETE",
          path: `/api/trainer-classes/${encodeURIComponent(state.classId)}?version=${state.version}`,
          onAnswer: (a) => {
            if (a.status === 200) {
              state.classId = undefined;
              state.updated = false;
            }
            takeVersion(a);
          },
        };
      },
    ],
    ["portal-read", () => read("GET /api/trainer-portal-data", "/api/trainer-portal-data")],
    [
      // Starting (or resuming) an attempt: the write every assessment begins with. Submissions are
      // paced by the rules (a wait after a fail, five attempts a day), so a load cannot repeat them.
      "assessment-start",
      () => {
        const a = state.assessments[state.submissions++ % state.assessments.length];
        return {
          call: "POST /api/assessments/{id}/attempts",
          method: "POST",
          path: `/api/assessments/${a.id}/attempts`,
          headers: API,
          body: {},
        };
      },
    ],
  ].map(([kind, next]) => ({ kind, next }));

  function takeVersion(answer) {
    const v = json(answer)?.version;
    if (typeof v === "number") state.version = v;
  }
}

async function runClient(plan, recorder, client, stopAt) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const rnd = random(client.seed);
  let steps;
  if (client.trainer) {
    const t = client.trainer;
    const state = { version: 0, saves: 0, classWrites: 0, submissions: 0, assessments: [], classDate: "" };
    // What the screens read before their first write: the list version and the assessments.
    const headers = { ...API, cookie: t.cookie };
    const classes = json(
      await send(plan.url, agent, plan.timeoutMs, { path: "/api/trainer-classes", headers }),
    );
    const data = json(
      await send(plan.url, agent, plan.timeoutMs, { path: "/api/trainer-portal-data", headers }),
    );
    if (!classes || !data)
      throw new Error(`trainer ${t.email}: the portal did not answer its classes or assessments`);
    state.version = classes.version;
    const day = new Date(`${classes.today}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 14);
    state.classDate = day.toISOString().slice(0, 10);
    state.assessments = data.assessments
      .filter((a) => a.questions.length > 0)
      .map((a) => ({
        id: a.id,
        questionCount: a.questions.length,
        options: Math.min(...a.questions.map((q) => q.options.length)),
      }));
    if (state.assessments.length === 0) throw new Error("the demo data has no assessment to submit");
    steps = trainerSteps(t, state).map(({ kind, next }) => ({
      kind,
      next: () => ({ ...next(), cookie: t.cookie }),
    }));
  } else steps = visitorSteps(plan, rnd);
  if (plan.only) steps = steps.filter((step) => plan.only.includes(step.kind));
  if (steps.length === 0) return;

  // Each client starts at its own place in its round, after a random part of a think time.
  let i = Math.floor(rnd() * steps.length);
  await sleep(rnd() * client.thinkMs);
  while (performance.now() < stopAt) {
    const { kind, next } = steps[i++ % steps.length];
    const step = next();
    const answer = await send(plan.url, agent, plan.timeoutMs, step);
    recorder.add(kind, step.call, answer);
    if (!answer.error && !answer.timeout) step.onAnswer?.(answer);
    // Think time: uniform between half and one and a half times the mean.
    await sleep(client.thinkMs * (0.5 + rnd()));
  }
  agent.destroy();
}

async function run(plan) {
  const recorder = new Recorder();
  const started = performance.now();
  const warmUpEnd = started + plan.warmUpSeconds * 1000;
  const stopAt = warmUpEnd + plan.seconds * 1000;
  const cpuBefore = process.cpuUsage();
  let measuredFrom = warmUpEnd;
  setTimeout(() => {
    recorder.recording = true;
    measuredFrom = performance.now();
    process.send?.({ type: "measuring" });
  }, plan.warmUpSeconds * 1000);
  const clients = plan.clients.map((client) => runClient(plan, recorder, client, stopAt));
  const outcomes = await Promise.allSettled(clients);
  const seconds = (performance.now() - measuredFrom) / 1000;
  const failed = outcomes
    .filter((o) => o.status === "rejected")
    .map((o) => String(o.reason?.message ?? o.reason));
  const kinds = {};
  let total = 0;
  for (const [kind, e] of recorder.kinds) {
    const calls = {};
    for (const [call, c] of e.calls) calls[call] = summary(c, seconds);
    kinds[kind] = { ...summary(e, seconds), calls };
    total += kinds[kind].requests;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seconds: Math.round(seconds * 10) / 10,
    requests: total,
    rps: Math.round(total / seconds),
    kinds,
    clientFailures: failed,
    generatorCpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
  };
}

process.once("message", (plan) => {
  run(plan).then(
    (result) => process.send({ type: "result", result }, () => process.exit(0)),
    (err) => process.send({ type: "error", error: String(err?.stack ?? err) }, () => process.exit(1)),
  );
});
