/**
 * The payment finds its application (issue 27, point 2; docs/decisions/0024-order-reference.md):
 * Complete Checkout's payment page carries the applicant's e-mail and the application's reference; the
 * paid order is matched by that reference first, then by e-mail; an order matching nothing is flagged,
 * and the admin attaches it to the application it was meant for (POST /api/admin/applicants/{id}/attach).
 */
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAudit, applicants, signatures, trainers } from "../../src/server/db/schema";
import { ADMIN_TEXT } from "../../src/shared/contracts/admin";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const SECRET = "whsec_reference_0123456789abcdef";
const CART = "https://shop.example/cart/4400:1?channel=site";

let t: TestApp;
let admin: string;
let trainer: string;
beforeAll(async () => {
  t = await createTestApp({
    STOREFRONT_WEBHOOK_SECRET: SECRET,
    CERTIFICATION_SKUS: "SP-TRAINER-CERT",
    CHECKOUT_FULL_URL: CART,
    RATE_LIMIT_LOGIN_PER_IP: "1000",
    RATE_LIMIT_LOGIN_PER_EMAIL: "1000",
  });
  admin = await loginAs(t.app, "admin@example.com");
  trainer = await loginAs(t.app, "trainer@example.com");
});
afterAll(() => t.close());

let nextId = 1;
const order = (email: string, extra: Record<string, unknown> = {}) => ({
  id: 9_000_000 + nextId,
  email,
  financial_status: "paid",
  customer: { first_name: "Pat", last_name: "Buyer" },
  line_items: [{ sku: "SP-TRAINER-CERT" }],
  ...extra,
});
function deliver(body: string, webhookId = `wh-ref-${nextId++}`) {
  return t.app.inject({
    method: "POST",
    url: "/api/webhooks/storefront/orders-paid",
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-shopify-hmac-sha256": createHmac("sha256", SECRET).update(body).digest("base64"),
      "x-shopify-webhook-id": webhookId,
    },
  });
}

async function checkout(email: string, fullName: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/onboarding/checkout",
    payload: { fullName, email, phone: "918-555-0199", agreeTerms: true, paymentPlan: "full" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
  const id = res.json().applicantId as number;
  const [row] = await t.database.db.select().from(applicants).where(eq(applicants.id, id));
  return { id, cookie, paymentUrl: res.json().paymentUrl as string, reference: row!.orderReference };
}
async function signAll(cookie: string, fullName: string) {
  const docs = await t.app.inject({ method: "GET", url: "/api/onboarding/documents", headers: { cookie } });
  for (const doc of docs.json().documents as { id: string; version: string }[]) {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/onboarding/documents/${doc.id}/sign`,
      payload: { fullName, agree: true, version: doc.version },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const accountsOf = (email: string) =>
  t.database.db.select().from(trainers).where(sql`lower(${trainers.email}) = ${email}`);
const applicantRow = async (id: number) =>
  (await t.database.db.select().from(applicants).where(eq(applicants.id, id)))[0];
async function consoleRow(id: number) {
  const list = await t.app.inject({
    method: "GET",
    url: "/api/admin/applicants",
    headers: { cookie: admin },
  });
  expect(list.statusCode).toBe(200);
  return (list.json() as { id: number }[]).find((a) => a.id === id) as Record<string, unknown> | undefined;
}
/** As the admin, or as `cookie` (null: anonymous). */
const attach = (fromId: number | string, body: unknown, cookie: string | null = admin) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/applicants/${fromId}/attach`,
    payload: body as object,
    headers: { ...(cookie ? { cookie } : {}), origin: t.config.publicUrl },
  });

describe("Complete Checkout's payment page", () => {
  it("carries the applicant's e-mail and the application's unguessable reference, keeping its own parameters", async () => {
    const a = await checkout("rhea.ref@example.com", "Rhea Ref");
    const b = await checkout("sol.ref@example.com", "Sol Ref");
    expect(a.reference).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.reference).not.toBe(b.reference);
    const url = new URL(a.paymentUrl);
    expect(`${url.origin}${url.pathname}`).toBe("https://shop.example/cart/4400:1");
    expect(url.searchParams.get("channel")).toBe("site");
    expect(url.searchParams.get("checkout[email]")).toBe("rhea.ref@example.com");
    expect(url.searchParams.get("attributes[application]")).toBe(a.reference);
    expect(url.searchParams.get("note")).toContain(a.reference);
  });
});

