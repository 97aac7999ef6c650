/**
 * An attempt's life on the server (decisions.md "Assessments"; docs/product.md): it starts here, with
 * its own option order and start time; it is submitted once, mapped back, scored, and timed by the
 * server's clock; a retake is paced. The review (correct answers, explanations) is part of the result
 * only once the trainer has passed the assessment.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import {
  ASSESSMENT_TEXT,
  ATTEMPTS_PER_DAY,
  MAX_TIME_SPENT_SECONDS,
  RETAKE_WAIT_MINUTES,
  type StartedAttempt,
  type SubmitResult,
} from "../../../shared/contracts/assessments";
import type { FieldIssue } from "../../../shared/contracts/errors";
import type { Database, Tx } from "../../db/client";
import { assessmentAttemptStarts, assessmentAttempts } from "../../db/schema";
import { inAttemptOrder, mapBack, type OptionOrder, orderFits, shuffled } from "./option-order";
import { scoreAttempt } from "./scoring";
import { type AnswerKey, answerKey } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = RETAKE_WAIT_MINUTES * 60 * 1000;

type StartRow = typeof assessmentAttemptStarts.$inferSelect;

export type StartOutcome =
  | { kind: "started"; attempt: StartedAttempt }
  | { kind: "unknown" }
  /** Seconds until a start is allowed, and whether the daily cap (not the wait) holds it. */
  | { kind: "paced"; retryAfter: number; dailyCap: boolean };

export type SubmitOutcome =
  | { kind: "scored"; result: SubmitResult }
  | { kind: "unknown" | "submitted" | "changed" }
  | { kind: "invalid"; issues: FieldIssue[] };

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

/** Seconds until the next start is allowed (0: now), from the attempts scored in the last day. */
async function pacing(tx: Tx, trainerId: number, assessmentId: number, now: Date) {
  const recent = await tx
    .select({ passed: assessmentAttempts.passed, completedAt: assessmentAttempts.completedAt })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.trainerId, trainerId),
        eq(assessmentAttempts.assessmentId, assessmentId),
        gt(assessmentAttempts.completedAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(desc(assessmentAttempts.completedAt), desc(assessmentAttempts.id))
    .limit(ATTEMPTS_PER_DAY);
  const latest = recent[0];
  const waitUntil = latest && !latest.passed ? latest.completedAt.getTime() + WAIT_MS : 0;
  const capUntil =
    recent.length >= ATTEMPTS_PER_DAY ? recent[ATTEMPTS_PER_DAY - 1]!.completedAt.getTime() + DAY_MS : 0;
  const until = Math.max(waitUntil, capUntil);
  return {
    retryAfter: Math.max(0, Math.ceil((until - now.getTime()) / 1000)),
    dailyCap: capUntil >= waitUntil,
  };
}

export class AttemptStore {
  constructor(private readonly database: Database) {}

  /**
   * Starts an attempt, or resumes the open one (same order, same clock) when it started within a day
   * and still fits the questions. A new attempt is refused while the retake is paced.
   */
  async start(trainerId: number, assessmentId: number, now: Date): Promise<StartOutcome> {
    return this.database.db.transaction(async (tx) => {
      const key = await answerKey(tx, assessmentId);
      if (!key) return { kind: "unknown" };
      const open = and(
        eq(assessmentAttemptStarts.trainerId, trainerId),
        eq(assessmentAttemptStarts.assessmentId, assessmentId),
        isNull(assessmentAttemptStarts.submittedAt),
      );
      const [current] = await tx.select().from(assessmentAttemptStarts).where(open).for("update");
      if (current) {
        const fresh = now.getTime() - current.startedAt.getTime() < MAX_TIME_SPENT_SECONDS * 1000;
        if (fresh && orderFits(current.optionOrder, key.questions))
          return { kind: "started", attempt: shown(current, key) };
        // Abandoned, or the questions changed since: it was never scored, so nothing is lost.
        await tx.delete(assessmentAttemptStarts).where(eq(assessmentAttemptStarts.id, current.id));
      }
      const paced = await pacing(tx, trainerId, assessmentId, now);
      if (paced.retryAfter > 0) return { kind: "paced", ...paced };
      const optionOrder: OptionOrder = key.questions.map((q) => ({
        questionId: q.id,
        order: shuffled(q.options.length),
      }));
      const [row] = await tx
        .insert(assessmentAttemptStarts)
        .values({ trainerId, assessmentId, optionOrder, startedAt: now })
        .onConflictDoNothing({
          target: [assessmentAttemptStarts.trainerId, assessmentAttemptStarts.assessmentId],
          where: isNull(assessmentAttemptStarts.submittedAt),
        })
        .returning();
      // A start that ran alongside won: resume that one.
      const started = row ?? (await tx.select().from(assessmentAttemptStarts).where(open))[0]!;
      return { kind: "started", attempt: shown(started, key) };
    });
  }

  /**
   * Scores the caller's open attempt once: the answers are mapped back through its option order, the
   * time is the server's (now − start, a day at most), and the review is included once passed.
   */
  async submit(trainerId: number, attemptId: number, answers: number[], now: Date): Promise<SubmitOutcome> {
    return this.database.db.transaction(async (tx) => {
      const [start] = await tx
        .select()
        .from(assessmentAttemptStarts)
        .where(
          and(eq(assessmentAttemptStarts.id, attemptId), eq(assessmentAttemptStarts.trainerId, trainerId)),
        )
        .for("update");
      if (!start) return { kind: "unknown" };
      if (start.submittedAt) return { kind: "submitted" };
      const key = await answerKey(tx, start.assessmentId);
      if (!key || !orderFits(start.optionOrder, key.questions)) {
        await tx.delete(assessmentAttemptStarts).where(eq(assessmentAttemptStarts.id, start.id));
        return { kind: "changed" };
      }
      const issues = answerIssues(start.optionOrder, answers);
      if (issues.length > 0) return { kind: "invalid", issues };

      const stored = mapBack(start.optionOrder, answers);
      const scored = scoreAttempt(key.questions, stored, key.passThreshold);
      const timeSpent = Math.min(
        MAX_TIME_SPENT_SECONDS,
        Math.max(0, Math.floor((now.getTime() - start.startedAt.getTime()) / 1000)),
      );
      const [row] = await tx
        .insert(assessmentAttempts)
        .values({
          trainerId,
          assessmentId: start.assessmentId,
          answers: stored,
          score: scored.score,
          totalQuestions: scored.totalQuestions,
          passed: scored.passed,
          timeSpent,
          completedAt: now,
        })
        .returning({ id: assessmentAttempts.id });
      await tx
        .update(assessmentAttemptStarts)
        .set({ submittedAt: now, attemptId: row!.id })
        .where(eq(assessmentAttemptStarts.id, start.id));
      const [passedOnce] = await tx
        .select({ id: assessmentAttempts.id })
        .from(assessmentAttempts)
        .where(
          and(
            eq(assessmentAttempts.trainerId, trainerId),
            eq(assessmentAttempts.assessmentId, start.assessmentId),
            eq(assessmentAttempts.passed, true),
          ),
        )
        .limit(1);
      return {
        kind: "scored",
        result: {
          ...scored,
          review: passedOnce ? scored.review : null,
          assessmentId: start.assessmentId,
          timeSpent,
          completedAt: now.toISOString(),
        },
      };
    });
  }
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
