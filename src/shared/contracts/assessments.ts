/**
 * Assessments, the "Next Train the Trainer Class" screen and its runner (spec portal §2 Assessments list
 * and Assessment runner, §3 assessment, question, attempt, submission, §4, §5, §7, §8; docs/product.md
 * "Assessments are scored on the server"), and the console's question editor (its schemas are in
 * admin.ts). The endpoints are at the bottom.
 *
 * decisions.md "Assessments": the time spent is measured on the server; correct answers and
 * explanations reach the browser only once the trainer has passed the assessment.
 */
import { z } from "zod";
import { adminAssessmentList, adminQuestion, questionEdit, questionParams } from "./admin";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

export const ASSESSMENT_TEXT = {
  screenTitle: "Next Train the Trainer Class",
  noTimeLimit: "No Time Limit",
  start: "Start Assessment",
  retake: "Retake Assessment",
  review: "Review Assessment",
  passedBadge: "Passed",
  failedBadge: "Failed",
  previousAttempt: "Previous Attempt",
  submit: "Submit Assessment",
  passed: "PASSED",
  needsRetake: "NEEDS RETAKE",
  studyGuide: "Study Guide",
  // §8
  loadFailed: "Failed to fetch trainer portal data",
  loadFailedTitle: "Error Loading Assessments",
  loadFailedText:
    "Unable to load assessments. Please refresh the page or contact support if the problem persists.",
  emptyTitle: "No Assessments Available",
  emptyText: "New assessments will appear here when your next class opens.",
  submitFailedTitle: "Error",
  submitFailed: "Failed to submit assessment. Please try again.",
  // server answers (ours)
  unknownAssessment: "There is no such assessment.",
  wrongCount: (n: number) => `Answer every question: this assessment has ${n} questions.`,
  outOfRange: (n: number) => `Answer ${n} is not one of the question's options.`,
  noPassedAttempt: "You have not passed this assessment yet.",
  unknownAttempt: "There is no such attempt. Start the assessment again.",
  alreadySubmitted: "This attempt has already been submitted.",
  changedSinceStart: "This assessment changed after you started it. Please start it again.",
  retakeWait: (when: string) => `You can retake this assessment ${when}.`,
  dailyCap: (cap: number, when: string) =>
    `You have taken this assessment ${cap} times in the last 24 hours. You can take it again ${when}.`,
  wrongQuestionsTitle: "Questions to review",
  reviewAfterPass: "The correct answers and explanations are shown once you pass.",
} as const;

/**
 * Retake pacing (decisions.md "Assessments"; docs/product.md): a failed attempt may be retaken after a
 * short wait, and at most a handful of attempts at one assessment are scored in 24 hours.
 */
export const RETAKE_WAIT_MINUTES = 10;
export const ATTEMPTS_PER_DAY = 5;

/** "in 7 minutes", "in 3 hours": when a paced retake opens, rounded up. */
export function retryIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** §9: the default pass mark, in percent. */
export const DEFAULT_PASS_THRESHOLD = 80;
/** A day: an attempt open longer is not resumed, and its time is counted as a day at most. */
export const MAX_TIME_SPENT_SECONDS = 24 * 60 * 60;

/** §5: passing count = ceil(questions × threshold / 100). */
export function passingCount(questions: number, threshold: number = DEFAULT_PASS_THRESHOLD): number {
  return Math.ceil((questions * threshold) / 100);
}

/** Whole-number percent of a score; 0 for an empty assessment. */
export function scorePercent(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 100) : 0;
}

// --- GET /api/trainer-portal-data -----------------------------------------------------------------

/** A question as the runner shows it: no correct answer, no explanation. */
export const runnerQuestion = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** The blue "Study Guide" hint, when the question has one. */
  curriculumGuidance: z.string().nullable(),
});
export type RunnerQuestion = z.infer<typeof runnerQuestion>;

export const assessmentAttempt = z.object({
  assessmentId: z.number(),
  score: z.number(),
  totalQuestions: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  /** Seconds. */
  timeSpent: z.number(),
  /** ISO date-time. */
  completedAt: z.string(),
});
export type AssessmentAttempt = z.infer<typeof assessmentAttempt>;

