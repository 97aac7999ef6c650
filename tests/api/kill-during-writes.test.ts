/**
 * kill -9 during a burst of profile saves and class writes (issue 17): the server runs as a real
 * process, four signed-in trainers write at once (each a profile loop and a class loop), and the
 * process is killed mid-burst. Then the database, opened directly, must hold every write answered 2xx,
 * and nothing half-written:
 * - a trainer's profile holds the last save answered 2xx, or the one sent after it and never answered,
 *   in both tables a save writes (the account's name and the profile's text, from the same save);
 * - a trainer's classes and the class list's version are exactly the state after the last class
 *   write answered 2xx, or after the one sent after it and never answered: every answered create is
 *   there unless a later answered write removed it, and a whole-list save is all there or not at all,
 *   never a mix of two lists or a part of one.
 * Each loop has one request in flight at a time, so "the one sent and never answered" is at most one.
 *
 * The kill is aimed. A whole-list save spends a few milliseconds in the database out of a request of
 * a hundred, so a kill at a random moment seldom lands inside one (a save split in two steps was
 * caught about one run in six that way). Once enough writes were answered, the class loops send
 * whole-list saves only, and the kill comes the moment the database is seen taking one of them:
 * - PostgreSQL: a trainer's class-list version, read over SQL again and again, has moved past the one
 *   last answered while that trainer's whole-list save is in flight. The profile loops keep going.
 * - PGlite: its write-ahead log (in the test's DATA_DIR) changes while nothing but whole-list saves is
 *   in flight: the profile loops pause, and the class writes sent before the aim are answered first.
 * A save made of two steps is then killed between them; a save in one transaction is killed after its
 * commit and before its answer, and must be found whole.
 *
 * The PGlite case runs in the PGlite pass (no DATABASE_URL). The PostgreSQL case runs when DATABASE_URL
 * is set (CI's PostgreSQL pass), on a database of its own created there and dropped afterwards, as
 * every API test on PostgreSQL does (tests/support/test-app.ts); the PGlite pass does not go looking
 * for a PostgreSQL it was not given.
 */
