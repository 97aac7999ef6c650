/**
 * The console's trainer page, section by section (src/shared/contracts/admin-trainer-record.ts;
 * docs/decisions/0041): the trainer's onboarding (payment, checklist, applications, signatures), classes
 * (upcoming, the newest past ones, no private notes), scored attempts and live sessions (a device in
 * words and times: no session id, hash or IP). Each answers 404 for an id that names no trainer;
 * who may call them is in tests/support/route-matrix.ts.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS } from "../../src/server/db/content/documents";
import { applicants, assessmentAttempts, assessments, classes, signatures } from "../../src/server/db/schema";
import { ADMIN_TEXT } from "../../src/shared/contracts/admin";
import { PAST_CLASSES_SHOWN } from "../../src/shared/contracts/admin-trainer-record";
import { createTestApp, loginAs, requestLink, sessionCookie, type TestApp } from "../support/test-app";

let t: TestApp;
let admin = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
  admin = await loginAs(t.app, "admin@example.com");
});
afterAll(() => t.close());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const get = (url: string, cookie = admin) => t.app.inject({ method: "GET", url, headers: { cookie } });
const section = (id: number, name: string) => get(`/api/admin/trainers/${id}/${name}`);

let seeded = 0;
async function freshTrainer(name = "Rita Record") {
  const email = `record.${seeded++}.${Date.now().toString(36)}@example.com`;
  const res = await t.app.inject({ method: "POST", url: "/api/dev/trainers", payload: { name, email } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, email };
}

/** Signs `email` in from a browser saying `userAgent`; answers the session cookie ("name=value"). */
async function signInFrom(email: string, userAgent: string) {
  const { token } = await requestLink(t.app, email);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/magic-link/consume",
    payload: { token, email },
    headers: { "user-agent": userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

describe("every section", () => {
  it.each(["onboarding", "classes", "attempts", "sessions"])(
    "%s answers 404 with the console's words for an unknown trainer, 400 for an id that is no number",
    async (name) => {
      const missing = await section(999_999, name);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(ADMIN_TEXT.notFound);
      expect((await get(`/api/admin/trainers/abc/${name}`)).statusCode).toBe(400);
    },
  );
});

describe("onboarding and signatures", () => {
  it("shows the payment, the checklist, the linked applications and every signature, newest first", async () => {
    const { id, email } = await freshTrainer();
    const [application] = await t.database.db
      .insert(applicants)
      .values({
        fullName: "Rita Record",
        email,
        paymentPlan: "full",
        paymentStatus: "completed",
        paymentVerifiedAt: new Date("2026-02-03T10:00:00Z"),
        paymentVerifiedBy: "admin:1",
        trainerId: id,
      })
      .returning({ id: applicants.id });
    const agreement = DOCUMENTS.find((d) => d.id === "agreement")!;
    // An old version signed as an applicant, then the current one as the trainer.
    await t.database.db.insert(signatures).values([
      {
        documentId: "agreement",
        documentVersion: "0.9",
        applicantId: application!.id,
        signerName: "Rita Record",
        textSha256: sha256("an older text"),
        signedAt: new Date("2026-01-05T09:00:00Z"),
      },
      {
        documentId: "agreement",
        documentVersion: agreement.version,
        trainerId: id,
        signerName: "Rita Record",
        textSha256: sha256(agreement.body),
        signedAt: new Date("2026-02-05T09:00:00Z"),
      },
    ]);

    const res = await section(id, "onboarding");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.applications).toEqual([
      expect.objectContaining({
        id: application!.id,
        paymentPlan: "full",
        paymentStatus: "completed",
        paymentVerifiedAt: "2026-02-03T10:00:00.000Z",
        paymentVerifiedBy: "admin:1",
      }),
    ]);
    expect(body.signatures).toEqual([
      expect.objectContaining({ documentVersion: agreement.version, current: true, textMatches: true }),
      expect.objectContaining({ documentVersion: "0.9", current: false, textMatches: false }),
    ]);
    // The text signed stays on the Onboarding tab.
    expect(body.signatures[0]).not.toHaveProperty("text");
    const step = (stepId: string) => body.steps.find((s: { id: string }) => s.id === stepId)?.done;
    expect(step("payment")).toBe(true);
    expect(step("document:agreement")).toBe(true);
    expect(step("document:nda")).toBe(false);
    expect(body.progress).toBeGreaterThan(0);
    expect(body.progress).toBeLessThan(100);
  });

  it("shows no application and no signature for an account made in the console", async () => {
    const { id } = await freshTrainer();
    const body = (await section(id, "onboarding")).json();
    expect(body).toMatchObject({ applications: [], signatures: [] });
    expect(
      body.steps.filter((s: { done: boolean }) => s.done).map((s: { id: string }) => s.id),
    ).not.toContain("document:agreement");
  });
});

describe("classes", () => {
  it("splits upcoming and past classes, keeps the newest past ones, and never shows private notes", async () => {
    const { id } = await freshTrainer();
    const row = (date: string, title: string) => ({
      trainerId: id,
      title,
      date,
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "America/Chicago",
      location: "Community Center",
      notes: "Private: bring the pads",
    });
    const past = Array.from({ length: PAST_CLASSES_SHOWN + 2 }, (_, i) =>
      row(`2020-01-${String(i + 1).padStart(2, "0")}`, `Past ${i + 1}`),
    );
    await t.database.db.insert(classes).values([...past, row("2099-05-01", "Future")]);

    const res = await section(id, "classes");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe("America/Chicago");
    expect(body.upcoming.map((c: { title: string }) => c.title)).toEqual(["Future"]);
    expect(body.upcoming[0]).toMatchObject({ startTime: "18:00", endTime: "20:00" });
    expect(body.pastCount).toBe(PAST_CLASSES_SHOWN + 2);
    expect(body.past).toHaveLength(PAST_CLASSES_SHOWN);
    expect(body.past[0].title).toBe(`Past ${PAST_CLASSES_SHOWN + 2}`);
    expect(res.body).not.toContain("Private: bring the pads");
  });
});

describe("assessment attempts", () => {
  it("lists each scored attempt with its assessment, newest first, and counts the assessments passed", async () => {
    const { id } = await freshTrainer();
    const all = await t.database.db.select().from(assessments);
    const first = all.find((a) => a.classNumber === 1)!;
    await t.database.db.insert(assessmentAttempts).values([
      {
        trainerId: id,
        assessmentId: first.id,
        answers: [],
        score: 6,
        totalQuestions: 10,
        passed: false,
        timeSpent: 300,
        completedAt: new Date("2026-03-01T12:00:00Z"),
      },
      {
        trainerId: id,
        assessmentId: first.id,
        answers: [],
        score: 9,
        totalQuestions: 10,
        passed: true,
        timeSpent: 420,
        completedAt: new Date("2026-03-02T12:00:00Z"),
      },
    ]);
    const res = await section(id, "attempts");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.assessmentCount).toBe(all.length);
    expect(body.passedCount).toBe(1);
    expect(body.attempts).toEqual([
      expect.objectContaining({ assessmentTitle: first.title, classNumber: 1, percent: 90, passed: true }),
      expect.objectContaining({ assessmentTitle: first.title, percent: 60, passed: false, timeSpent: 300 }),
    ]);
  });
});

