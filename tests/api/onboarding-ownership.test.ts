/**
 * An application belongs to its applicant (issue 27, F1; decisions.md "Onboarding flow"): details sent
 * for an e-mail that already has an application change nothing, start no session and e-mail the
 * single-use link to its owner; the owner's own browser may still update it; a signed name is fixed;
 * applicant sessions end when the account is created, suspended or revoked, and on sign-out.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicants, mailOutbox, sessions } from "../../src/server/db/schema";
import { ONBOARDING_TEXT } from "../../src/shared/contracts/onboarding";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  admin = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

const as: ReturnType<typeof requestAs> = (...args) => requestAs(t.app)(...args);
const onboardingCookie = (res: { headers: Record<string, unknown> }) =>
  [res.headers["set-cookie"]]
    .flat()
    .map(String)
    .find((c) => c.startsWith("sp_onboarding="));
const applicantRow = async (id: number) =>
  (await t.database.db.select().from(applicants).where(eq(applicants.id, id)))[0]!;
const whoIs = async (cookie: string) => (await as(cookie, "GET", "/api/onboarding/session")).json();
const mails = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "onboarding-documents")));

/** The victim's checkout from their own browser: their application and its session. */
async function startAs(email: string, fullName = "Vera Owner") {
  const res = await as(undefined, "POST", "/api/onboarding/checkout", {
    fullName,
    email,
    phone: "918-555-0101",
    city: "Tulsa",
    agreeTerms: true,
    paymentPlan: "full",
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().applicantId as number, cookie: onboardingCookie(res)!.split(";")[0]! };
}

/** Opens the newest documents link e-mailed to the address, as a new browser. */
async function openEmailedLink(email: string) {
  const [mail] = (
    await as(undefined, "GET", `/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=1`)
  ).json();
  const link = new URL(mail.links.find((l: string) => l.includes("/onboarding/documents")));
  return as(undefined, "POST", "/api/onboarding/link/consume", {
    token: link.searchParams.get("token"),
    email: link.searchParams.get("email"),
  });
}

const intruder = { fullName: "Mallory Intruder", phone: "918-555-0666" };
const forms = {
  checkout: (email: string) => ({
    url: "/api/onboarding/checkout",
    body: { ...intruder, email, city: "Elsewhere", agreeTerms: true, paymentPlan: "flex" },
  }),
  details: (email: string) => ({
    url: "/api/onboarding/details",
    body: { ...intruder, email, city: "Elsewhere", state: "TX" },
  }),
  "complete-enrollment": (email: string) => ({
    url: "/api/complete-enrollment",
    body: { ...intruder, email, address: "1 Other Rd", shirtSize: "XL", deviceColor: "pink" },
  }),
};

describe.each(Object.entries(forms))("a stranger's %s with the applicant's e-mail", (name, form) => {
  it("changes nothing, starts no session and e-mails the link to the applicant", async () => {
    const email = `victim.${name}@example.com`;
    const victim = await startAs(email);
    const before = await applicantRow(victim.id);
    const mailed = (await mails(email)).length;
    // The stranger already has an application of their own: their session stays as it was.
    const own = await startAs(`stranger.${name}@example.com`, "Mallory Intruder");

    const { url, body } = form(email.toUpperCase());
    for (const cookie of [undefined, own.cookie]) {
      const res = await as(cookie, "POST", url, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ continueByEmail: true, message: ONBOARDING_TEXT.continueByEmail });
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
    expect(await applicantRow(victim.id)).toEqual(before);
    expect((await whoIs(own.cookie)).applicantId).toBe(own.id);
    expect((await whoIs(victim.cookie)).applicantId).toBe(victim.id);

    // The link goes to the applicant's own inbox, in their name, and opens their application.
    const sent = await mails(email);
    expect(sent).toHaveLength(mailed + 2);
    expect(sent.every((m) => !m.text.includes("Mallory"))).toBe(true);
    const opened = await openEmailedLink(email);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ applicantId: victim.id, fullName: "Vera Owner" });
    expect((await whoIs(onboardingCookie(opened)!.split(";")[0]!)).applicantId).toBe(victim.id);
    // The owner's browser keeps working.
    expect((await whoIs(victim.cookie)).applicantId).toBe(victim.id);
  });
});

it("paces the e-mails strangers cause: the owner's inbox is not flooded", async () => {
  const paced = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "2" });
  try {
    const email = "flooded@example.com";
    const post = (ip: string) =>
      paced.app.inject({
        method: "POST",
        url: "/api/onboarding/details",
        payload: { ...intruder, email },
        remoteAddress: ip,
      });
    expect((await post("192.0.2.1")).statusCode).toBe(200);
    for (let i = 2; i < 8; i++) expect((await post(`192.0.2.${i}`)).json().continueByEmail).toBe(true);
    const sent = await paced.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent).toHaveLength(2);
  } finally {
    await paced.close();
  }
}, 60_000);

