/**
 * An attempt's life (decisions.md "Assessments"; docs/product.md): it starts here, with its own option
 * order and start time; it is submitted once, mapped back, scored, and timed by the server's clock; a
 * retake is paced (pacing.ts). The review (correct answers, explanations) is part of the result only
 * once the trainer has passed the assessment. Throws domain errors; SQL is in attempt-repository.ts.
 */
import {
  ASSESSMENT_TEXT,
  ATTEMPTS_PER_DAY,
  MAX_TIME_SPENT_SECONDS,
  retryIn,
  type StartedAttempt,
  type SubmitResult,
} from "../../../shared/contracts/assessments";
import type { FieldIssue } from "../../../shared/contracts/errors";
import { Conflict, invalidFields, NotFound } from "../../platform/domain-errors";
import type { Account } from "../trainers/account";
import type { AttemptRepository, StartRow } from "./attempt-repository";
import { inAttemptOrder, mapBack, type OptionOrder, orderFits, shuffled } from "./option-order";
import { DAY_MS, pacing } from "./pacing";
import type { AnswerKey } from "./repository";
import { scoreAttempt } from "./scoring";

/** A start the pacing holds back: how long, and the sentence that says so (a 429 with Retry-After). */
export type Paced = { kind: "paced"; retryAfter: number; message: string };
export type StartOutcome = { kind: "started"; attempt: StartedAttempt } | Paced;

function shown(row: StartRow, key: AnswerKey): StartedAttempt {
  return {
    attemptId: row.id,
    assessmentId: row.assessmentId,
    startedAt: row.startedAt.toISOString(),
    questions: key.questions.map((q, i) => ({
      id: q.id,
      question: q.question,
      options: inAttemptOrder(q.options, row.optionOrder[i]!.order),
      curriculumGuidance: q.curriculumGuidance,
    })),
  };
}

/** Every question answered once, each choice one of the options it was shown. */
function answerIssues(orders: OptionOrder, answers: readonly number[]): FieldIssue[] {
  if (answers.length !== orders.length)
    return [{ field: "answers", message: ASSESSMENT_TEXT.wrongCount(orders.length) }];
  return answers.flatMap((a, i) =>
    a >= orders[i]!.order.length
      ? [{ field: `answers.${i}`, message: ASSESSMENT_TEXT.outOfRange(i + 1) }]
      : [],
  );
}

export class AttemptService {
  constructor(
    private readonly repository: AttemptRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Starts an attempt, or resumes the open one (same order, same clock) when it started within a day
   * and still fits the questions. A new attempt is refused while the retake is paced.
   */
  start(me: Account, assessmentId: number): Promise<StartOutcome> {
    const now = this.now();
    return this.repository.transaction(async (q) => {
      const key = await q.answerKey(assessmentId);
      if (!key) throw new NotFound(ASSESSMENT_TEXT.unknownAssessment);
      const current = await q.openStart(me.id, assessmentId);
      if (current) {
        const fresh = now.getTime() - current.startedAt.getTime() < MAX_TIME_SPENT_SECONDS * 1000;
        if (fresh && orderFits(current.optionOrder, key.questions))
          return { kind: "started", attempt: shown(current, key) };
        // Abandoned, or the questions changed since: it was never scored, so nothing is lost.
        await q.deleteStart(current.id);
      }
      const recent = await q.recentAttempts(
        me.id,
        assessmentId,
        new Date(now.getTime() - DAY_MS),
        ATTEMPTS_PER_DAY,
      );
      const paced = pacing(recent, now);
      if (paced.retryAfter > 0) {
        const when = retryIn(paced.retryAfter);
        const message = paced.dailyCap
          ? ASSESSMENT_TEXT.dailyCap(ATTEMPTS_PER_DAY, when)
          : ASSESSMENT_TEXT.retakeWait(when);
        return { kind: "paced", retryAfter: paced.retryAfter, message };
      }
      const optionOrder: OptionOrder = key.questions.map((question) => ({
        questionId: question.id,
        order: shuffled(question.options.length),
      }));
      const row = await q.insertStart({ trainerId: me.id, assessmentId, optionOrder, startedAt: now });
      // A start that ran alongside won: resume that one.
      const started = row ?? (await q.openStart(me.id, assessmentId, false))!;
      return { kind: "started", attempt: shown(started, key) };
    });
  }

  /**
   * Scores the caller's open attempt once: the answers are mapped back through its option order, the
   * time is the server's (now − start, a day at most), and the review is included once passed.
   */
  submit(me: Account, attemptId: number, answers: number[]): Promise<SubmitResult> {
    const now = this.now();
    return this.repository
      .transaction(async (q) => {
        const start = await q.ownStart(me.id, attemptId);
        if (!start) throw new NotFound(ASSESSMENT_TEXT.unknownAttempt);
        if (start.submittedAt) throw new Conflict(ASSESSMENT_TEXT.alreadySubmitted);
        const key = await q.answerKey(start.assessmentId);
        if (!key || !orderFits(start.optionOrder, key.questions)) {
          await q.deleteStart(start.id);
          return { changed: true as const };
        }
        const issues = answerIssues(start.optionOrder, answers);
        if (issues.length > 0) throw invalidFields(issues);

        const stored = mapBack(start.optionOrder, answers);
        const scored = scoreAttempt(key.questions, stored, key.passThreshold);
        const timeSpent = Math.min(
          MAX_TIME_SPENT_SECONDS,
          Math.max(0, Math.floor((now.getTime() - start.startedAt.getTime()) / 1000)),
        );
        await q.recordScored(start.id, {
          trainerId: me.id,
          assessmentId: start.assessmentId,
          answers: stored,
          score: scored.score,
          totalQuestions: scored.totalQuestions,
          passed: scored.passed,
          timeSpent,
          completedAt: now,
        });
        const passedOnce = await q.hasPassed(me.id, start.assessmentId);
        return {
          ...scored,
          review: passedOnce ? scored.review : null,
          assessmentId: start.assessmentId,
          timeSpent,
          completedAt: now.toISOString(),
        };
      })
      .then((result) => {
        // Thrown after the transaction: the changed attempt's deletion must commit.
        if ("changed" in result) throw new Conflict(ASSESSMENT_TEXT.changedSinceStart);
        return result;
      });
  }
}