export const portalAssessment = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  classNumber: z.number(),
  passThreshold: z.number(),
  questionCount: z.number(),
  /** Correct answers needed to pass: passingCount(questionCount, passThreshold). */
  passingCount: z.number(),
  questions: z.array(runnerQuestion),
  /** The caller's latest attempt, or null. */
  latestAttempt: assessmentAttempt.nullable(),
  /** The caller has passed it at least once (Review Assessment). */
  passedOnce: z.boolean(),
});
export type PortalAssessment = z.infer<typeof portalAssessment>;

export const portalData = z.object({
  assessments: z.array(portalAssessment),
  /** Every attempt of the caller, newest first (the spec's "attempts"). */
  attempts: z.array(assessmentAttempt),
});
export type PortalData = z.infer<typeof portalData>;

// --- POST /api/assessments/{id}/attempts ----------------------------------------------------------

export const startedAttempt = z.object({
  attemptId: z.number(),
  assessmentId: z.number(),
  /** ISO date-time, the server's clock: the time spent is measured from here. */
  startedAt: z.string(),
  /** The questions in order, each question's options in this attempt's order. */
  questions: z.array(runnerQuestion),
});
export type StartedAttempt = z.infer<typeof startedAttempt>;

// --- POST /api/assessments/submit -----------------------------------------------------------------

/** No time and no e-mail: the server measures the one and knows the other. */
export const submission = z.object({
  attemptId: z.number().int().positive().max(2_147_483_647),
  /** Chosen options as shown in the attempt, in question order; -1 for unanswered. */
  answers: z.array(z.number().int().min(-1).max(99)).max(500),
});
export type Submission = z.infer<typeof submission>;

export const reviewedQuestion = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  /** The trainer's option, or -1 when unanswered. */
  yourAnswer: z.number(),
  correctAnswer: z.number(),
  correct: z.boolean(),
  explanation: z.string(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>;

export const submitResult = z.object({
  assessmentId: z.number(),
  score: z.number(),
  totalQuestions: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  passingCount: z.number(),
  timeSpent: z.number(),
  completedAt: z.string(),
  /** Question numbers (1-based) answered wrong or not at all. */
  wrongQuestions: z.array(z.number()),
  /** Every question with the right answer and explanation; null until the trainer has passed. */
  review: z.array(reviewedQuestion).nullable(),
});
export type SubmitResult = z.infer<typeof submitResult>;

export const assessmentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const assessmentEndpoints = {
  /** The assessments without answers, and the caller's attempts. */
  portalData: defineEndpoint({
    method: "GET",
    path: "/api/trainer-portal-data",
    audience: "portal",
    responses: { 200: portalData },
  }),
  /**
   * Starts (or resumes) an attempt on the server, options shuffled per attempt; 429 with Retry-After
   * while retakes are paced.
   */
  start: defineEndpoint({
    method: "POST",
    path: "/api/assessments/:id/attempts",
    audience: "portal",
    params: assessmentParams,
    responses: { 200: startedAttempt, ...errorResponses(400, 404, 429) },
  }),
  /** Scores the attempt once, timed by the server; the review only once passed. */
  submit: defineEndpoint({
    method: "POST",
    path: "/api/assessments/submit",
    audience: "portal",
    body: submission,
    responses: { 200: submitResult, ...errorResponses(400, 404, 409) },
  }),
  /** The caller's latest passed attempt with its review (404 if none). */
  review: defineEndpoint({
    method: "GET",
    path: "/api/assessments/:id/review",
    audience: "portal",
    params: assessmentParams,
    responses: { 200: submitResult, ...errorResponses(400, 404) },
  }),
};

/** The console's questions (with answers: the admin edits them); every change audited. */
export const assessmentAdminEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/assessments",
    audience: "admin",
    responses: { 200: adminAssessmentList },
  }),
  updateQuestion: defineEndpoint({
    method: "PUT",
    path: "/api/admin/assessments/:id/questions/:questionId",
    audience: "admin",
    params: questionParams,
    body: questionEdit,
    responses: { 200: adminQuestion, ...errorResponses(400, 404) },
  }),
};
