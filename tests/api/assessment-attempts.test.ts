/**
 * An attempt's life on the server (decisions.md "Assessments"): it starts with POST
 * /api/assessments/{id}/attempts (id, start time, options shuffled per attempt), its time is the app's
 * clock between start and submission, it is submitted once and only by its trainer, and retakes are
 * paced (RETAKE_WAIT_MINUTES after a failure, ATTEMPTS_PER_DAY in 24 hours: 429 with Retry-After).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentAttempts, assessmentQuestions } from "../../src/server/db/schema";
import {
  ASSESSMENT_TEXT,
  ATTEMPTS_PER_DAY,
  type PortalAssessment,
  portalData,
  RETAKE_WAIT_MINUTES,
  submitResult,
} from "../../src/shared/contracts/assessments";
import { attemptCalls, contentOf, keyOf } from "../support/assessment-attempts";
import { createTestApp, loginAs, manualClock, type TestApp } from "../support/test-app";

const MINUTE = 60 * 1000;
const clock = manualClock();
let t: TestApp;
let calls: ReturnType<typeof attemptCalls>;
const cookie: Record<string, string> = {};
const ids: Record<string, number> = {};
let first: PortalAssessment;
let second: PortalAssessment;

/** A new trainer, signed in, for one scenario: pacing is per trainer. */
async function trainer(name: string) {
  const email = `${name.toLowerCase()}.attempts@example.com`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: `${name} Tester`, email, city: "Tulsa", state: "OK" },
  });
  ids[email] = res.json().id;
  cookie[email] = await loginAs(t.app, email);
  return email;
}
const wrongAll = (a: PortalAssessment) =>
  keyOf(a.slug).map((k, i) => (k + 1) % contentOf(a.slug).questions[i]!.options.length);
async function submitStored(who: string, a: PortalAssessment, stored: number[]) {
  const attempt = await calls.start(who, a.id);
  return calls.submitRaw(who, {
    attemptId: attempt.attemptId,
    answers: calls.shownChoices(attempt, a.slug, stored),
  });
}
const scoredOf = (who: string) =>
  t.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.trainerId, ids[who]!));

beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    { now: clock.now },
  );
  calls = attemptCalls(t.app, (who) => cookie[who]);
  for (const email of ["trainer@example.com", "lead@example.com", "admin@example.com"])
    cookie[email] = await loginAs(t.app, email);
  const res = await t.app.inject({
    method: "GET",
    url: "/api/trainer-portal-data",
    headers: { cookie: cookie["lead@example.com"]! },
  });
  [first, second] = portalData.parse(res.json()).assessments as [PortalAssessment, PortalAssessment];
});
afterAll(() => t.close());

