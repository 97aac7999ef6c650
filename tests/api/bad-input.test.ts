/**
 * Bad input (issue 17, point 3): generated bodies, query strings and path values (tests/support/
 * generated-input.ts) sent to every route of the authorization matrix as each kind of caller. Whatever
 * arrives, the app never answers 5xx, and a call it refuses stores nothing: a snapshot of every table
 * (tests/support/db-snapshot.ts) is the same before and after. A call it accepts may store what it
 * accepted. Oversized bodies (tests/api/errors.test.ts) and the picture route's path tricks
 * (tests/api/pictures.test.ts) are tested there.
 *
 * Deterministic: one seed for the file, printed; FC_SEED=<n> runs another (a failure prints the seed and
 * the path fast-check needs to replay it).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trainers } from "../../src/server/db/schema";
import { databaseTables, SCHEMA_TABLES, watchDatabase } from "../support/db-snapshot";
import { type Body, bodies, fieldNames, pathParams, pathValue, queries } from "../support/generated-input";
import { ADMIN, DEMO_IDS, OTHER, ROUTES, type Row, TRAINER } from "../support/route-matrix";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 17_003;
/** Generated calls per route and caller: about 1,500 in all, some 10 s of CPU on PGlite. FC_RUNS=<n> for more. */
const RUNS = Number(process.env.FC_RUNS ?? 6);
console.info(`bad-input: fast-check seed ${SEED} (FC_SEED=<n> to run another)`);
/** Each route and caller its own seed, derived from the file's: different input for each, the same every run. */
const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

/** The matrix's callers: "otherTrainer" is the trainer with another's e-mail, which generated input covers. */
const CALLERS = { anonymous: undefined, trainer: TRAINER, admin: ADMIN } as const;
type Caller = keyof typeof CALLERS;

let t: TestApp;
/** Answers every search "no such place" at once, so no generated query leaves the machine. */
let geocoder: Server;
const cookies: Partial<Record<Caller, string>> = {};
/** The callers' accounts as the demo data has them (a generated admin call may change them). */
/** What each call changed in the database. */
let watch: Awaited<ReturnType<typeof watchDatabase>>;
let accounts: Pick<typeof trainers.$inferSelect, "id" | "status" | "email">[];

