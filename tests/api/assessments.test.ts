/**
 * Assessments (GET /api/trainer-portal-data, POST /api/assessments/submit, GET /api/assessments/{id}/review):
 * no correct answer or explanation before a submission, scoring on the server against the stored key,
 * the pass mark ceil(questions × threshold / 100), and tampered submissions refused with nothing stored.
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
import { createTestApp, loginAs, type TestApp } from "../support/test-app";

const TRAINER = "trainer@example.com";
const FRESH = "fern.assess@example.com";
const OTHER = "lead@example.com";

let t: TestApp;
const cookie: Record<string, string> = {};
let freshId = 0;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" });
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
const submit = (who: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/assessments/submit",
    payload,
    headers: who ? { cookie: cookie[who]! } : {},
  });
const attemptsOf = async (trainerId: number) =>
  t.database.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.trainerId, trainerId));
/** The shipped answer key of an assessment (by slug). */
const keyOf = (a: PortalAssessment) =>
  ASSESSMENTS.find((x) => x.slug === a.slug)!.questions.map((q) => q.correctAnswer);

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
  it("scores a failing attempt on the server, stores it, and only then reveals the review", async () => {
    const [first] = (await data(FRESH)).assessments;
    const key = keyOf(first!);
    // Right on the first question only; the rest wrong or unanswered.
    const answers = key.map((k, i) =>
      i === 0 ? k : i === 1 ? -1 : (k + 1) % first!.questions[i]!.options.length,
    );
    const res = await submit(FRESH, { assessmentId: first!.id, answers, timeSpent: 95 });
    expect(res.statusCode, res.body).toBe(200);
    const result = submitResult.parse(res.json());
    expect(result).toMatchObject({
      score: 1,
      totalQuestions: key.length,
      percent: Math.round((1 / key.length) * 100),
      passed: false,
      passingCount: passingCount(key.length, first!.passThreshold),
      timeSpent: 95,
    });
    expect(result.review[1]).toMatchObject({ yourAnswer: -1, correctAnswer: key[1], correct: false });
    expect(result.review[1]!.explanation.length).toBeGreaterThan(0);

    const stored = await attemptsOf(freshId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 1, passed: false, timeSpent: 95, answers });
    const again = (await data(FRESH)).assessments[0]!;
    expect(again.latestAttempt).toMatchObject({ passed: false, score: 1 });
    expect(again.passedOnce).toBe(false);
  });

  it("passes at exactly the passing count", async () => {
    const [first] = (await data(FRESH)).assessments;
    const key = keyOf(first!);
    const needed = passingCount(key.length, first!.passThreshold);
    const answers = key.map((k, i) => (i < needed ? k : -1));
    const res = await submit(FRESH, {
      assessmentId: first!.id,
      answers,
      timeSpent: 300,
      email: FRESH.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ score: needed, passed: true });
    const after = (await data(FRESH)).assessments[0]!;
    expect(after.passedOnce).toBe(true);
    expect(after.latestAttempt).toMatchObject({ passed: true, score: needed });
  });

  it.each([
    [
      "an unknown assessment",
      (a: PortalAssessment) => ({ assessmentId: 999_999, answers: keyOf(a), timeSpent: 1 }),
      400,
    ],
    [
      "too few answers",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: keyOf(a).slice(1), timeSpent: 1 }),
      400,
    ],
    [
      "too many answers",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: [...keyOf(a), 0], timeSpent: 1 }),
      400,
    ],
    [
      "an index out of range",
      (a: PortalAssessment) => ({
        assessmentId: a.id,
        answers: keyOf(a).map((k, i) => (i === 2 ? 4 : k)),
        timeSpent: 1,
      }),
      400,
    ],
    [
      "an index below -1",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: keyOf(a).map(() => -2), timeSpent: 1 }),
      400,
    ],
    [
      "a fractional index",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: keyOf(a).map(() => 0.5), timeSpent: 1 }),
      400,
    ],
    [
      "a negative time",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: keyOf(a), timeSpent: -5 }),
      400,
    ],
    [
      "a score sent by the client",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: [], timeSpent: 1, score: 99 }),
      400,
    ],
    [
      "another trainer's e-mail",
      (a: PortalAssessment) => ({ assessmentId: a.id, answers: keyOf(a), timeSpent: 1, email: OTHER }),
      403,
    ],
  ])("refuses %s and stores nothing", async (_name, body, status) => {
    const [, second] = (await data(FRESH)).assessments;
    const before = (await attemptsOf(freshId)).length;
    const otherBefore = (await data(OTHER)).attempts.length;
    const res = await submit(FRESH, body(second!));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.body).not.toMatch(/explanation|correctAnswer/);
    expect((await attemptsOf(freshId)).length).toBe(before);
    expect((await data(OTHER)).attempts.length).toBe(otherBefore);
  });

  it("names the question out of range", async () => {
    const [, second] = (await data(FRESH)).assessments;
    const answers = keyOf(second!).map((k, i) => (i === 2 ? 9 : k));
    const res = await submit(FRESH, { assessmentId: second!.id, answers, timeSpent: 1 });
    expect(res.json().issues).toEqual([{ field: "answers.2", message: ASSESSMENT_TEXT.outOfRange(3) }]);
  });

  it("refuses anonymous callers", async () => {
    expect((await submit(undefined, { assessmentId: 1, answers: [], timeSpent: 0 })).statusCode).toBe(401);
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
    expect(review.review.map((r) => r.correctAnswer)).toEqual(keyOf(first!));
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
