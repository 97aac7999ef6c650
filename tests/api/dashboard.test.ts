/**
 * GET /api/dashboard (the Welcome card from the caller's own record) and the unsigned-documents count
 * of GET /api/me: the onboarding checklist of src/server/modules/onboarding/progress.ts on the demo
 * data and on trainers made through the dev route.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS } from "../../src/server/db/content/documents";
import { applicants, signatures, trainerProfiles } from "../../src/server/db/schema";
import { DASHBOARD_TEXT } from "../../src/shared/contracts/dashboard";
import { todayIn } from "../../src/shared/time-zones";
import { WELCOME_LINK_IDS } from "../../src/shared/welcome-links";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** A new certified trainer through the dev route (no documents, no applicant), signed in. */
async function freshTrainer(email: string, extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Fresh Trainer", email, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, cookie: await loginAs(t.app, email) };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const STEP_IDS = [
  "payment",
  "document:agreement",
  "document:nda",
  "document:waiver",
  ...WELCOME_LINK_IDS.map((id) => `welcome:${id}`),
  "profile",
];

describe("the today block", () => {
  it("names no class and class 1 to study for a new trainer, then the class the trainer adds", async () => {
    const fresh = await freshTrainer("today.block@example.com");
    const before = (await get("/api/dashboard", fresh.cookie)).json();
    expect(before).toMatchObject({ nextClass: null, nextWeek: 1 });

    const inTen = new Date(`${todayIn("America/Chicago")}T12:00:00Z`);
    inTen.setUTCDate(inTen.getUTCDate() + 10);
    const date = inTen.toISOString().slice(0, 10);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/trainer-classes",
      headers: { cookie: fresh.cookie },
      payload: {
        version: (await get("/api/trainer-classes", fresh.cookie)).json().version,
        class: {
          title: "Today Block Class",
          date,
          startTime: "18:30",
          location: "Boise Rec Center",
          paymentLink: "https://pay.example/today",
        },
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = (await get("/api/dashboard", fresh.cookie)).json();
    expect(after.nextClass).toMatchObject({ title: "Today Block Class", date, location: "Boise Rec Center" });
  });
});

describe("the demo trainer's Welcome card", () => {
  it("comes from their own record", async () => {
    const cookie = await loginAs(t.app, "trainer@example.com");
    const res = await get("/api/dashboard", cookie);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({
      name: "Kayla Brooks",
      email: "trainer@example.com",
      status: "certified",
      city: "Phoenix",
      state: "AZ",
      location: "Phoenix, AZ",
      profilePicture: "/demo/avatars/kayla-brooks.webp",
      certificationDate: "2025-06-02",
      renewalDate: "2027-06-02",
      affiliateCode: "SP-KAYLA03",
    });
    expect(card.onboardingSteps.map((s: { id: string }) => s.id)).toEqual(STEP_IDS);
    // Paid, three documents signed, six links visited; the profile is not 100%: Business has Stripe
    // and the affiliate link but not PayPal or Pillar (2 of 4). 10 of 11 steps = 91.
    const notDone = card.onboardingSteps.filter((s: { done: boolean }) => !s.done);
    expect(notDone.map((s: { id: string }) => s.id)).toEqual(["profile"]);
    expect(card.onboardingProgress).toBe(91);
    expect(card.onboardingSteps.find((s: { id: string }) => s.id === "document:nda")).toEqual({
      id: "document:nda",
      label: "Non-Disclosure Agreement",
      done: true,
    });
  });

  it("has no unsigned documents for any demo identity, so no banner", async () => {
    for (const email of ["trainer@example.com", "lead@example.com", "admin@example.com"]) {
      const me = await get("/api/me", await loginAs(t.app, email));
      expect(me.json().unsignedDocuments, email).toBe(0);
    }
  });

  it("gives a demo trainer in training the banner", async () => {
    const me = await get("/api/me", await loginAs(t.app, "whitney.carver@example.com"));
    expect(me.statusCode).toBe(200);
    expect(me.json().unsignedDocuments).toBe(3);
  });

  it("shows the admin their own card", async () => {
    const cookie = await loginAs(t.app, "admin@example.com");
    const res = await get("/api/dashboard", cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Dana Whitfield",
      email: "admin@example.com",
      status: "hq",
      location: "Tulsa, OK",
      certificationDate: "2025-01-06",
      renewalDate: "2027-01-06",
      affiliateCode: "SP-DANA01",
    });
  });
});

