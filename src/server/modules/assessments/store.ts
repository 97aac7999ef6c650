/**
 * The assessments store: the shipped assessments with their questions, and each trainer's attempts
 * (spec portal §3). Attempts are private: no write here moves the public-data version. Correct answers
 * leave this store only inside a passed attempt's review (scoring.ts); attempts start and are
 * submitted in attempts.ts.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { AssessmentAttempt, PortalAssessment } from "../../../shared/contracts/assessments";
import { passingCount } from "../../../shared/contracts/assessments";
import type { Database, Tx } from "../../db/client";
import { assessmentAttempts, assessmentQuestions, assessments } from "../../db/schema";
import { type Scored, type ScoredQuestion, scoreAttempt } from "./scoring";

type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type QuestionRow = typeof assessmentQuestions.$inferSelect;

export type StoredAttempt = Scored & { assessmentId: number; timeSpent: number; completedAt: string };

function toAttempt(row: AttemptRow): AssessmentAttempt {
  return {
    assessmentId: row.assessmentId,
    score: row.score,
    totalQuestions: row.totalQuestions,
    percent: row.totalQuestions > 0 ? Math.round((row.score / row.totalQuestions) * 100) : 0,
    passed: row.passed,
    timeSpent: row.timeSpent,
    completedAt: row.completedAt.toISOString(),
  };
}

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

export class AssessmentStore {
  constructor(private readonly database: Database) {}

  /** Every assessment in class order, questions without answers, with the trainer's latest attempt. */
  async forTrainer(
    trainerId: number,
  ): Promise<{ assessments: PortalAssessment[]; attempts: AssessmentAttempt[] }> {
    const db = this.database.db;
    const [rows, questions, attemptRows] = await Promise.all([
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
    const attempts = attemptRows.map(toAttempt);
    return {
      attempts,
      assessments: rows.map((a) => {
        const own = questions
          .filter((q) => q.assessmentId === a.id)
          .map(({ assessmentId: _a, ...q }) => ({ ...q, curriculumGuidance: q.curriculumGuidance ?? null }));
        return {
          id: a.id,
          slug: a.slug,
          title: a.title,
          description: a.description,
          classNumber: a.classNumber,
          passThreshold: a.passThreshold,
          questionCount: own.length,
          passingCount: passingCount(own.length, a.passThreshold),
          questions: own,
          latestAttempt: attempts.find((t) => t.assessmentId === a.id) ?? null,
          passedOnce: attempts.some((t) => t.assessmentId === a.id && t.passed),
        };
      }),
    };
  }

  /** Every assessment with its questions and answers, for the admin console. */
  async withAnswers() {
    const db = this.database.db;
    const [rows, questions] = await Promise.all([
      db.select().from(assessments).orderBy(asc(assessments.classNumber), asc(assessments.id)),
      db
        .select()
        .from(assessmentQuestions)
        .orderBy(asc(assessmentQuestions.assessmentId), asc(assessmentQuestions.position)),
    ]);
    return rows.map((a) => ({
      id: a.id,
      slug: a.slug,
      title: a.title,
      classNumber: a.classNumber,
      passThreshold: a.passThreshold,
      questions: questions
        .filter((q) => q.assessmentId === a.id)
        .map(({ assessmentId: _a, ...q }) => ({ ...q, curriculumGuidance: q.curriculumGuidance ?? null })),
    }));
  }

  /**
   * The admin's edit of one question; `audit` runs in the same transaction with the question before and
   * after. Undefined when the question is not in that assessment.
   */
  async updateQuestion(
    assessmentId: number,
    questionId: number,
    fields: Pick<
      QuestionRow,
      "question" | "options" | "correctAnswer" | "explanation" | "curriculumGuidance"
    >,
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

  /** The trainer's latest passed attempt, scored again with its review; undefined when none. */
  async latestPassed(trainerId: number, assessmentId: number): Promise<StoredAttempt | undefined> {
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
    const key = row && (await answerKey(this.database.db, assessmentId));
    if (!row || !key) return undefined;
    const scored = scoreAttempt(key.questions, row.answers, key.passThreshold);
    // The attempt as it was recorded: the content may have been edited since.
    return {
      ...scored,
      score: row.score,
      totalQuestions: row.totalQuestions,
      percent: toAttempt(row).percent,
      passed: row.passed,
      assessmentId,
      timeSpent: row.timeSpent,
      completedAt: row.completedAt.toISOString(),
    };
  }
}
