/**
 * The onboarding calls: the applicant's own session (checkout, details, enrollment, the e-mailed link),
 * the payment claim that cannot grant payment, who may call the applicant routes, and the signature's
 * audit record (name, time, IP, user agent, SHA-256 of the exact text).
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicants, documents, signatures } from "../../src/server/db/schema";
import { ONBOARDING_TEXT } from "../../src/shared/contracts/onboarding";
import { createTestApp, loginAs, PRODUCTION_ENV, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
let admin = "";
let trainer = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  admin = await loginAs(t.app, "admin@example.com");
  trainer = await loginAs(t.app, "trainer@example.com");
});
afterAll(() => t.close());

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  [res.headers["set-cookie"]]
    .flat()
    .map(String)
    .find((c) => c.startsWith("sp_onboarding="))!
    .split(";")[0]!;

async function checkout(email: string, extra: Record<string, unknown> = {}, cookie?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/onboarding/checkout",
    headers: cookie ? { cookie } : {},
    payload: {
      fullName: "Ines Moreau",
      email,
      phone: "918-555-0199",
      agreeTerms: true,
      paymentPlan: "flex",
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().applicantId as number, cookie: cookieOf(res), body: res.json() };
}

const applicantRow = async (id: number) =>
  (await t.database.db.select().from(applicants).where(eq(applicants.id, id)))[0]!;

describe("checkout and details", () => {
  it("creates the applicant with its own session and answers the plan's payment page", async () => {
    const a = await checkout("ines.moreau@example.com");
    // The storefront's page, with the application's reference on the order (issue 27, point 2).
    expect(a.body.paymentUrl.split("?")[0]).toBe(t.config.site.checkoutFlexUrl);
    expect(a.cookie).toMatch(/^sp_onboarding=/);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/onboarding/session",
      headers: { cookie: a.cookie },
    });
    expect(session.json()).toMatchObject({
      signer: "applicant",
      applicantId: a.id,
      paymentStatus: "pending",
    });
    const row = await applicantRow(a.id);
    expect(row).toMatchObject({ agreeTerms: true, termsVersion: "1.0", paymentStatus: "pending" });
    // The same e-mail again, from the applicant's own browser, updates the same open application.
    const again = await checkout("INES.MOREAU@example.com", { paymentPlan: "full", city: "Lyon" }, a.cookie);
    expect(again.id).toBe(a.id);
    expect(again.body.paymentUrl.split("?")[0]).toBe(t.config.site.checkoutFullUrl);
  });

  it("refuses missing details and terms with the spec's message; nothing stored", async () => {
    const before = (await t.database.db.select().from(applicants)).length;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/checkout",
      payload: { fullName: "", email: "x@example.com", phone: "", agreeTerms: false, paymentPlan: "full" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(ONBOARDING_TEXT.checkoutInvalid);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect((await t.database.db.select().from(applicants)).length).toBe(before);
  });

  it("tells someone with an account to sign in instead", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/details",
      payload: { fullName: "Demo Trainer", email: "trainer@example.com", phone: "918-555-0100" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ONBOARDING_TEXT.alreadyAccount);
  });
});

describe("PUT /api/trainers/{id}: a claim, never a payment", () => {
  it("records the claim from the applicant's own session, even with paymentStatus completed", async () => {
    const a = await checkout("claim.only@example.com");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/trainers/${a.id}`,
      payload: { paymentStatus: "completed", onboardingStatus: "completed" },
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: a.id, paymentStatus: "claimed", onboardingStatus: "documents_pending" });
    const row = await applicantRow(a.id);
    expect(row.paymentVerifiedAt).toBeNull();
    expect(row.trainerId).toBeNull();
    expect(await t.app.services.trainers.accountByEmail("claim.only@example.com")).toBeUndefined();
  });

  it("refuses another browser's session, a trainer, and nobody; the admin may", async () => {
    const a = await checkout("someone.else@example.com");
    const b = await checkout("intruder@example.com");
    const put = (cookie?: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/trainers/${a.id}`,
        payload: { paymentStatus: "completed" },
        headers: cookie ? { cookie } : {},
      });
    expect((await put(b.cookie)).statusCode).toBe(403);
    expect((await put(trainer)).statusCode).toBe(403);
    expect((await put()).statusCode).toBe(401);
    expect((await applicantRow(a.id)).paymentStatus).toBe("pending");
    const byAdmin = await put(admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().paymentStatus).toBe("claimed");
    const trigger = await t.app.inject({
      method: "POST",
      url: `/api/trainers/${a.id}/trigger-onboarding`,
      headers: { cookie: b.cookie },
    });
    expect(trigger.statusCode).toBe(403);
  });
});

describe("the documents e-mail and its link", () => {
  it("complete-enrollment e-mails a single-use link that opens the applicant's session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/complete-enrollment",
      payload: {
        fullName: "Priya Raman",
        email: "priya.enrolls@example.com",
        phone: "9185550123",
        address: "12 Elm St, Tulsa, OK 74103",
        shirtSize: "M",
        deviceColor: "mint-green",
        paymentPlan: "shopify",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().emailed).toBe(true);
    const [mail] = (
      await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=priya.enrolls@example.com&limit=1" })
    ).json();
    const link = new URL(mail.links.find((l: string) => l.includes("/onboarding/documents")));
    const body = { token: link.searchParams.get("token"), email: link.searchParams.get("email") };
    const used = await t.app.inject({ method: "POST", url: "/api/onboarding/link/consume", payload: body });
    expect(used.statusCode, used.body).toBe(200);
    const docs = await t.app.inject({
      method: "GET",
      url: "/api/onboarding/documents",
      headers: { cookie: cookieOf(used) },
    });
    expect(docs.json()).toMatchObject({ signerName: "Priya Raman", signedCount: 0, requiredCount: 3 });
    const twice = await t.app.inject({ method: "POST", url: "/api/onboarding/link/consume", payload: body });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe(ONBOARDING_TEXT.linkInvalid);
  });

  it("shows the enrollment form's messages", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/complete-enrollment",
      payload: { phone: "123" },
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().issues as { field: string; message: string }[]).map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        ONBOARDING_TEXT.fullNameRequired,
        ONBOARDING_TEXT.emailRequired,
        ONBOARDING_TEXT.phoneRequired,
        ONBOARDING_TEXT.addressRequired,
        ONBOARDING_TEXT.shirtSizeRequired,
        ONBOARDING_TEXT.deviceColorRequired,
      ]),
    );
  });
});

describe("signing", () => {
  it("keeps the audit record: name, time, IP, user agent and the SHA-256 of the exact text", async () => {
    const a = await checkout("signer.audit@example.com", { fullName: "Zoë Ångström" });
    const doc = await t.app.inject({
      method: "GET",
      url: "/api/onboarding/documents/agreement",
      headers: { cookie: a.cookie },
    });
    expect(doc.statusCode).toBe(200);
    const { version, body, sha256 } = doc.json();
    expect(sha256).toBe(createHash("sha256").update(body).digest("hex"));

    const sign = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: "/api/onboarding/documents/agreement/sign",
        payload,
        headers: { cookie: a.cookie, "user-agent": "AuditTest/1.0" },
        remoteAddress: "203.0.113.7",
      });
    expect((await sign({ fullName: "Someone Else", agree: true, version })).json().issues[0].message).toBe(
      ONBOARDING_TEXT.signNameMismatch,
    );
    expect((await sign({ fullName: "Zoe Angstrom", agree: false, version })).statusCode).toBe(400);
    expect((await sign({ fullName: "Zoe Angstrom", agree: true, version: "0.9" })).statusCode).toBe(409);
    expect(await t.database.db.select().from(signatures).where(eq(signatures.applicantId, a.id))).toEqual([]);

    const ok = await sign({ fullName: "  zoe  angstrom ", agree: true, version });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().signedCount).toBe(1);
    // Signing again keeps the first record.
    await sign({ fullName: "Zoë Ångström", agree: true, version });
    const records = await t.database.db.select().from(signatures).where(eq(signatures.applicantId, a.id));
    expect(records).toHaveLength(1);
    const [stored] = await t.database.db.select().from(documents).where(eq(documents.id, "agreement"));
    expect(records[0]).toMatchObject({
      documentId: "agreement",
      documentVersion: version,
      signerName: "zoe  angstrom",
      ip: "203.0.113.7",
      userAgent: "AuditTest/1.0",
      textSha256: createHash("sha256").update(stored!.body).digest("hex"),
    });
    expect(records[0]!.signedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses signing without a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/onboarding/documents/nda/sign",
      payload: { fullName: "x", agree: true, version: "1.0" },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ONBOARDING_TEXT.noApplicant);
  });
});

describe("signing in before the payment is verified", () => {
  it("answers an applicant like a sent link and e-mails them that their payment is being confirmed", async () => {
    await checkout("waiting.payment@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/magic-login",
      payload: { email: "waiting.payment@example.com" },
    });
    // The answer tells a stranger nothing (docs/decisions/0026; tests/api/sign-in-oracles.test.ts).
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const box = await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=waiting.payment@example.com" });
    const [mail] = box.json();
    expect(mail.text).toContain(ONBOARDING_TEXT.paymentBeingConfirmed);
    expect(mail.links.some((l: string) => l.includes("/trainer-portal/magic-link"))).toBe(false);
  });
});

describe('/test, the test mode page (docs/product.md "Security" 9)', () => {
  it("is served outside production and is 404 with NODE_ENV=production unless enabled", async () => {
    const page = (app: TestApp) => app.app.inject({ method: "GET", url: "/test" });
    const dev = await createTestApp({ DEMO_DATA: "off" }, undefined, {}, (config) => {
      config.webDir = testWebDir();
    });
    const prod = await createTestApp({ ...PRODUCTION_ENV, DEMO_DATA: "off" }, undefined, {}, (config) => {
      config.webDir = testWebDir();
    });
    const enabled = await createTestApp(
      { ...PRODUCTION_ENV, DEMO_DATA: "off", ENABLE_TEST_PAGE: "on" },
      undefined,
      {},
      (config) => {
        config.webDir = testWebDir();
      },
    );
    try {
      expect((await page(dev)).statusCode).toBe(200);
      expect((await page(prod)).statusCode).toBe(404);
      expect((await page(enabled)).statusCode).toBe(200);
    } finally {
      await Promise.all([dev.close(), prod.close(), enabled.close()]);
    }
  }, 90_000);
});