describe("a trainer made by the dev route", () => {
  it("sees the banner and a low progress", async () => {
    const { cookie } = await freshTrainer("fresh.one@example.com", { city: "Boise", state: "ID" });
    const me = await get("/api/me", cookie);
    expect(me.json().unsignedDocuments).toBe(3);
    const card = (await get("/api/dashboard", cookie)).json();
    expect(card).toMatchObject({
      name: "Fresh Trainer",
      location: "Boise, ID",
      profilePicture: null,
      certificationDate: null,
      renewalDate: null,
      affiliateCode: null,
    });
    // Only the payment (an account exists only after a verified payment or by the admin): 1 of 11.
    expect(
      card.onboardingSteps.filter((s: { done: boolean }) => s.done).map((s: { id: string }) => s.id),
    ).toEqual(["payment"]);
    expect(card.onboardingProgress).toBe(9);
  });

  it("shows no location when neither city nor state is set", async () => {
    const { cookie } = await freshTrainer("fresh.nowhere@example.com");
    const card = (await get("/api/dashboard", cookie)).json();
    expect(card).toMatchObject({ city: "", state: "", location: null });
  });

  it("counts a signature only at the document's current version", async () => {
    const { id, cookie } = await freshTrainer("fresh.old@example.com");
    const agreement = DOCUMENTS.find((d) => d.id === "agreement")!;
    await t.database.db.insert(signatures).values({
      documentId: "agreement",
      documentVersion: "0.9",
      trainerId: id,
      signerName: "Fresh Trainer",
      textSha256: sha256("an older text"),
    });
    expect((await get("/api/me", cookie)).json().unsignedDocuments).toBe(3);
    const step = (card: { onboardingSteps: { id: string; done: boolean }[] }) =>
      card.onboardingSteps.find((s) => s.id === "document:agreement")!.done;
    expect(step((await get("/api/dashboard", cookie)).json())).toBe(false);

    await t.database.db.insert(signatures).values({
      documentId: "agreement",
      documentVersion: agreement.version,
      trainerId: id,
      signerName: "Fresh Trainer",
      textSha256: sha256(agreement.body),
    });
    expect((await get("/api/me", cookie)).json().unsignedDocuments).toBe(2);
    expect(step((await get("/api/dashboard", cookie)).json())).toBe(true);
  });

  it("reaches 100 with signatures carried from the applicant, the six links and the own profile sections", async () => {
    const { id, cookie } = await freshTrainer("fresh.done@example.com");
    const [applicant] = await t.database.db
      .insert(applicants)
      .values({
        fullName: "Fresh Trainer",
        email: "fresh.done@example.com",
        paymentStatus: "completed",
        paymentVerifiedAt: new Date(),
        welcomeLinksVisited: [...WELCOME_LINK_IDS],
        trainerId: id,
      })
      .returning({ id: applicants.id });
    // Signed while still an applicant: the signatures name the applicant, not the account.
    await t.database.db.insert(signatures).values(
      DOCUMENTS.map((d) => ({
        documentId: d.id,
        documentVersion: d.version,
        applicantId: applicant!.id,
        signerName: "Fresh Trainer",
        textSha256: sha256(d.body),
      })),
    );
    expect((await get("/api/me", cookie)).json().unsignedDocuments).toBe(0);
    const before = (await get("/api/dashboard", cookie)).json();
    expect(before.onboardingProgress).toBe(91);

    // Every item the trainer fills; the owner-only fields (display name, city, state, training date)
    // stay empty and do not hold the trainer below 100%.
    await t.database.db
      .update(trainerProfiles)
      .set({
        instagram: "https://www.instagram.com/fresh",
        facebook: "https://www.facebook.com/fresh",
        website: "https://fresh.example.com",
        hasInsurance: true,
        insuranceProvider: "next",
        hasStripe: true,
        stripePaymentLink: "https://pay.example/fresh",
        hasPaypal: true,
        paypalPaymentLink: "https://paypal.me/fresh",
        hasPillar: true,
        pillarAccountLink: "https://pillar.io/fresh",
        hasAffiliateLink: true,
        affiliateLink: "https://shop.example/?ref=FRESH",
        publicBio: "New trainer in town.",
        specializations: ["Women's Self-Defense"],
        certificationDate: "2024-02-29",
      })
      .where(eq(trainerProfiles.trainerId, id));
    const after = (await get("/api/dashboard", cookie)).json();
    expect(after.onboardingSteps.every((s: { done: boolean }) => s.done)).toBe(true);
    expect(after.onboardingProgress).toBe(100);
    // No stored renewal date: certification + 2 years.
    expect(after).toMatchObject({ certificationDate: "2024-02-29", renewalDate: "2026-03-01" });
  });

  it("answers 404 with the e-mail when the profile row is missing", async () => {
    const { id, cookie } = await freshTrainer("fresh.noprofile@example.com");
    await t.database.db.delete(trainerProfiles).where(eq(trainerProfiles.trainerId, id));
    const res = await get("/api/dashboard", cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(DASHBOARD_TEXT.notFound("fresh.noprofile@example.com"));
  });
});

it("refuses anonymous callers", async () => {
  const res = await get("/api/dashboard");
  expect(res.statusCode).toBe(401);
});
