/**
 * What the status page after the documents reads (issue 27, point 3): GET /api/onboarding/session says
 * whether the trainer account exists yet (`accountReady`) beside the payment's status, for an
 * applicant's own session, a signed-in trainer, and nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onboardingSession } from "../../src/shared/contracts/onboarding";
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  admin = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

const session = async (cookie?: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/onboarding/session",
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  // The answer keeps to its contract (the web reads it typed from there).
  return onboardingSession.parse(res.json());
};

async function checkout(email: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/onboarding/checkout",
    payload: { fullName: "Noor Status", email, phone: "918-555-0142", agreeTerms: true, paymentPlan: "full" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = [res.headers["set-cookie"]]
    .flat()
    .map(String)
    .find((c) => c.startsWith("sp_onboarding="))!
    .split(";")[0]!;
  return { id: res.json().applicantId as number, cookie };
}

describe("GET /api/onboarding/session: accountReady", () => {
  it("is false for nobody", async () => {
    expect(await session()).toMatchObject({ signer: "none", accountReady: false, paymentStatus: null });
  });

  it("is false while the applicant's payment is pending or only claimed", async () => {
    const a = await checkout("noor.status@example.com");
    expect(await session(a.cookie)).toMatchObject({
      signer: "applicant",
      applicantId: a.id,
      paymentStatus: "pending",
      accountReady: false,
    });
    const claim = await t.app.inject({
      method: "PUT",
      url: `/api/trainers/${a.id}`,
      headers: { cookie: a.cookie },
      payload: { paymentStatus: "completed", onboardingStatus: "documents_pending" },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(await session(a.cookie)).toMatchObject({ paymentStatus: "claimed", accountReady: false });
  });

  it("is true once the payment is verified and the account made: the new trainer signed in sees it", async () => {
    const a = await checkout("noor.ready@example.com");
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/admin/applicants/${a.id}/confirm-payment`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const trainer = await loginAs(t.app, "noor.ready@example.com");
    expect(await session(trainer)).toMatchObject({
      signer: "trainer",
      paymentStatus: "completed",
      accountReady: true,
    });
  });
});
