/**
 * The storefront's paid-order webhook (POST /api/webhooks/storefront/orders-paid): HMAC-SHA256 of the raw
 * body (base64), current and previous secrets, one processing per webhook id, the order matched to the
 * applicant by e-mail, the account created once with the signatures carried, and nothing stored on a
 * refused call.
 */
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicants, signatures, trainers, webhookEvents } from "../../src/server/db/schema";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const SECRET = "whsec_current_0123456789abcdef";
const PREVIOUS = "whsec_previous_0123456789abcdef";
const PATH = "/api/webhooks/storefront/orders-paid";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STOREFRONT_WEBHOOK_SECRET: SECRET,
    STOREFRONT_WEBHOOK_SECRET_PREVIOUS: PREVIOUS,
    CERTIFICATION_SKUS: "SP-TRAINER-CERT",
    CERTIFICATION_PRODUCT_IDS: "8800001",
    RATE_LIMIT_LOGIN_PER_IP: "1000",
    RATE_LIMIT_LOGIN_PER_EMAIL: "1000",
  });
});
afterAll(() => t.close());

const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("base64");

const order = (email: string, overrides: Record<string, unknown> = {}) => ({
  id: 5_000_000 + Math.floor(Math.random() * 1_000_000),
  email,
  financial_status: "paid",
  customer: { first_name: "Maya", last_name: "Lindqvist", phone: "+1 918 555 0100" },
  billing_address: { city: "Austin", province_code: "TX", name: "Maya Lindqvist" },
  line_items: [{ product_id: 8800001, sku: "SP-TRAINER-CERT", title: "Trainer Certification" }],
  ...overrides,
});

let nextId = 1;
function deliver(body: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: PATH,
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-shopify-hmac-sha256": sign(body),
      "x-shopify-webhook-id": `wh-${nextId++}`,
      "x-shopify-topic": "orders/paid",
      // The storefront's servers send no browser headers; a foreign Origin must not matter either.
      origin: "https://shop.example",
      ...headers,
    },
  });
}

const count = async (table: typeof webhookEvents | typeof trainers | typeof applicants) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const snapshot = async () => ({
  events: await count(webhookEvents),
  trainers: await count(trainers),
  applicants: await count(applicants),
});
const accountOf = async (email: string) => t.app.services.trainers.accountByEmail(email);