import { mkdtempSync, rmSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client";
import { acquireDataDirLock } from "../../src/server/db/lock";
import { classes, trainerProfiles, trainers } from "../../src/server/db/schema";
import { type ServerProcess, startServer } from "../support/server-process";
import { freshPostgres } from "../support/test-app";

const TRAINERS = 4;
/** Classes in one whole-list save, of which LIST_KEPT keep classes of the list before (by id). */
const LIST_SIZE = 12;
const LIST_KEPT = 4;
/** The aim starts after this many answers 2xx (all loops), and this many whole-list saves per trainer. */
const AIM_AFTER_ACKS = 120;
const AIM_AFTER_LIST_SAVES = 2;
/** How long the aim waits to see a whole-list save reach the database; then the kill comes anyway. */
const AIM_MS = 3_000;

// --- HTTP ------------------------------------------------------------------------------------------

type Answer = { status: number; body: unknown; bodyLost: boolean };

/** The answer, or undefined when none came (the connection died with the server). */
async function call(
  base: string,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer | undefined> {
  let res: Response;
  try {
    res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return undefined;
  }
  // A 2xx status is the server's word that the write committed, even if the body never arrives.
  try {
    return { status: res.status, body: await res.json(), bodyLost: false };
  } catch {
    return { status: res.status, body: undefined, bodyLost: true };
  }
}

const ok = (a: Answer) => a.status >= 200 && a.status < 300;

/** What is wrong with an answer to one of the test's (valid) writes; undefined for a 2xx. */
function refusal(what: string, answer: Answer | undefined, stopped: boolean): string | undefined {
  if (!answer) return stopped ? undefined : `${what}: no answer before the kill`;
  return ok(answer) ? undefined : `${what}: ${answer.status} ${JSON.stringify(answer.body)}`;
}

/** A new trainer, signed in through the e-mailed link (the development mailbox). */
async function signedInTrainer(base: string, tag: string): Promise<{ id: number; cookie: string }> {
  const email = `kill-${tag.toLowerCase()}-${Date.now().toString(36)}@example.com`;
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const created = await post("/api/dev/trainers", { name: `Kill ${tag} start`, email });
  expect(created.status, "POST /api/dev/trainers").toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await post("/api/magic-login", { email })).status, "POST /api/magic-login").toBe(200);
  const mailbox = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`);
  const [mail] = (await mailbox.json()) as { links: string[] }[];
  const link = new URL(mail!.links.find((l) => l.includes("/trainer-portal/magic-link"))!);
  const consumed = await post("/api/magic-link/consume", { token: link.searchParams.get("token"), email });
  expect(consumed.status, "POST /api/magic-link/consume").toBe(200);
  const cookie = consumed.headers.getSetCookie().find((c) => c.startsWith("sp_session="));
  return { id, cookie: cookie!.split(";")[0]! };
}

// --- What each trainer sent and what was answered ---------------------------------------------------

type ListedClass = { title: string; id?: string };
/** A trainer's class list: its version and its classes (titles are unique within a trainer's list). */
type ClassState = { version: number; classes: ListedClass[] };

type ClassWrite = "create" | "update" | "delete" | "list";
/** The class loop's round: half whole-list saves, and a create, an update and a delete. */
const ROUND: readonly ClassWrite[] = ["list", "create", "list", "update", "list", "delete"];

type TrainerLog = {
  tag: string;
  id: number;
  startName: string;
  /** Profile saves: the number of the last one answered 2xx, and the one in flight. */
  profileAcked?: number;
  profileInFlight?: number;
  /** Class writes: the state after the last one answered 2xx, and after the one in flight. */
  classesAcked: ClassState;
  classesInFlight?: { kind: ClassWrite; what: string; after: ClassState; committed: boolean };
  listSavesAcked: number;
  /** Anything but a 2xx before the kill (the test's writes are all valid): a failure of its own. */
  unexpected: string[];
};

/** The burst's state, shared by its loops. */
type Burst = {
  stopped: boolean;
  /** Class loops send whole-list saves only. */
  aiming: boolean;
  /** While set, profile loops send nothing more (they wait for it; the kill resolves it). */
  profilesPaused?: Promise<void>;
  acks: number;
  onAck(): void;
};

const classBody = (title: string, i: number) => ({
  title,
  date: "2031-03-14",
  startTime: ["09:00", "10:15", "12:30", "14:45", "17:00", "19:15"][i % 6]!,
  location: "Kill Test Gym",
  paymentLink: "https://pay.example/kill-test",
});

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Runs one trainer's two loops until the burst stops; each loop ends at its first unanswered request. */
function writeLoops(base: string, trainer: TrainerLog, cookie: string, burst: Burst): Promise<void>[] {
  const send = (method: string, url: string, body?: unknown) => call(base, cookie, method, url, body);

  const profileLoop = async () => {
    for (let n = 1; !burst.stopped; n++) {
      if (burst.profilesPaused) {
        await burst.profilesPaused;
        if (burst.stopped) return;
      }
      const value = `Kill ${trainer.tag} save ${n}`;
      trainer.profileInFlight = n;
      const answer = await send("POST", `/api/trainer-profile/${trainer.id}`, {
        name: value,
        availabilityDescription: value,
      });
      if (!answer || !ok(answer)) {
        const problem = refusal(`profile save ${n}`, answer, burst.stopped);
        if (problem) trainer.unexpected.push(problem);
        return;
      }
      trainer.profileAcked = n;
      trainer.profileInFlight = undefined;
      burst.onAck();
      if (answer.bodyLost) return;
    }
  };

  const classLoop = async () => {
    for (let k = 1; !burst.stopped; k++) {
      const now = trainer.classesAcked;
      const version = now.version;
      const withIds = now.classes.filter((c) => c.id);
      const kind: ClassWrite =
        withIds.length < 2 ? "create" : burst.aiming ? "list" : ROUND[k % ROUND.length]!;
      let request: { method: string; url: string; body?: unknown };
      let after: ClassState;
      if (kind === "create") {
        const title = `${trainer.tag} create ${k}`;
        request = {
          method: "POST",
          url: "/api/trainer-classes",
          body: { version, class: classBody(title, k) },
        };
        after = { version: version + 1, classes: [...now.classes, { title }] };
      } else if (kind === "update") {
        const target = pick(withIds);
        const title = `${trainer.tag} update ${k}`;
        request = {
          method: "PUT",
          url: `/api/trainer-classes/${target.id}`,
          body: { version, class: classBody(title, k) },
        };
        after = {
          version: version + 1,
          classes: now.classes.map((c) => (c.id === target.id ? { id: c.id, title } : c)),
        };
      } else if (kind === "delete") {
        const target = pick(withIds);
        request = { method: "DELETE", url: `/api/trainer-classes/${target.id}?version=${version}` };
        after = { version: version + 1, classes: now.classes.filter((c) => c.id !== target.id) };
      } else {
        // The whole list: every title names this save; some elements keep a class of the list before.
        const kept = withIds.slice(0, LIST_KEPT);
        const listed = Array.from({ length: LIST_SIZE }, (_, i) => ({
          ...(kept[i] ? { id: kept[i]!.id } : {}),
          ...classBody(`${trainer.tag} list ${k} #${i}`, i),
        }));
        request = { method: "POST", url: "/api/trainer-profile", body: { version, upcomingClasses: listed } };
        after = { version: version + 1, classes: listed.map((c) => ({ title: c.title, id: c.id })) };
      }
      const what = `${kind} ${k}`;
      trainer.classesInFlight = { kind, what, after, committed: false };
      const answer = await send(request.method, request.url, request.body);
      if (!answer || !ok(answer)) {
        const problem = refusal(what, answer, burst.stopped);
        if (problem) trainer.unexpected.push(problem);
        return;
      }
      burst.onAck();
      if (answer.bodyLost) {
        // Committed, but the new ids are unknown: the in-flight state is the only one allowed.
        trainer.classesInFlight.committed = true;
        return;
      }
      const body = answer.body as {
        version: number;
        class?: ListedClass & { id: string };
        classes?: (ListedClass & { id: string })[];
      };
      const answered: ClassState = {
        version: body.version,
        classes: body.classes
          ? body.classes.map((c) => ({ id: c.id, title: c.title }))
          : kind === "create"
            ? [...now.classes, { id: body.class!.id, title: body.class!.title }]
            : after.classes,
      };
      if (!sameState(answered, after))
        trainer.unexpected.push(`${what}: answered ${describeState(answered)}, sent ${describeState(after)}`);
      trainer.classesAcked = answered;
      trainer.classesInFlight = undefined;
      if (kind === "list") trainer.listSavesAcked += 1;
    }
  };

  return [profileLoop(), classLoop()];
}

