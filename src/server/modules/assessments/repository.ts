/**
 * The assessments repository (SQL only, rows in and out): the shipped assessments with their questions,
 * and each trainer's scored attempts (spec portal §3). Attempts are private: no write here moves the
 * public-data version. Attempts start and are submitted through attempt-repository.ts; the rules are in
 * service.ts and attempt-service.ts.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database, Tx } from "../../db/client";
import { assessmentAttempts, assessmentQuestions, assessments, trainers } from "../../db/schema";
import type { ScoredQuestion } from "./scoring";

export type AssessmentRow = typeof assessments.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type QuestionRow = typeof assessmentQuestions.$inferSelect;
export type QuestionFields = Pick<
  QuestionRow,
  "question" | "options" | "correctAnswer" | "explanation" | "curriculumGuidance"
>;
/** A question as the runner may see it: no correct answer, no explanation. */
export type RunnerQuestionRow = Pick<
  QuestionRow,
  "id" | "assessmentId" | "question" | "options" | "curriculumGuidance"
>;

type Reader = Pick<Database["db"], "select">;
export type AnswerKey = {
  passThreshold: number;
  questions: (ScoredQuestion & { curriculumGuidance: string | null })[];
};

/** The assessment's threshold and questions with their answers; undefined when there is none. */
export async function answerKey(db: Reader, assessmentId: number): Promise<AnswerKey | undefined> {
  const [assessment] = await db
    .select({ passThreshold: assessments.passThreshold })
    .from(assessments)
    .where(eq(assessments.id, assessmentId));
  if (!assessment) return undefined;
  const questions = await db
    .select({
      id: assessmentQuestions.id,
      question: assessmentQuestions.question,
      options: assessmentQuestions.options,
      correctAnswer: assessmentQuestions.correctAnswer,
      explanation: assessmentQuestions.explanation,
      curriculumGuidance: assessmentQuestions.curriculumGuidance,
    })
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.position));
  return { passThreshold: assessment.passThreshold, questions };
}

export class AssessmentRepository {
  constructor(private readonly database: Database) {}

  /**
   * The console's trainer page: every assessment (class order) and the trainer's attempts, newest
   * first; undefined when there is no such trainer.
   */
  async attemptsOf(
    trainerId: number,
  ): Promise<{ assessments: AssessmentRow[]; attempts: AttemptRow[] } | undefined> {
    const db = this.database.db;
    const [[trainer], rows, attempts] = await Promise.all([
      db.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, trainerId)),
      db.select().from(assessments).orderBy(asc(assessments.classNumber), asc(assessments.id)),
      db
        .select()
        .from(assessmentAttempts)
        .where(eq(assessmentAttempts.trainerId, trainerId))
        .orderBy(desc(assessmentAttempts.completedAt), desc(assessmentAttempts.id)),
    ]);
    return trainer ? { assessments: rows, attempts } : undefined;
  }

  /** Every assessment in class order, every question without its answer, the trainer's attempts newest first. */
  async forTrainer(trainerId: number): Promise<{
    assessments: AssessmentRow[];
    questions: RunnerQuestionRow[];
    attempts: AttemptRow[];
  }> {
    const db = this.database.db;
    const [rows, questions, attempts] = await Promise.all([
      db.select().from(assessments).orderBy(asc(assessments.classNumber), asc(assessments.id)),
      db
        .select({
          id: assessmentQuestions.id,
          assessmentId: assessmentQuestions.assessmentId,
          question: assessmentQuestions.question,
          options: assessmentQuestions.options,
          curriculumGuidance: assessmentQuestions.curriculumGuidance,
        })
        .from(assessmentQuestions)
        .orderBy(asc(assessmentQuestions.assessmentId), asc(assessmentQuestions.position)),
      db
        .select()
        .from(assessmentAttempts)
        .where(eq(assessmentAttempts.trainerId, trainerId))
        .orderBy(desc(assessmentAttempts.completedAt), desc(assessmentAttempts.id)),
    ]);
    return { assessments: rows, questions, attempts };
  }

  /** Every assessment in class order and every question with its answer (the console). */
  async withAnswers(): Promise<{ assessments: AssessmentRow[]; questions: QuestionRow[] }> {
    const db = this.database.db;
    const [rows, questions] = await Promise.all([
      db.select().from(assessments).orderBy(asc(assessments.classNumber), asc(assessments.id)),
      db
        .select()
        .from(assessmentQuestions)
        .orderBy(asc(assessmentQuestions.assessmentId), asc(assessmentQuestions.position)),
    ]);
    return { assessments: rows, questions };
  }

  /**
   * Changes one question; `audit` runs in the same transaction with the question before and after.
   * Undefined when the question is not in that assessment.
   */
  updateQuestion(
    assessmentId: number,
    questionId: number,
    fields: QuestionFields,
    audit: (tx: Tx, before: QuestionRow, after: QuestionRow) => Promise<void>,
  ): Promise<QuestionRow | undefined> {
    return this.database.db.transaction(async (tx) => {
      const where = and(
        eq(assessmentQuestions.id, questionId),
        eq(assessmentQuestions.assessmentId, assessmentId),
      );
      const [before] = await tx.select().from(assessmentQuestions).where(where).for("update");
      if (!before) return undefined;
      const [after] = await tx.update(assessmentQuestions).set(fields).where(where).returning();
      await audit(tx, before, after!);
      return after;
    });
  }

  /** The trainer's latest passed attempt at the assessment; undefined when none. */
  async latestPassed(trainerId: number, assessmentId: number): Promise<AttemptRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(assessmentAttempts)
      .where(
        and(
          eq(assessmentAttempts.trainerId, trainerId),
          eq(assessmentAttempts.assessmentId, assessmentId),
          eq(assessmentAttempts.passed, true),
        ),
      )
      .orderBy(desc(assessmentAttempts.completedAt), desc(assessmentAttempts.id))
      .limit(1);
    return row;
  }

  answerKey(assessmentId: number): Promise<AnswerKey | undefined> {
    return answerKey(this.database.db, assessmentId);
  }
}