beforeAll(async () => {
  geocoder = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("[]");
  });
  await new Promise<void>((resolve) => geocoder.listen(0, "127.0.0.1", resolve));
  // Limits high enough that generated calls reach the routes, not only the limiters (429 stays allowed).
  t = await createTestApp({
    RATE_LIMIT_LOGIN_PER_IP: "100000",
    RATE_LIMIT_LOGIN_PER_EMAIL: "100000",
    RATE_LIMIT_ASSISTANT_PER_MINUTE: "100000",
    GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/search`,
  });
  accounts = await t.database.db
    .select({ id: trainers.id, status: trainers.status, email: trainers.email })
    .from(trainers)
    .where(inArray(trainers.id, [DEMO_IDS[TRAINER]!, DEMO_IDS[ADMIN]!]));
  watch = await watchDatabase(t.database.db);
});
afterAll(async () => {
  await t?.close();
  geocoder?.closeAllConnections();
  await new Promise((resolve) => geocoder?.close(resolve));
});

it("snapshots every table the database has, and sees a write", async () => {
  expect(SCHEMA_TABLES).toEqual(await databaseTables(t.database.db));
  await watch.changes();
  await t.app.inject({ method: "GET", url: "/api/public-trainers" });
  expect(await watch.changes()).toEqual([]);
  const [row] = await t.database.db.select().from(trainers).where(eq(trainers.id, DEMO_IDS[TRAINER]!));
  await t.database.db.update(trainers).set({ name: "Somebody Else" }).where(eq(trainers.id, row!.id));
  await t.database.db.update(trainers).set({ name: row!.name }).where(eq(trainers.id, row!.id));
  // Changed and changed back: the same rows, though written twice.
  expect(await watch.changes()).toEqual([]);
  await t.database.db.update(trainers).set({ name: "Somebody Else" }).where(eq(trainers.id, row!.id));
  expect(await watch.changes()).toEqual(["trainers"]);
  await t.database.db.update(trainers).set({ name: row!.name }).where(eq(trainers.id, row!.id));
});

/**
 * Set when a call changed an account or a session (a generated logout, or an admin call that changed
 * the demo trainer): the next property first puts the accounts back and signs in again where needed.
 */
let accountsTouched = true;

/** The caller's session cookie; signs in again when a generated call ended it or changed the account. */
async function cookieOf(caller: Caller): Promise<string | undefined> {
  const email = CALLERS[caller];
  if (!email) return undefined;
  if (!accountsTouched && cookies[caller]) return cookies[caller];
  for (const account of accounts)
    await t.database.db
      .update(trainers)
      .set({ status: account.status, email: account.email })
      .where(eq(trainers.id, account.id));
  for (const who of ["trainer", "admin"] as const) {
    const cookie = cookies[who];
    const me = cookie
      ? await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })
      : undefined;
    if (me?.statusCode !== 200) cookies[who] = await loginAs(t.app, CALLERS[who]);
  }
  accountsTouched = false;
  return cookies[caller];
}

type Generated = InjectOptions & { label: string; url: string };

/** Requests for one route as one caller: its path, query and body each either the matrix's own or generated. */
function requests(row: Row, caller: Caller, cookie: string | undefined): fc.Arbitrary<Generated> {
  const [method, pattern] = row.route.split(" ") as [InjectOptions["method"] & string, string];
  const own = row.request({ own: CALLERS[caller] ?? TRAINER, other: OTHER });
  const ownUrl = new URL(String(own.url), "http://app");
  // The route's definition (src/shared/contracts) gives the query's and the body's fields.
  const endpoint = t.app.apiRoutes.find((r) => r.method === method && r.url === pattern)?.endpoint;
  if (!endpoint) throw new Error(`${row.route}: no endpoint definition`);
  const params = pathParams(pattern, ownUrl.pathname);
  const path = fc
    .tuple(...params.map((p) => fc.oneof(fc.constant(p.own), pathValue, pathValue)))
    .map((values) => {
      let i = 0;
      return pattern
        .split("/")
        .map((segment) => (segment.startsWith(":") ? values[i++] : segment))
        .join("/");
    });
  const reads = method === "GET";
  const queryKeys = fieldNames(endpoint.query);
  const ownQuery = [...ownUrl.searchParams];
  const anyQuery = queries({ keys: queryKeys, own: ownQuery });
  // A write that takes no query gets one now and then: most of its runs are for its body.
  const query =
    reads || queryKeys.length > 0 || ownQuery.length > 0
      ? anyQuery
      : fc.oneof({ arbitrary: fc.constant(""), weight: 3 }, anyQuery);
  const body = reads
    ? fc.constant<Body>({ label: "no body" })
    : bodies({ schema: endpoint.body, good: own.payload, upload: own.payload instanceof FormData });
  return fc.tuple(path, query, body).map(([p, q, b]) => ({
    method,
    url: q ? `${p}?${q}` : p,
    label: b.label,
    ...(b.payload === undefined ? {} : { payload: b.payload }),
    headers: {
      ...(cookie ? { cookie } : {}),
      // What a browser on the site sends with a state-changing call (plugins/csrf.ts).
      ...(reads ? {} : { origin: new URL(t.config.publicUrl).origin, "sec-fetch-site": "same-origin" }),
      ...(b.contentType ? { "content-type": b.contentType } : {}),
    },
  }));
}

const excerpt = (text: unknown, max = 300) => {
  const s = typeof text === "string" ? text : text instanceof FormData ? "(form data)" : String(text ?? "");
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
};
const describeCall = (req: Generated, res: LightMyRequestResponse) =>
  `${req.method} ${excerpt(req.url, 200)} [${req.label}] ${excerpt(req.payload)} -> ${res.statusCode} ${excerpt(res.body)}`;

/**
 * Tables a refused call may change, by route: only what the route does by design when it refuses.
 * GET /api/geocode keeps a search nobody could place (its 404) so it is not asked upstream again for a
 * week (modules/geo/geocoder.ts), and asking upstream took a slot of the geocoder's shared budget
 * (`upstream_budget`, modules/geo/upstream-budget.ts; in Redis when REDIS_URL is set). Nothing else: the sign-in limits count in memory, not in the database
 * (plugins/login-limits.ts), and a session's last-seen time is written at most every 5 minutes
 * (modules/auth/session-service.ts), never within this file's run, so no refused call may touch `sessions`.
 */
const MAY_CHANGE_WHEN_REFUSED: Record<string, { status: number; tables: string[] }> = {
  "GET /api/geocode": { status: 404, tables: ["geocode_cache", "upstream_budget"] },
};

describe.each(ROUTES)("$route", (row) => {
  it.each(Object.keys(CALLERS) as Caller[])(
    "as %s: never a 5xx, and a refusal stores nothing",
    async (caller) => {
      const cookie = await cookieOf(caller);
      // What signing in again wrote is not the property's.
      await watch.changes();
      const excused = MAY_CHANGE_WHEN_REFUSED[row.route];
      await fc.assert(
        fc.asyncProperty(requests(row, caller, cookie), async (req) => {
          const res = await t.app.inject(req);
          const changes = await watch.changes();
          if (changes.includes("sessions") || changes.includes("trainers")) accountsTouched = true;
          const call = describeCall(req, res);
          expect(res.statusCode, call).toBeLessThan(500);
          if (res.statusCode < 300) {
            // Accepted: it may have stored something; what it answered must still be whole.
            if (String(res.headers["content-type"]).includes("json"))
              expect(() => res.json(), call).not.toThrow();
            return;
          }
          const changed = changes.filter(
            (table) => !(excused?.status === res.statusCode && excused.tables.includes(table)),
          );
          expect(changed, `refused, but changed ${changed.join(", ")}: ${call}`).toEqual([]);
        }),
        { seed: seedOf(`${row.route} ${caller}`), numRuns: RUNS },
      );
    },
  );
});

it("still answers after everything it was sent", async () => {
  expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
});