describe("a paid order", () => {
  it("with the reference and another e-mail: one account for the application, its signatures carried, both e-mails in the console", async () => {
    const app = await checkout("lena.applies@example.com", "Lena Applies");
    await signAll(app.cookie, "Lena Applies");
    const body = JSON.stringify(
      order("Lena.Pays@Example.com", {
        note_attributes: [{ name: "application", value: app.reference }],
      }),
    );
    const res = await deliver(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().outcome).toBe(`verified:${app.id}:created`);
    // Again under another webhook id: still the one account.
    expect((await deliver(body)).json().outcome).toBe(`verified:${app.id}:existing`);

    const accounts = await accountsOf("lena.applies@example.com");
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.name).toBe("Lena Applies");
    expect(await accountsOf("lena.pays@example.com")).toHaveLength(0);
    const carried = await t.database.db.select().from(signatures).where(eq(signatures.applicantId, app.id));
    expect(carried).toHaveLength(3);
    expect(carried.every((s) => s.trainerId === accounts[0]!.id)).toBe(true);
    // Signed in to the account: 0 unsigned documents.
    const cookie = await loginAs(t.app, "lena.applies@example.com");
    const docs = await t.app.inject({ method: "GET", url: "/api/onboarding/documents", headers: { cookie } });
    expect(docs.json()).toMatchObject({ signedCount: 3, requiredCount: 3 });

    expect(await consoleRow(app.id)).toMatchObject({
      email: "lena.applies@example.com",
      orderEmail: "lena.pays@example.com",
      unmatchedOrder: false,
      trainerId: accounts[0]!.id,
      paymentStatus: "completed",
    });
  });

  it("with the reference only in its note: matched", async () => {
    const app = await checkout("nell.note@example.com", "Nell Note");
    const res = await deliver(
      JSON.stringify(order("someone.else@example.com", { note: `Application reference: ${app.reference}` })),
    );
    expect(res.json().outcome).toBe(`verified:${app.id}:created`);
    expect(await accountsOf("nell.note@example.com")).toHaveLength(1);
    expect(await accountsOf("someone.else@example.com")).toHaveLength(0);
  });

  it("matching nothing (an unknown reference, an unknown e-mail): a new applicant, flagged in the console", async () => {
    const res = await deliver(
      JSON.stringify(
        order("stranger.pays@example.com", {
          note_attributes: [{ name: "application", value: "00000000-0000-4000-8000-000000000000" }],
        }),
      ),
    );
    const [, id] = String(res.json().outcome).split(":");
    const row = await consoleRow(Number(id));
    expect(row).toMatchObject({ email: "stranger.pays@example.com", unmatchedOrder: true, orderEmail: null });
    // Matched by e-mail (today's rule): not flagged.
    const known = await checkout("known.email@example.com", "Known Email");
    const byEmail = await deliver(JSON.stringify(order("known.email@example.com")));
    expect(byEmail.json().outcome).toBe(`verified:${known.id}:created`);
    expect(await consoleRow(known.id)).toMatchObject({ unmatchedOrder: false, orderEmail: null });
  });
});

describe("attaching a flagged order to its application", () => {
  async function flaggedOrder(email: string) {
    const body = JSON.stringify(order(email));
    const res = await deliver(body);
    const id = Number(String(res.json().outcome).split(":")[1]);
    expect((await applicantRow(id))!.unmatchedOrder).toBe(true);
    return { id, body };
  }

  it("moves the payment and the order's account to the application, audited; the order then keeps finding it", async () => {
    const app = await checkout("otto.applies@example.com", "Otto Applies");
    await signAll(app.cookie, "Otto Applies");
    const flagged = await flaggedOrder("otto.personal@example.com");
    const [account] = await accountsOf("otto.personal@example.com");

    for (const cookie of [null, trainer]) {
      const refused = await attach(flagged.id, { toApplicantId: app.id }, cookie);
      expect(refused.statusCode).toBe(cookie ? 403 : 401);
    }
    expect((await applicantRow(app.id))!.trainerId).toBeNull();

    const res = await attach(flagged.id, { toApplicantId: app.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applicantId: app.id, trainerId: account!.id });
    expect(await applicantRow(flagged.id)).toBeUndefined();
    expect(await consoleRow(app.id)).toMatchObject({
      email: "otto.applies@example.com",
      orderEmail: "otto.personal@example.com",
      trainerId: account!.id,
      paymentStatus: "completed",
      unmatchedOrder: false,
      signedCount: 3,
    });
    const carried = await t.database.db.select().from(signatures).where(eq(signatures.applicantId, app.id));
    expect(carried.every((s) => s.trainerId === account!.id)).toBe(true);
    // The applicant's onboarding session ended: they sign in to the account now.
    const session = await t.app.inject({
      method: "GET",
      url: "/api/onboarding/session",
      headers: { cookie: app.cookie },
    });
    expect(session.json().signer).toBe("none");
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, "applicant.attach-order"));
    expect(audit).toMatchObject({ targetId: String(app.id), actorEmail: "admin@example.com" });

    // The same order again: the one account, on the application.
    expect((await deliver(flagged.body)).json().outcome).toBe(`verified:${app.id}:existing`);
    expect(await t.database.db.select().from(trainers).where(eq(trainers.id, account!.id))).toHaveLength(1);
    expect(await accountsOf("otto.applies@example.com")).toHaveLength(0);
  });

  it("refuses nonsense with plain messages, changing nothing", async () => {
    const flagged = await flaggedOrder("refuse.order@example.com");
    const app = await checkout("refuse.app@example.com", "Refuse App");
    const paid = await checkout("paid.app@example.com", "Paid App");
    await deliver(JSON.stringify(order("paid.app@example.com")));
    const cases: [number | string, unknown, number, string | undefined][] = [
      [flagged.id, { toApplicantId: flagged.id }, 400, ADMIN_TEXT.attachSelf],
      [flagged.id, { toApplicantId: 999_999 }, 404, ADMIN_TEXT.applicantNotFound],
      [999_999, { toApplicantId: app.id }, 404, ADMIN_TEXT.applicantNotFound],
      [app.id, { toApplicantId: flagged.id }, 409, ADMIN_TEXT.attachNotOrder],
      [flagged.id, { toApplicantId: paid.id }, 409, ADMIN_TEXT.attachHasAccount],
      [flagged.id, {}, 400, undefined],
      [flagged.id, { toApplicantId: "x" }, 400, undefined],
      ["abc", { toApplicantId: app.id }, 400, undefined],
    ];
    for (const [from, body, status, message] of cases) {
      const res = await attach(from, body);
      expect(res.statusCode, `${from} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await applicantRow(flagged.id))!.unmatchedOrder).toBe(true);
    expect((await applicantRow(app.id))!.trainerId).toBeNull();
  });
});