describe("refused calls store nothing", () => {
  it.each([
    [
      "a wrong signature",
      (b: string) => ({ "x-shopify-hmac-sha256": sign(b, "not-the-secret-at-all") }),
      401,
    ],
    ["no signature", () => ({ "x-shopify-hmac-sha256": "" }), 401],
    ["a signature of another body", () => ({ "x-shopify-hmac-sha256": sign("{}") }), 401],
  ])("%s: %i", async (_name, headers, status) => {
    const before = await snapshot();
    const body = JSON.stringify(order("refused@example.com"));
    const res = await deliver(body, headers(body));
    expect(res.statusCode, res.body).toBe(status);
    expect(await snapshot()).toEqual(before);
    expect(await accountOf("refused@example.com")).toBeUndefined();
  });

  it("a body parsed and serialised again fails (the HMAC is of the raw bytes)", async () => {
    const before = await snapshot();
    const raw = JSON.stringify(order("reserialised@example.com"), null, 2);
    const again = JSON.stringify(JSON.parse(raw));
    const res = await deliver(again, { "x-shopify-hmac-sha256": sign(raw) });
    expect(res.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it("malformed JSON with a valid signature: 400", async () => {
    const before = await snapshot();
    const res = await deliver('{"id": 1, "email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The webhook body is not valid JSON.");
    expect(await snapshot()).toEqual(before);
  });

  it("no webhook id: 400", async () => {
    const res = await deliver(JSON.stringify(order("noid@example.com")), { "x-shopify-webhook-id": "" });
    expect(res.statusCode).toBe(400);
    expect(await accountOf("noid@example.com")).toBeUndefined();
  });
});

describe("a paid certification order", () => {
  it("creates the applicant and an in_training account, once, and e-mails the buyer", async () => {
    const body = JSON.stringify(order("maya.lindqvist@example.com"));
    const first = await deliver(body, { "x-shopify-webhook-id": "wh-maya" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe("processed");
    const account = await accountOf("maya.lindqvist@example.com");
    expect(account).toMatchObject({
      name: "Maya Lindqvist",
      status: "in_training",
      paymentStatus: "completed",
    });
    expect(account!.affiliateCode).toMatch(/^MAYALINDQVIST/);
    const profile = await t.app.services.trainers.profileOf(account!.id);
    expect(profile).toMatchObject({ city: "Austin", state: "TX" });

    const before = await snapshot();
    const duplicate = await deliver(body, { "x-shopify-webhook-id": "wh-maya" });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().status).toBe("duplicate");
    expect(await snapshot()).toEqual(before);

    // Another delivery of the same order under a new id still makes no second account.
    const again = await deliver(body, { "x-shopify-webhook-id": "wh-maya-retry" });
    expect(again.json().outcome).toMatch(/:existing$/);
    const rows = await t.database.db
      .select()
      .from(trainers)
      .where(eq(trainers.email, "maya.lindqvist@example.com"));
    expect(rows).toHaveLength(1);

    const box = await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=maya.lindqvist@example.com" });
    const subjects = (box.json() as { subject: string }[]).map((m) => m.subject);
    expect(subjects.some((s) => s.includes("trainer account is ready"))).toBe(true);
    expect(subjects.some((s) => s.includes("Sign your"))).toBe(true);
    // The new account may sign in by link.
    expect(await loginAs(t.app, "maya.lindqvist@example.com")).toMatch(/sp_session=/);
  });

  it("accepts the previous secret while a new one is rolled out", async () => {
    const body = JSON.stringify(order("previous.secret@example.com"));
    const res = await deliver(body, { "x-shopify-hmac-sha256": sign(body, PREVIOUS) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accountOf("previous.secret@example.com")).toBeDefined();
  });

  it("matches the applicant by e-mail and carries the signatures they made before paying", async () => {
    const agent = { cookie: "" };
    const start = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/checkout",
      payload: {
        fullName: "Noor Haddad",
        email: "Noor.Haddad@example.com",
        phone: "918-555-0111",
        city: "Tulsa",
        state: "OK",
        agreeTerms: true,
        paymentPlan: "full",
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    agent.cookie = String(start.headers["set-cookie"]).split(";")[0]!;
    const applicantId = start.json().applicantId;
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/documents/nda/sign",
      payload: { fullName: "noor haddad", agree: true, version: "1.0" },
      headers: { cookie: agent.cookie },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const res = await deliver(
      JSON.stringify(order("noor.haddad@example.com", { customer: { first_name: "N" } })),
    );
    expect(res.json().outcome).toBe(`verified:${applicantId}:created`);
    const account = await accountOf("noor.haddad@example.com");
    // The applicant's own details, not the order's shortened name.
    expect(account!.name).toBe("Noor Haddad");
    const carried = await t.database.db
      .select()
      .from(signatures)
      .where(eq(signatures.applicantId, applicantId));
    expect(carried).toHaveLength(1);
    expect(carried[0]!.trainerId).toBe(account!.id);
    const [applicant] = await t.database.db.select().from(applicants).where(eq(applicants.id, applicantId));
    expect(applicant).toMatchObject({ trainerId: account!.id, paymentStatus: "completed" });
    expect(applicant!.paymentVerifiedBy).toMatch(/^webhook:/);
  });

  it.each([
    [
      "an order without the certification",
      { line_items: [{ product_id: 1, sku: "SP-HOODIE" }] },
      "ignored:not-certification",
    ],
    ["an order not paid", { financial_status: "pending" }, "ignored:pending"],
  ])("records and ignores %s", async (_name, overrides, outcome) => {
    const email = `ignored.${nextId}@example.com`;
    const res = await deliver(JSON.stringify(order(email, overrides)));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe(outcome);
    expect(await accountOf(email)).toBeUndefined();
  });
});

/**
 * Faults (issue 17): the storefront retries, delivers twice at once, delivers late or out of order, or
 * the admin confirmed the payment by hand first. Whatever the order, one buyer ends with one trainer
 * account, one onboarding record whose payment is verified once (by whoever verified it first), and one
 * account-ready e-mail.
 */
describe("an order delivered twice, out of order, or after a payment confirmed by hand", () => {
  const mailsTo = async (email: string) =>
    (
      (
        await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })
      ).json() as {
        subject: string;
      }[]
    ).map((m) => m.subject);
  const accountReadyMails = async (email: string) =>
    (await mailsTo(email)).filter((s) => s.includes("trainer account is ready")).length;

  /** The buyer's accounts and onboarding records, as the database holds them. */
  async function recordsOf(email: string) {
    const accounts = await t.database.db
      .select()
      .from(trainers)
      .where(sql`lower(${trainers.email}) = ${email}`);
    const records = await t.database.db
      .select()
      .from(applicants)
      .where(sql`lower(${applicants.email}) = ${email}`);
    return { accounts, records };
  }

  /** One account, one onboarding record linked to it with its payment verified by `by`, one e-mail. */
  async function expectOnePayment(email: string, by: RegExp | string) {
    const { accounts, records } = await recordsOf(email);
    expect(accounts).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ trainerId: accounts[0]!.id, paymentStatus: "completed" });
    expect(records[0]!.paymentVerifiedBy).toMatch(by);
    expect(await accountReadyMails(email)).toBe(1);
    return { account: accounts[0]!, record: records[0]! };
  }

  it("the same delivery twice at once (one webhook id): one account, one payment", async () => {
    const email = "twice.at.once@example.com";
    const body = JSON.stringify(order(email));
    const answers = await Promise.all([
      deliver(body, { "x-shopify-webhook-id": "wh-twice-at-once" }),
      deliver(body, { "x-shopify-webhook-id": "wh-twice-at-once" }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    await expectOnePayment(email, "webhook:wh-twice-at-once");
    // A third, later: answered from the record, nothing done.
    const later = await deliver(body, { "x-shopify-webhook-id": "wh-twice-at-once" });
    expect(later.json().status).toBe("duplicate");
    await expectOnePayment(email, "webhook:wh-twice-at-once");
  });

  it("the same order under several webhook ids at once: one account, one payment", async () => {
    const email = "two.ids.at.once@example.com";
    const body = JSON.stringify(order(email));
    const answers = await Promise.all(
      ["a", "b", "c", "d"].map((id) => deliver(body, { "x-shopify-webhook-id": `wh-two-ids-${id}` })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const outcomes = answers.map((r) => String(r.json().outcome).split(":").at(-1)).sort();
    expect(outcomes).toEqual(["created", "existing", "existing", "existing"]);
    await expectOnePayment(email, /^webhook:wh-two-ids-[abcd]$/);
  });

  it("the same order under two webhook ids at once for an applicant who gave their details: one of each", async () => {
    const email = "applicant.two.ids@example.com";
    const start = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/details",
      payload: { fullName: "Ines Two", email, phone: "918-555-0120" },
    });
    expect(start.statusCode, start.body).toBe(200);
    const body = JSON.stringify(order(email));
    const answers = await Promise.all(
      ["wh-app-two-a", "wh-app-two-b", "wh-app-two-c"].map((id) =>
        deliver(body, { "x-shopify-webhook-id": id }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const { record } = await expectOnePayment(email, /^webhook:wh-app-two-[abc]$/);
    expect(record.id).toBe(start.json().applicantId);
  });

  it("an older delivery after a newer one (the flex plan's first instalment after the final one) changes nothing", async () => {
    const email = "flex.late@example.com";
    const id = 7_100_001;
    const paid = await deliver(JSON.stringify(order(email, { id, financial_status: "paid" })), {
      "x-shopify-webhook-id": "wh-flex-newer",
    });
    expect(paid.json().outcome).toMatch(/:created$/);
    const before = await expectOnePayment(email, "webhook:wh-flex-newer");

    const older = await deliver(JSON.stringify(order(email, { id, financial_status: "partially_paid" })), {
      "x-shopify-webhook-id": "wh-flex-older",
    });
    expect(older.json().outcome).toMatch(/:existing$/);
    // An event from before the payment (still pending) arriving last undoes nothing either.
    const pending = await deliver(JSON.stringify(order(email, { id, financial_status: "pending" })), {
      "x-shopify-webhook-id": "wh-flex-pending",
    });
    expect(pending.json().outcome).toBe("ignored:pending");
    const after = await expectOnePayment(email, "webhook:wh-flex-newer");
    expect(after.record.paymentVerifiedAt).toEqual(before.record.paymentVerifiedAt);
  });

  it("a paid order before the buyer's details: the account comes from the order, and the enrollment form then says to sign in", async () => {
    const email = "order.first@example.com";
    const res = await deliver(JSON.stringify(order(email)), { "x-shopify-webhook-id": "wh-order-first" });
    expect(res.json().outcome).toMatch(/:created$/);
    // The storefront's order e-mail links to /enroll?complete=1; the buyer fills the form afterwards.
    for (const url of ["/api/complete-enrollment", "/api/onboarding/checkout", "/api/onboarding/details"]) {
      const late = await t.app.inject({
        method: "POST",
        url,
        payload: {
          fullName: "Maya Lindqvist",
          email,
          phone: "918-555-0130",
          city: "Austin",
          state: "TX",
          address: "500 Congress Ave, Austin, TX 78701",
          shirtSize: "M",
          deviceColor: "black",
          agreeTerms: true,
          paymentPlan: "full",
        },
      });
      expect(late.statusCode, `${url}: ${late.body}`).toBe(409);
      expect(late.json().message).toBe("You already have a trainer account. Sign in to the trainer portal.");
    }
    await expectOnePayment(email, "webhook:wh-order-first");
    // They sign in with the account the order made.
    expect(await loginAs(t.app, email)).toMatch(/sp_session=/);
  });

  it("the applicant's 'I've Completed Payment' after the webhook verified it: still verified, and later signatures are the account's", async () => {
    const email = "claim.after@example.com";
    const start = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/checkout",
      payload: {
        fullName: "Clara After",
        email,
        phone: "918-555-0140",
        agreeTerms: true,
        paymentPlan: "full",
      },
    });
    const before = String(start.headers["set-cookie"]).split(";")[0]!;
    const applicantId = start.json().applicantId as number;
    await deliver(JSON.stringify(order(email)), { "x-shopify-webhook-id": "wh-claim-after" });
    // The account's creation ended the applicant's session (issue 27, F1); the documents e-mail's link opens it again.
    const ended = await t.app.inject({
      method: "PUT",
      url: `/api/trainers/${applicantId}`,
      payload: { paymentStatus: "completed" },
      headers: { cookie: before },
    });
    expect(ended.statusCode).toBe(401);
    const [mail] = (
      await t.app.inject({ method: "GET", url: `/api/dev/mailbox?to=${email}&limit=1` })
    ).json();
    const link = new URL(mail.links.find((l: string) => l.includes("/onboarding/documents")));
    const opened = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/link/consume",
      payload: { token: link.searchParams.get("token"), email: link.searchParams.get("email") },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const cookie = String(opened.headers["set-cookie"]).split(";")[0]!;

    const claim = await t.app.inject({
      method: "PUT",
      url: `/api/trainers/${applicantId}`,
      payload: { paymentStatus: "completed" },
      headers: { cookie },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json()).toMatchObject({ paymentStatus: "completed" });
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/documents/nda/sign",
      payload: { fullName: "Clara After", agree: true, version: "1.0" },
      headers: { cookie },
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const { account } = await expectOnePayment(email, "webhook:wh-claim-after");
    const [signature] = await t.database.db
      .select()
      .from(signatures)
      .where(eq(signatures.applicantId, applicantId));
    expect(signature!.trainerId).toBe(account.id);
  });

  it("after the admin confirmed the payment by hand: one account, the admin's payment, no second e-mail", async () => {
    const admin = await loginAs(t.app, "admin@example.com");
    const email = "confirmed.first@example.com";
    const start = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/checkout",
      payload: {
        fullName: "Hana ByHand",
        email,
        phone: "918-555-0150",
        agreeTerms: true,
        paymentPlan: "full",
      },
    });
    const applicantId = start.json().applicantId as number;
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/admin/applicants/${applicantId}/confirm-payment`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().created).toBe(true);
    const mailsBefore = (await mailsTo(email)).length;

    for (const id of ["wh-after-hand", "wh-after-hand", "wh-after-hand-retry"]) {
      const res = await deliver(JSON.stringify(order(email)), { "x-shopify-webhook-id": id });
      expect(res.statusCode).toBe(200);
    }
    const { record } = await expectOnePayment(email, /^admin:\d+$/);
    expect(record.id).toBe(applicantId);
    expect(record.trainerId).toBe(confirmed.json().trainerId);
    // Nothing e-mailed again: neither the account-ready nor the documents e-mail.
    expect((await mailsTo(email)).length).toBe(mailsBefore);
  });
});

/**
 * Content never stops an order (issue 27, F5): PostgreSQL refuses NUL and lone surrogates in text and
 * jsonb, so the order's values and its stored audit copy get U+FFFD instead; no body answers 5xx.
 */
describe("an order with NUL or lone surrogates anywhere, or an odd shape", () => {
  it("is processed, and its stored copy is sanitised", async () => {
    const email = "nul.order@example.com";
    const body = JSON.stringify(
      order(email, {
        customer: { first_name: "Ni\u0000na", last_name: "Sur\uD800rogate", phone: "\uDC00" },
        billing_address: { city: "Aus\u0000tin", province_code: "TX" },
        note: "\u0000",
        "key\u0000with\uD800": { deeper: [["\u0000", { "\uDFFF": "x\u0000" }]] },
        note_attributes: [{ name: "gift\u0000", value: "\uD83D" }],
      }),
    );
    const res = await deliver(body, { "x-shopify-webhook-id": "wh-nul" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "processed", outcome: expect.stringMatching(/:created$/) });
    const account = await accountOf(email);
    expect(account!.name).toBe("Ni\uFFFDna Sur\uFFFDrogate");
    const [event] = await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.id, "wh-nul"));
    const stored = JSON.stringify(event!.payload);
    expect(stored).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i);
    expect((event!.payload as Record<string, unknown>)["key\uFFFDwith\uFFFD"]).toEqual({
      deeper: [["\uFFFD", { "\uFFFD": "x\uFFFD" }]],
    });
  });

  it.each([
    ["arrays nested 100,000 deep", `{"id":1,"x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`, 400],
    ["objects nested 70 deep", `{"id":1,"x":${'{"a":'.repeat(70)}1${"}".repeat(70)}}`, 400],
    ["an id of the wrong type", JSON.stringify(order("wrong.id@example.com", { id: { a: 1 } })), 400],
    ["line items as a string", JSON.stringify(order("wrong.lines@example.com", { line_items: "x" })), 400],
    ["an e-mail of the wrong type", JSON.stringify(order("x@example.com", { email: 5 })), 400],
    [
      "a string of 900,000 characters",
      JSON.stringify(order("huge@example.com", { note: "é".repeat(450_000) })),
      200,
    ],
    [
      "odd note attributes",
      JSON.stringify(order("odd.attrs@example.com", { note_attributes: "x", note: 7 })),
      200,
    ],
  ])("%s", async (_name, body, status) => {
    const res = await deliver(body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  });
});
