/**
 * The attempts' SQL (decisions.md "Assessments"): the open attempt of a trainer at an assessment (its
 * option order and start time), the scored attempts it becomes. A start and a submission each run in one
 * transaction: `transaction(work)` hands `work` these queries bound to it, and attempt-service.ts decides.
 */
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { assessmentAttemptStarts, assessmentAttempts } from "../../db/schema";
import type { OptionOrder } from "./option-order";
import { type AnswerKey, answerKey } from "./repository";

export type StartRow = typeof assessmentAttemptStarts.$inferSelect;
export type NewAttempt = Omit<typeof assessmentAttempts.$inferInsert, "id" | "completedAt"> & {
  completedAt: Date;
};

export class AttemptRepository {
  constructor(private readonly database: Database) {}

  /** Runs `work` in one transaction, with the attempt queries bound to it. */
  transaction<T>(work: (queries: AttemptQueries) => Promise<T>): Promise<T> {
    return this.database.db.transaction((tx) => work(new AttemptQueries(tx)));
  }
}

/** The attempt queries of one transaction. */
export class AttemptQueries {
  constructor(private readonly tx: Tx) {}

  answerKey(assessmentId: number): Promise<AnswerKey | undefined> {
    return answerKey(this.tx, assessmentId);
  }

  private openWhere(trainerId: number, assessmentId: number) {
    return and(
      eq(assessmentAttemptStarts.trainerId, trainerId),
      eq(assessmentAttemptStarts.assessmentId, assessmentId),
      isNull(assessmentAttemptStarts.submittedAt),
    );
  }

  /** The trainer's open (unsubmitted) attempt at the assessment, locked; `lock: false` reads it only. */
  async openStart(trainerId: number, assessmentId: number, lock = true): Promise<StartRow | undefined> {
    const query = this.tx
      .select()
      .from(assessmentAttemptStarts)
      .where(this.openWhere(trainerId, assessmentId));
    const [row] = await (lock ? query.for("update") : query);
    return row;
  }

  /**
   * Records a new open attempt; undefined when another open one was recorded meanwhile (one open
   * attempt per trainer and assessment).
   */
  async insertStart(values: {
    trainerId: number;
    assessmentId: number;
    optionOrder: OptionOrder;
    startedAt: Date;
  }): Promise<StartRow | undefined> {
    const [row] = await this.tx
      .insert(assessmentAttemptStarts)
      .values(values)
      .onConflictDoNothing({
        target: [assessmentAttemptStarts.trainerId, assessmentAttemptStarts.assessmentId],
        where: isNull(assessmentAttemptStarts.submittedAt),
      })
      .returning();
    return row;
  }

  async deleteStart(id: number): Promise<void> {
    await this.tx.delete(assessmentAttemptStarts).where(eq(assessmentAttemptStarts.id, id));
  }

  /** The trainer's attempt by id, locked; undefined when it is not theirs. */
  async ownStart(trainerId: number, attemptId: number): Promise<StartRow | undefined> {
    const [row] = await this.tx
      .select()
      .from(assessmentAttemptStarts)
      .where(and(eq(assessmentAttemptStarts.id, attemptId), eq(assessmentAttemptStarts.trainerId, trainerId)))
      .for("update");
    return row;
  }

  /** The trainer's scored attempts at the assessment since `since`, newest first, at most `limit`. */
  recentAttempts(trainerId: number, assessmentId: number, since: Date, limit: number) {
    return this.tx
      .select({ passed: assessmentAttempts.passed, completedAt: assessmentAttempts.completedAt })
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.trainerId, trainerId),
          eq(assessmentAttempts.assessmentId, assessmentId),
          gt(assessmentAttempts.completedAt, since),
        ),
      )
      .orderBy(desc(assessmentAttempts.completedAt), desc(assessmentAttempts.id))
      .limit(limit);
  }

  /** Records the scored attempt and marks its start submitted. */
  async recordScored(startId: number, attempt: NewAttempt): Promise<void> {
    const [row] = await this.tx
      .insert(assessmentAttempts)
      .values(attempt)
      .returning({ id: assessmentAttempts.id });
    await this.tx
      .update(assessmentAttemptStarts)
      .set({ submittedAt: attempt.completedAt, attemptId: row!.id })
      .where(eq(assessmentAttemptStarts.id, startId));
  }

  /** The trainer has passed the assessment at least once. */
  async hasPassed(trainerId: number, assessmentId: number): Promise<boolean> {
    const [passed] = await this.tx
      .select({ id: assessmentAttempts.id })
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.trainerId, trainerId),
          eq(assessmentAttempts.assessmentId, assessmentId),
          eq(assessmentAttempts.passed, true),
        ),
      )
      .limit(1);
    return passed !== undefined;
  }
}
