/**
 * Bad input (issue 17) for the one route the generated suite cannot reach (tests/api/bad-input.test.ts
 * sends it unsigned: 401): the paid-order webhook with generated bodies signed with the test secret
 * (issue 27, F5). Orders and near-orders with NUL, lone surrogates, deep nesting, huge strings and wrong
 * types in any field or key: never a 5xx, and an accepted one stores a copy PostgreSQL could read.
 *
 * Deterministic: one seed, printed; FC_SEED=<n> runs another, FC_RUNS=<n> more of them.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookEvents } from "../../src/server/db/schema";
import { oddString, oddValue } from "../support/generated-input";
import { createTestApp, type TestApp } from "../support/test-app";

const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : 27_005;
const RUNS = Number(process.env.FC_RUNS ?? 120);
console.info(`storefront-webhook-fuzz: fast-check seed ${SEED} (FC_SEED=<n> to run another)`);
const SECRET = "whsec_fuzz_0123456789abcdef";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STOREFRONT_WEBHOOK_SECRET: SECRET, CERTIFICATION_SKUS: "SP-TRAINER-CERT" });
});
afterAll(() => t.close());

/** Text with what PostgreSQL refuses in text and jsonb, among the generated suite's odd strings. */
const nasty = fc.oneof(
  oddString,
  fc.constantFrom("\u0000", "a\u0000", "\uD800", "\uDFFF", "x\uDBFFy", "\uD83D\u0000\uDE00"),
  fc.string({ unit: "binary", maxLength: 20 }).map((s) => `${s}\u0000${s}`),
);
/** Arrays or objects nested `depth` deep around a value. */
const nested = fc
  .tuple(fc.integer({ min: 1, max: 200 }), fc.boolean(), nasty)
  .map(([depth, asArray, leaf]) => {
    let value: unknown = leaf;
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { [`k${i}`]: value };
    return value;
  });
const anything: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nasty, weight: 3 },
  { arbitrary: oddValue, weight: 2 },
  { arbitrary: nested, weight: 1 },
  { arbitrary: fc.dictionary(nasty, nasty, { maxKeys: 4 }), weight: 1 },
);
/** A certification order with some of its fields (and a few new keys) replaced by anything. */
const nearOrder = fc
  .tuple(
    fc.record(
      {
        id: fc.oneof(fc.integer({ min: 1 }), anything),
        email: fc.oneof(fc.emailAddress(), anything),
        financial_status: fc.oneof(fc.constant("paid"), anything),
        customer: fc.oneof(fc.record({ first_name: nasty, last_name: nasty, phone: nasty }), anything),
        billing_address: fc.oneof(fc.record({ city: nasty, province_code: nasty, name: nasty }), anything),
        note: anything,
        note_attributes: fc.oneof(
          fc.array(fc.record({ name: nasty, value: anything }), { maxLength: 3 }),
          anything,
        ),
        line_items: fc.oneof(fc.constant([{ sku: "SP-TRAINER-CERT" }]), fc.array(anything, { maxLength: 3 })),
      },
      { requiredKeys: ["id", "line_items"] },
    ),
    fc.dictionary(nasty, anything, { maxKeys: 3 }),
  )
  .map(([order, extra]) => ({ ...extra, ...order }));

/** The body as sent: JSON of a near-order or of anything, or text that is not JSON. */
const body = fc.oneof(
  { arbitrary: nearOrder.map((v) => JSON.stringify(v)), weight: 6 },
  { arbitrary: anything.map((v) => JSON.stringify(v) ?? "null"), weight: 2 },
  {
    arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
    weight: 1,
  },
  { arbitrary: fc.string({ unit: "binary", maxLength: 60 }), weight: 1 },
);

let delivery = 0;
it("never answers 5xx to a signed body, and what it accepts is stored readable", async () => {
  await fc.assert(
    fc.asyncProperty(body, async (text) => {
      const id = `wh-fuzz-${delivery++}`;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/storefront/orders-paid",
        payload: text,
        headers: {
          "content-type": "application/json",
          "x-shopify-hmac-sha256": createHmac("sha256", SECRET).update(text).digest("base64"),
          "x-shopify-webhook-id": id,
        },
      });
      const call = `${text.slice(0, 300)} (${text.length} chars) -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, call).toBeLessThan(500);
      if (res.statusCode !== 200) return;
      expect(res.json().status, call).toBe("processed");
      const [event] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, id));
      expect(JSON.stringify(event?.payload), call).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i);
    }),
    { seed: SEED, numRuns: RUNS },
  );
});

it("still answers after everything it was sent", async () => {
  expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
});