describe("the owner's own browser", () => {
  it("updates its application as before", async () => {
    const victim = await startAs("owner.updates@example.com");
    const res = await as(victim.cookie, "POST", "/api/onboarding/details", {
      fullName: "Vera Owner",
      email: "owner.updates@example.com",
      phone: "918-555-0102",
      city: "Norman",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applicantId: victim.id });
    expect(await applicantRow(victim.id)).toMatchObject({ phone: "918-555-0102", city: "Norman" });
  });

  it("cannot change the name once a document is signed; later signatures keep the first name", async () => {
    const me = await startAs("signed.name@example.com", "Zoë Ångström");
    const sign = (id: string, fullName: string) =>
      as(me.cookie, "POST", `/api/onboarding/documents/${id}/sign`, {
        fullName,
        agree: true,
        version: "1.0",
      });
    const rename = async (fullName: string) => {
      const res = await as(me.cookie, "POST", "/api/onboarding/details", {
        fullName,
        email: "signed.name@example.com",
        phone: "918-555-0103",
      });
      // The owner's session is renewed with each update.
      me.cookie = onboardingCookie(res)?.split(";")[0] ?? me.cookie;
      return res;
    };
    // Before a signature the owner may still correct it.
    expect((await rename("Zoe Angstrom")).statusCode).toBe(200);
    expect((await sign("agreement", "zoe angstrom")).statusCode).toBe(200);

    const refused = await rename("Someone Else");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { field: "fullName", message: ONBOARDING_TEXT.nameFixedOnceSigned },
    ]);
    // The same name in another spelling of case and spaces is accepted and kept as it was.
    expect((await rename("ZOE  ANGSTROM")).statusCode).toBe(200);
    expect(await applicantRow(me.id)).toMatchObject({ fullName: "Zoe Angstrom", phone: "918-555-0103" });

    // Even a name changed behind the form's back does not change whose name signs.
    await t.database.db.update(applicants).set({ fullName: "Other Person" }).where(eq(applicants.id, me.id));
    const other = await sign("nda", "Other Person");
    expect(other.statusCode).toBe(400);
    expect(other.json().issues[0]).toEqual({ field: "fullName", message: ONBOARDING_TEXT.signNameMismatch });
    const same = await sign("nda", "Zoe Angstrom");
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ signerName: "zoe angstrom", signedCount: 2 });
  });
});

describe("applicant sessions end", () => {
  const applicantSessions = (id: number) =>
    t.database.db.select().from(sessions).where(eq(sessions.applicantId, id));

  it("when the admin's confirmation creates the account", async () => {
    const me = await startAs("ends.on.account@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/applicants/${me.id}/confirm-payment`,
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoIs(me.cookie)).signer).toBe("none");
    expect(await applicantSessions(me.id)).toEqual([]);
  });

  it("when the webhook's verification creates the account", async () => {
    const me = await startAs("ends.on.webhook@example.com");
    await t.app.services.onboarding.verifyPayment(me.id, "webhook:test");
    expect((await whoIs(me.cookie)).signer).toBe("none");
  });

  it.each(["suspended", "revoked"])("when the account is %s, and its links open nothing", async (status) => {
    const email = `ends.${status}@example.com`;
    const me = await startAs(email);
    const { trainerId } = await t.app.services.onboarding.verifyPayment(me.id, "admin:test");
    // The account-ready mail came with the documents link: opening it starts a session again.
    const opened = await openEmailedLink(email);
    expect(opened.statusCode, opened.body).toBe(200);
    const cookie = onboardingCookie(opened)!.split(";")[0]!;
    expect((await whoIs(cookie)).signer).toBe("applicant");

    await t.app.services.onboarding.sendDocumentsEmail(await applicantRow(me.id));
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/trainers/${trainerId}`,
      payload: { status },
      headers: { cookie: admin, origin: t.config.publicUrl },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await whoIs(cookie)).signer).toBe("none");
    expect(await applicantSessions(me.id)).toEqual([]);
    expect((await openEmailedLink(email)).statusCode).toBe(410);
  });
});

describe("POST /api/onboarding/session/end", () => {
  it("signs the applicant out: the session row is gone and the cookie cleared", async () => {
    const me = await startAs("signs.out@example.com");
    const res = await as(me.cookie, "POST", "/api/onboarding/session/end");
    expect(res.statusCode).toBe(204);
    expect(onboardingCookie(res)).toMatch(/^sp_onboarding=;.*Expires=Thu, 01 Jan 1970/);
    expect((await whoIs(me.cookie)).signer).toBe("none");
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.applicantId, me.id), isNotNull(sessions.applicantId))),
    ).toEqual([]);
    expect((await as(me.cookie, "GET", "/api/onboarding/documents")).statusCode).toBe(401);
  });

  it("is harmless without a session, and leaves a trainer's own session alone", async () => {
    expect((await as(undefined, "POST", "/api/onboarding/session/end")).statusCode).toBe(204);
    const unknown = await as("sp_onboarding=not-a-session", "POST", "/api/onboarding/session/end");
    expect(unknown.statusCode).toBe(204);
    const res = await as(admin, "POST", "/api/onboarding/session/end");
    expect(res.statusCode).toBe(204);
    expect((await as(admin, "GET", "/api/me")).statusCode).toBe(200);
  });
});