// --- The check ---------------------------------------------------------------------------------------

/** "version 16, 12 classes from list 16 (9), list 14 (3): T1 list 14 #2 (5f8d7625), …" */
function describeState(s: ClassState): string {
  const from = new Map<string, number>();
  for (const c of s.classes) {
    const write = c.title.replace(/ #\d+$/, "").replace(/^T\d+ /, "");
    from.set(write, (from.get(write) ?? 0) + 1);
  }
  const sources = [...from].map(([write, n]) => `${write} (${n})`).join(", ");
  const listed = s.classes
    .map((c) => `${c.title}${c.id ? ` (${c.id.slice(0, 8)})` : ""}`)
    .sort()
    .join(", ");
  return `version ${s.version}, ${s.classes.length} classes${sources ? ` from ${sources}` : ""}: ${listed}`;
}

/** `stored` is this state: same version, same classes, and the same ids where the state knows them. */
function sameState(stored: ClassState, expected: ClassState): boolean {
  if (stored.version !== expected.version) return false;
  const titles = (s: ClassState) => s.classes.map((c) => c.title).sort();
  if (JSON.stringify(titles(stored)) !== JSON.stringify(titles(expected))) return false;
  const idOf = new Map(stored.classes.map((c) => [c.title, c.id]));
  return expected.classes.every((c) => !c.id || idOf.get(c.title) === c.id);
}

/** What is wrong with each trainer's stored data ([] when nothing). */
async function checkStored(database: Database, logs: TrainerLog[]): Promise<string[]> {
  const ids = logs.map((t) => t.id);
  const accounts = await database.db
    .select({ id: trainers.id, name: trainers.name, version: trainers.classesVersion })
    .from(trainers)
    .where(inArray(trainers.id, ids));
  const profiles = await database.db
    .select({ id: trainerProfiles.trainerId, text: trainerProfiles.availabilityDescription })
    .from(trainerProfiles)
    .where(inArray(trainerProfiles.trainerId, ids));
  const rows = await database.db
    .select({ id: classes.id, title: classes.title, trainerId: classes.trainerId })
    .from(classes)
    .where(inArray(classes.trainerId, ids));
  const problems: string[] = [];
  for (const t of logs) {
    const account = accounts.find((a) => a.id === t.id);
    const profile = profiles.find((p) => p.id === t.id);
    if (!account || !profile) {
      problems.push(`${t.tag}: the trainer is gone`);
      continue;
    }
    // Profile: the account's name and the profile's text come from the same save, an allowed one.
    const saved = (n: number | undefined) =>
      n === undefined
        ? { name: t.startName, text: null }
        : { name: `Kill ${t.tag} save ${n}`, text: `Kill ${t.tag} save ${n}` };
    const allowed = [saved(t.profileAcked), ...(t.profileInFlight ? [saved(t.profileInFlight)] : [])];
    if (!allowed.some((a) => a.name === account.name && a.text === profile.text))
      problems.push(
        `${t.tag} profile: stored name "${account.name}" and text "${profile.text}"; expected the save answered last (${t.profileAcked ?? "none"}) or the one in flight (${t.profileInFlight ?? "none"})`,
      );
    // Classes: exactly the state after the last answered write, or after the one in flight.
    const stored: ClassState = {
      version: account.version,
      classes: rows.filter((r) => r.trainerId === t.id).map((r) => ({ id: r.id, title: r.title })),
    };
    const inFlight = t.classesInFlight;
    const candidates = [
      ...(inFlight?.committed ? [] : [t.classesAcked]),
      ...(inFlight ? [inFlight.after] : []),
    ];
    if (!candidates.some((c) => sameState(stored, c)))
      problems.push(
        [
          `${t.tag} classes: stored ${describeState(stored)}`,
          `  after the last write answered 2xx: ${describeState(t.classesAcked)}`,
          ...(inFlight
            ? [`  after the write in flight (${inFlight.what}): ${describeState(inFlight.after)}`]
            : []),
        ].join("\n"),
      );
  }
  return problems;
}

// --- The burst and the aimed kill ---------------------------------------------------------------------

/**
 * Calls `onWrite` whenever the database is seen taking a write: with the trainers' class-list versions
 * when the watch reads them (`whose`), else anonymously (the write may be anyone's). `start` answers
 * the function that stops watching.
 */
type WriteWatch = {
  whose: boolean;
  start(trainerIds: number[], onWrite: (versions?: Map<number, number>) => void): () => Promise<void>;
};

/** PGlite: every change of the write-ahead log in the server's data directory (anonymous). */
const walChanges = (dataDir: string): WriteWatch => ({
  whose: false,
  start(_ids, onWrite) {
    const watcher = watch(path.join(dataDir, "pgdata", "pg_wal"), () => onWrite());
    return async () => watcher.close();
  },
});

/** PostgreSQL: the trainers' class-list versions, read over and over on a connection of the test's. */
const versionReads = (url: string): WriteWatch => ({
  whose: true,
  start(ids, onWrite) {
    let stop = false;
    const client = new pg.Client({ connectionString: url });
    const reading = (async () => {
      await client.connect();
      try {
        while (!stop) {
          const { rows } = await client.query<{ id: number; version: number }>(
            "select id, classes_version as version from trainers where id = any($1)",
            [ids],
          );
          onWrite(new Map(rows.map((r) => [r.id, r.version])));
        }
      } finally {
        await client.end();
      }
    })();
    // A failure is reported when the watch is stopped, not as an unhandled rejection before.
    reading.catch(() => {});
    return async () => {
      stop = true;
      await reading;
    };
  },
});

/** Signs the trainers in, runs the burst, kills the server mid-burst; answers what each trainer sent. */
async function burstAndKill(server: ServerProcess, watchWrites: WriteWatch): Promise<TrainerLog[]> {
  const signedIn = await Promise.all(
    Array.from({ length: TRAINERS }, (_, i) => signedInTrainer(server.base, `T${i + 1}`)),
  );
  const logs: TrainerLog[] = [];
  for (const [i, { id, cookie }] of signedIn.entries()) {
    const tag = `T${i + 1}`;
    const list = await call(server.base, cookie, "GET", "/api/trainer-classes");
    expect(list?.status, "GET /api/trainer-classes").toBe(200);
    logs.push({
      tag,
      id,
      startName: `Kill ${tag} start`,
      classesAcked: { version: (list!.body as ClassState).version, classes: [] },
      listSavesAcked: 0,
      unexpected: [],
    });
  }

  let enough: () => void = () => {};
  const enoughAnswered = new Promise<void>((resolve) => {
    enough = resolve;
  });
  const burst: Burst = {
    stopped: false,
    aiming: false,
    acks: 0,
    onAck() {
      this.acks += 1;
      if (this.acks >= AIM_AFTER_ACKS && logs.every((t) => t.listSavesAcked >= AIM_AFTER_LIST_SAVES))
        enough();
    },
  };
  const loops = logs.flatMap((t, i) => writeLoops(server.base, t, signedIn[i]!.cookie, burst));
  // Before the kill a loop ends only on an unexpected answer: then the test stops waiting for answers.
  await Promise.race([enoughAnswered, Promise.race(loops)]);

  burst.aiming = true;
  let resumeProfiles: () => void = () => {};
  if (!watchWrites.whose)
    burst.profilesPaused = new Promise<void>((resolve) => {
      resumeProfiles = resolve;
    });
  let stopWatching: () => Promise<void> = async () => {};
  await new Promise<void>((resolve) => {
    const kill = () => {
      if (burst.stopped) return;
      burst.stopped = true;
      server.child.kill("SIGKILL");
      clearTimeout(timer);
      resumeProfiles();
      resolve();
    };
    const timer = setTimeout(kill, AIM_MS);
    // Whole-list saves in flight that a read has seen not yet in the database: the kill comes when one of
    // them is seen there, right after it got there (not long after, as for one already there at the aim).
    const notYet = new WeakSet<object>();
    stopWatching = watchWrites.start(
      logs.map((t) => t.id),
      (versions) => {
        const saving = logs.filter((t) => t.classesInFlight?.kind === "list");
        if (!versions) {
          const onlySaves = logs.every(
            (t) => t.profileInFlight === undefined && (t.classesInFlight?.kind ?? "list") === "list",
          );
          if (saving.length > 0 && onlySaves) kill();
          return;
        }
        for (const t of saving) {
          const save = t.classesInFlight!;
          if (versions.get(t.id)! <= t.classesAcked.version) notYet.add(save);
          else if (notYet.has(save)) kill();
        }
      },
    );
  });
  await server.kill9();
  await stopWatching();
  await Promise.all(loops);
  for (const t of logs) expect(t.unexpected, `${t.tag}: answers other than 2xx before the kill`).toEqual([]);
  expect(burst.acks).toBeGreaterThanOrEqual(AIM_AFTER_ACKS);
  return logs;
}

// --- The cases --------------------------------------------------------------------------------------

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  // A case that timed out leaves its server running.
  await Promise.all(servers.map((s) => s.kill9()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Each case starts the server as a child process (compiled by tsx) and drives a burst of writes: on CI,
// beside the end-to-end suite on two cores, that took more than a minute.
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  "kill -9 during profile saves and class writes, PGlite",
  () => {
    it("keeps every write answered 2xx and no half-written class list", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sp-kill-writes-"));
      dirs.push(dataDir);
      const server = await startServer({ dataDir });
      servers.push(server);
      let logs: TrainerLog[];
      try {
        logs = await burstAndKill(server, walChanges(dataDir));
      } finally {
        await server.kill9();
      }
      // The killed server's lock is stale: this process takes DATA_DIR over, as a restart would.
      const lock = acquireDataDirLock(dataDir);
      const database = await openDatabase({ dataDir });
      try {
        expect(await checkStored(database, logs)).toEqual([]);
      } finally {
        await database.close();
        lock.release();
      }
    }, 180_000);
  },
);

describe.skipIf(!process.env.DATABASE_URL)(
  "kill -9 during profile saves and class writes, PostgreSQL",
  () => {
    it("keeps every write answered 2xx and no half-written class list", async () => {
      const fresh = await freshPostgres(process.env.DATABASE_URL!);
      try {
        const server = await startServer({ databaseUrl: fresh.url });
        servers.push(server);
        let logs: TrainerLog[];
        try {
          logs = await burstAndKill(server, versionReads(fresh.url));
        } finally {
          await server.kill9();
        }
        // The killed server's sessions end when PostgreSQL finds their sockets closed, and a transaction
        // open in one is rolled back then: read once none is left, so that what is read stays.
        await noSessionsLeft(fresh.url);
        const database = await openDatabase({ databaseUrl: fresh.url });
        try {
          expect(await checkStored(database, logs)).toEqual([]);
        } finally {
          await database.close();
        }
      } finally {
        await fresh.drop();
      }
    }, 180_000);
  },
);

/** Waits until no other session is connected to the database of `url`. */
async function noSessionsLeft(url: string, timeoutMs = 10_000) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
      if (rows[0]!.n === 0) return;
      if (Date.now() > deadline)
        throw new Error(`${rows[0]!.n} sessions of the killed server are still open`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}