describe("sessions", () => {
  it("counts live sessions, each as a device and its times, with no id, hash or IP", async () => {
    const { id, email } = await freshTrainer();
    const phone = await signInFrom(email, IPHONE);
    await signInFrom(email, WINDOWS_CHROME);

    const res = await section(id, "sessions");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.active).toBe(2);
    expect(body.sessions.map((s: { device: string }) => s.device).sort()).toEqual([
      "Chrome on Windows",
      "Safari on iPhone",
    ]);
    for (const s of body.sessions)
      expect(Object.keys(s).sort()).toEqual(["createdAt", "device", "expiresAt", "lastSeenAt"]);
    const cookieValue = phone.split("=")[1]!;
    expect(res.body).not.toContain(sha256(cookieValue));
    expect(res.body).not.toContain(cookieValue);
    expect(res.body).not.toContain("127.0.0.1");
  });

  it("shows none once the trainer is suspended (suspension ends them)", async () => {
    const { id, email } = await freshTrainer();
    await signInFrom(email, IPHONE);
    expect((await section(id, "sessions")).json().active).toBe(1);
    const suspended = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/trainers/${id}`,
      headers: { cookie: admin },
      payload: { status: "suspended" },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await section(id, "sessions")).json()).toEqual({ active: 0, sessions: [] });
  });
});
