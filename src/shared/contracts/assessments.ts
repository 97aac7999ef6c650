/**
 * Assessments, the "Next Train the Trainer Class" screen and its runner (spec portal §2 Assessments list
 * and Assessment runner, §3 assessment, question, attempt, submission, §4, §5, §7, §8; docs/product.md
 * "Assessments are scored on the server"). Registered in the portal audience; attempts are the caller's.
 *
 *   GET  /api/trainer-portal-data            portalData: assessments without answers, the caller's attempts
 *   POST /api/assessments/submit             submission → submitResult (scored and stored, then the review)
 *   GET  /api/assessments/{id}/review        submitResult of the caller's latest passed attempt (404 if none)
 *
 * Correct answers and explanations reach the browser only in the result of a submitted attempt.
 */
import { z } from "zod";

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
  notYours: "Attempts are recorded for the signed-in trainer only.",
  noPassedAttempt: "You have not passed this assessment yet.",
} as const;

/** §9: the default pass mark, in percent. */
export const DEFAULT_PASS_THRESHOLD = 80;
/** A day: a longer time on one attempt is a clock fault, not study. */
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

// --- POST /api/assessments/submit -----------------------------------------------------------------

export const submission = z.object({
  assessmentId: z.number().int().positive().max(2_147_483_647),
  /** Chosen option indexes in question order; -1 for unanswered. */
  answers: z.array(z.number().int().min(-1).max(99)).max(500),
  timeSpent: z.number().int().min(0).max(MAX_TIME_SPENT_SECONDS),
  /** Sent by the earlier app: another trainer's e-mail is refused (403); the caller's is ignored. */
  email: z.string().max(320).optional(),
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
  review: z.array(reviewedQuestion),
});
export type SubmitResult = z.infer<typeof submitResult>;

export const assessmentParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
