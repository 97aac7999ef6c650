/**
 * Assessments (GET /api/trainer-portal-data, POST /api/assessments/{id}/attempts, POST
 * /api/assessments/submit, GET /api/assessments/{id}/review): no correct answer or explanation before a
 * pass, scoring on the server against the stored key, the pass mark ceil(questions × threshold / 100),
 * and tampered submissions refused with nothing stored. Attempts' time, order and pacing:
 * tests/api/assessment-attempts.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENTS } from "../../src/server/db/content/assessments";
import { assessmentAttempts } from "../../src/server/db/schema";
import {
  ASSESSMENT_TEXT,
  type PortalAssessment,
  passingCount,
  portalData,
  submitResult,
} from "../../src/shared/contracts/assessments";
import { attemptCalls, keyOf as keyOfSlug } from "../support/assessment-attempts";
import { createTestApp, loginAs, manualClock, type TestApp } from "../support/test-app";

const TRAINER = "trainer@example.com";
const FRESH = "fern.assess@example.com";
const OTHER = "lead@example.com";

let t: TestApp;
const cookie: Record<string, string> = {};
let freshId = 0;
// Retakes are paced (10 minutes after a failure): the tests move the app's clock past the wait.
const clock = manualClock();
let calls: ReturnType<typeof attemptCalls>;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    { now: clock.now },
  );
  calls = attemptCalls(t.app, (who) => cookie[who]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/dev/trainers",
    payload: { name: "Fern Okafor", email: FRESH, city: "Tulsa", state: "OK" },
  });
  freshId = res.json().id;
  for (const email of [TRAINER, FRESH, OTHER]) cookie[email] = await loginAs(t.app, email);
});
afterAll(() => t.close());

async function data(who: string) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/trainer-portal-data",
    headers: { cookie: cookie[who]! },
  });
  expect(res.statusCode, res.body).toBe(200);
  return portalData.parse(res.json());
}
/** Starts an attempt at `a` and submits the stored choices `answers` (the key's numbering), mapped to its order. */
async function take(who: string, a: PortalAssessment, answers: number[]) {
  clock.advance(11 * 60 * 1000);
  const attempt = await calls.start(who, a.id);
  return calls.submitRaw(who, {
    attemptId: attempt.attemptId,
    answers: calls.shownChoices(attempt, a.slug, answers),
  });
}
const attemptsOf = async (trainerId: number) =>
  t.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.trainerId, trainerId));
const keyOf = (a: PortalAssessment) => keyOfSlug(a.slug);

describe("GET /api/trainer-portal-data", () => {
  it("lists the six assessments in class order with counts and the pass mark, never an answer", async () => {
    const { assessments } = await data(FRESH);
    expect(assessments.map((a) => a.classNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const a of assessments) {
      expect(a.questionCount).toBe(a.questions.length);
      expect(a.passingCount).toBe(Math.ceil((a.questionCount * a.passThreshold) / 100));
      expect(a.latestAttempt).toBeNull();
      expect(a.passedOnce).toBe(false);
    }
    const raw = JSON.stringify(assessments);
    expect(raw).not.toMatch(/"(correctAnswer|correct_answer|correct|explanation)"/);
    // Not even the texts: no explanation of the shipped content appears anywhere in the answer.
    for (const q of ASSESSMENTS.flatMap((x) => x.questions)) expect(raw).not.toContain(q.explanation);
    expect(assessments.some((a) => a.questions.some((q) => q.curriculumGuidance))).toBe(true);
  });

  it("gives the demo trainer their passed attempt", async () => {
    const { assessments, attempts } = await data(TRAINER);
    const passed = assessments.filter((a) => a.passedOnce);
    expect(passed).toHaveLength(1);
    expect(passed[0]!.latestAttempt).toMatchObject({ passed: true, percent: 100 });
    expect(attempts.length).toBeGreaterThanOrEqual(1);
  });

  it("refuses anonymous callers", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/trainer-portal-data" })).statusCode).toBe(401);
  });
});