describe("POST /api/assessments/{id}/attempts", () => {
  it("starts on the server: an id, the server's start time, the questions without answers", async () => {
    const who = await trainer("Ada");
    const res = await calls.startRaw(who, first.id);
    expect(res.statusCode, res.body).toBe(200);
    const attempt = res.json();
    expect(attempt).toMatchObject({ assessmentId: first.id, startedAt: clock.now().toISOString() });
    expect(attempt.questions.map((q: { id: number }) => q.id)).toEqual(first.questions.map((q) => q.id));
    expect(res.body).not.toMatch(/"(correctAnswer|explanation)"/);
    // Starting again while it is open resumes it: same attempt, same order, same clock.
    clock.advance(MINUTE);
    expect((await calls.startRaw(who, first.id)).json()).toEqual(attempt);
  });

  it("shuffles the options per attempt yet scores each attempt against the right answers", async () => {
    const who = await trainer("Bea");
    const a = await calls.start(who, first.id);
    const wrong = await calls.submitRaw(who, {
      attemptId: a.attemptId,
      answers: calls.shownChoices(a, first.slug, wrongAll(first)),
    });
    expect(wrong.json()).toMatchObject({ score: 0, passed: false });
    clock.advance(RETAKE_WAIT_MINUTES * MINUTE);
    const b = await calls.start(who, first.id);
    expect(b.attemptId).not.toBe(a.attemptId);
    // Same options, another order (ten questions of four options: the same order is a 1 in 24^10 chance).
    expect(b.questions.map((q) => q.options)).not.toEqual(a.questions.map((q) => q.options));
    for (const [i, q] of b.questions.entries())
      expect([...q.options].sort()).toEqual([...contentOf(first.slug).questions[i]!.options].sort());
    const right = await calls.submitRaw(who, {
      attemptId: b.attemptId,
      answers: calls.shownChoices(b, first.slug, keyOf(first.slug)),
    });
    const result = submitResult.parse(right.json());
    expect(result).toMatchObject({ score: first.questionCount, passed: true, wrongQuestions: [] });
    // Stored in the key's numbering: the passed review shows the stored options and answers.
    expect((await scoredOf(who)).map((r) => r.answers)).toContainEqual(keyOf(first.slug));
  });

  it("refuses a retake within the wait, saying when, and allows it after", async () => {
    const who = await trainer("Cy");
    expect((await submitStored(who, first, wrongAll(first))).statusCode).toBe(200);
    clock.advance(3 * MINUTE);
    const refused = await calls.startRaw(who, first.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String((RETAKE_WAIT_MINUTES - 3) * 60));
    expect(refused.json().message).toBe(ASSESSMENT_TEXT.retakeWait("in 7 minutes"));
    // Another assessment is not held by this one's wait.
    expect((await calls.startRaw(who, second.id)).statusCode).toBe(200);
    clock.advance(7 * MINUTE);
    expect((await calls.startRaw(who, first.id)).statusCode).toBe(200);
  });

  it(`refuses more than ${ATTEMPTS_PER_DAY} attempts in 24 hours`, async () => {
    const who = await trainer("Dee");
    const startedAt = clock.now().getTime();
    for (let n = 0; n < ATTEMPTS_PER_DAY; n++) {
      expect((await submitStored(who, first, wrongAll(first))).statusCode).toBe(200);
      clock.advance(RETAKE_WAIT_MINUTES * MINUTE);
    }
    const refused = await calls.startRaw(who, first.id);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBe((startedAt + 24 * 60 * MINUTE - clock.now().getTime()) / 1000);
    expect(refused.json().message).toBe(ASSESSMENT_TEXT.dailyCap(ATTEMPTS_PER_DAY, "in 24 hours"));
    expect(await scoredOf(who)).toHaveLength(ATTEMPTS_PER_DAY);
    clock.advance(retryAfter * 1000);
    expect((await calls.startRaw(who, first.id)).statusCode).toBe(200);
  });

  it("answers 404 for no such assessment, 400 for a bad id, 401 without a session", async () => {
    const who = await trainer("Eve");
    expect((await calls.startRaw(who, 999_999)).json()).toMatchObject({
      message: ASSESSMENT_TEXT.unknownAssessment,
    });
    expect((await calls.startRaw(who, 999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/assessments/abc/attempts",
      headers: { cookie: cookie[who]! },
    });
    expect(bad.statusCode).toBe(400);
    expect((await calls.startRaw(undefined, first.id)).statusCode).toBe(401);
  });
});

describe("POST /api/assessments/submit (an attempt)", () => {
  it("measures the time on the server: a client claiming 1 second is not believed", async () => {
    const who = await trainer("Fay");
    const attempt = await calls.start(who, first.id);
    clock.advance(7 * MINUTE + 30 * 1000);
    const res = await calls.submitRaw(who, {
      attemptId: attempt.attemptId,
      answers: calls.shownChoices(attempt, first.slug, keyOf(first.slug)),
      timeSpent: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeSpent: 450, completedAt: clock.now().toISOString() });
    expect((await scoredOf(who))[0]).toMatchObject({ timeSpent: 450 });
  });

  it("is submitted once, and only by its trainer", async () => {
    const who = await trainer("Gus");
    const attempt = await calls.start(who, first.id);
    const body = {
      attemptId: attempt.attemptId,
      answers: calls.shownChoices(attempt, first.slug, wrongAll(first)),
    };
    // Another trainer, the admin and an anonymous caller cannot submit it (nor learn that it exists).
    for (const other of ["lead@example.com", "admin@example.com"]) {
      const res = await calls.submitRaw(other, body);
      expect(res.statusCode, other).toBe(404);
      expect(res.json().message).toBe(ASSESSMENT_TEXT.unknownAttempt);
    }
    expect((await calls.submitRaw(undefined, body)).statusCode).toBe(401);
    expect(await scoredOf(who)).toHaveLength(0);
    expect((await calls.submitRaw(who, body)).statusCode).toBe(200);
    const again = await calls.submitRaw(who, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ASSESSMENT_TEXT.alreadySubmitted);
    expect(await scoredOf(who)).toHaveLength(1);
  });

  it("refuses an attempt whose questions changed since it started, and starts afresh", async () => {
    const who = await trainer("Hal");
    const attempt = await calls.start(who, second.id);
    const q = second.questions[0]!;
    await t.database.db
      .update(assessmentQuestions)
      .set({ options: [...q.options, "A fifth option"] })
      .where(and(eq(assessmentQuestions.id, q.id), eq(assessmentQuestions.assessmentId, second.id)));
    const res = await calls.submitRaw(who, {
      attemptId: attempt.attemptId,
      answers: second.questions.map(() => 0),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSESSMENT_TEXT.changedSinceStart);
    const next = await calls.start(who, second.id);
    expect(next.attemptId).not.toBe(attempt.attemptId);
    expect(next.questions[0]!.options).toHaveLength(q.options.length + 1);
  });
});