describe("POST /api/assessments/submit", () => {
  it("scores a failing attempt on the server and stores it, without the right answers or explanations", async () => {
    const [first] = (await data(FRESH)).assessments;
    const key = keyOf(first!);
    // Right on the first question only; the rest wrong or unanswered.
    const answers = key.map((k, i) =>
      i === 0 ? k : i === 1 ? -1 : (k + 1) % first!.questions[i]!.options.length,
    );
    const res = await take(FRESH, first!, answers);
    expect(res.statusCode, res.body).toBe(200);
    const result = submitResult.parse(res.json());
    expect(result).toMatchObject({
      score: 1,
      totalQuestions: key.length,
      percent: Math.round((1 / key.length) * 100),
      passed: false,
      passingCount: passingCount(key.length, first!.passThreshold),
      wrongQuestions: key.slice(1).map((_, i) => i + 2),
      review: null,
    });
    // Not a right answer nor an explanation anywhere in a pre-pass result.
    expect(res.body).not.toMatch(/"(correctAnswer|explanation)"/);
    const content = ASSESSMENTS.find((x) => x.slug === first!.slug)!;
    for (const q of content.questions) expect(res.body).not.toContain(q.explanation);

    const stored = await attemptsOf(freshId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 1, passed: false, answers });
    const again = (await data(FRESH)).assessments[0]!;
    expect(again.latestAttempt).toMatchObject({ passed: false, score: 1 });
    expect(again.passedOnce).toBe(false);
  });

  it("passes at exactly the passing count", async () => {
    const [first] = (await data(FRESH)).assessments;
    const key = keyOf(first!);
    const needed = passingCount(key.length, first!.passThreshold);
    const answers = key.map((k, i) => (i < needed ? k : -1));
    const res = await take(FRESH, first!, answers);
    expect(res.statusCode, res.body).toBe(200);
    const result = submitResult.parse(res.json());
    expect(result).toMatchObject({ score: needed, passed: true });
    // Passed: the whole review, in the stored option order.
    expect(result.review?.map((r) => r.correctAnswer)).toEqual(key);
    expect(result.review?.[key.length - 1]).toMatchObject({ yourAnswer: -1, correct: false });
    const after = (await data(FRESH)).assessments[0]!;
    expect(after.passedOnce).toBe(true);
    expect(after.latestAttempt).toMatchObject({ passed: true, score: needed });
  });

  it.each([
    ["too few answers", (key: number[]) => ({ answers: key.slice(1) }), 400],
    ["too many answers", (key: number[]) => ({ answers: [...key, 0] }), 400],
    ["an index out of range", (key: number[]) => ({ answers: key.map((k, i) => (i === 2 ? 4 : k)) }), 400],
    ["an index below -1", (key: number[]) => ({ answers: key.map(() => -2) }), 400],
    ["a fractional index", (key: number[]) => ({ answers: key.map(() => 0.5) }), 400],
    ["a score sent by the client", () => ({ answers: [], score: 99 }), 400],
    ["an unknown attempt", (key: number[]) => ({ answers: key, attemptId: 999_999 }), 404],
  ])("refuses %s and stores nothing", async (_name, body, status) => {
    const [, second] = (await data(FRESH)).assessments;
    const attempt = await calls.start(FRESH, second!.id);
    const before = (await attemptsOf(freshId)).length;
    const otherBefore = (await data(OTHER)).attempts.length;
    const res = await calls.submitRaw(FRESH, { attemptId: attempt.attemptId, ...body(keyOf(second!)) });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toMatch(/explanation|correctAnswer/);
    expect((await attemptsOf(freshId)).length).toBe(before);
    expect((await data(OTHER)).attempts.length).toBe(otherBefore);
  });

  it("names the question out of range", async () => {
    const [, second] = (await data(FRESH)).assessments;
    const attempt = await calls.start(FRESH, second!.id);
    const answers = keyOf(second!).map((k, i) => (i === 2 ? 9 : k));
    const res = await calls.submitRaw(FRESH, { attemptId: attempt.attemptId, answers });
    expect(res.json().issues).toEqual([{ field: "answers.2", message: ASSESSMENT_TEXT.outOfRange(3) }]);
  });

  it("refuses anonymous callers", async () => {
    expect((await calls.submitRaw(undefined, { attemptId: 1, answers: [] })).statusCode).toBe(401);
  });
});

describe("GET /api/assessments/{id}/review", () => {
  it("shows the caller's passed attempt with its review", async () => {
    const [first] = (await data(FRESH)).assessments;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/assessments/${first!.id}/review`,
      headers: { cookie: cookie[FRESH]! },
    });
    expect(res.statusCode, res.body).toBe(200);
    const review = submitResult.parse(res.json());
    expect(review.passed).toBe(true);
    expect(review.review?.map((r) => r.correctAnswer)).toEqual(keyOf(first!));
  });

  it("is 404 without a passed attempt, for another trainer as well", async () => {
    const [first, second] = (await data(FRESH)).assessments;
    const none = await t.app.inject({
      method: "GET",
      url: `/api/assessments/${second!.id}/review`,
      headers: { cookie: cookie[FRESH]! },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ASSESSMENT_TEXT.noPassedAttempt);
    const other = await t.app.inject({
      method: "GET",
      url: `/api/assessments/${first!.id}/review`,
      headers: { cookie: cookie[OTHER]! },
    });
    expect(other.statusCode).toBe(404);
  });
});
