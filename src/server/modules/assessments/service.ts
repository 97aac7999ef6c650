/**
 * The assessments' rules (spec portal §2, §5; docs/product.md "Assessments are scored on the server"):
 * a trainer sees the questions without their answers beside their own attempts, and the review of an
 * attempt only once passed; the admin reads and edits every question, each change audited. Attempts
 * start and are scored in attempt-service.ts. Throws domain errors; SQL is in repository.ts.
 */
import type { z } from "zod";
import { ADMIN_TEXT, type questionEdit } from "../../../shared/contracts/admin";
import type { TrainerAttempts } from "../../../shared/contracts/admin-trainer-record";
import {
  ASSESSMENT_TEXT,
  type AssessmentAttempt,
  type PortalData,
  passingCount,
  type SubmitResult,
  scorePercent,
} from "../../../shared/contracts/assessments";
import { NotFound } from "../../platform/domain-errors";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import type { AssessmentRepository, AttemptRow } from "./repository";
import { scoreAttempt } from "./scoring";

type QuestionEdit = z.output<typeof questionEdit>;

function toAttempt(row: AttemptRow): AssessmentAttempt {
  return {
    assessmentId: row.assessmentId,
    score: row.score,
    totalQuestions: row.totalQuestions,
    percent: scorePercent(row.score, row.totalQuestions),
    passed: row.passed,
    timeSpent: row.timeSpent,
    completedAt: row.completedAt.toISOString(),
  };
}

export class AssessmentService {
  constructor(private readonly repository: AssessmentRepository) {}

  /** Every assessment in class order, questions without answers, with the caller's latest attempt. */
  async forTrainer(me: Account): Promise<PortalData> {
    const rows = await this.repository.forTrainer(me.id);
    const attempts = rows.attempts.map(toAttempt);
    return {
      attempts,
      assessments: rows.assessments.map((a) => {
        const own = rows.questions
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

  /** The caller's latest passed attempt, scored again with its review; NotFound when none. */
  async review(me: Account, assessmentId: number): Promise<SubmitResult> {
    const row = await this.repository.latestPassed(me.id, assessmentId);
    const key = row && (await this.repository.answerKey(assessmentId));
    if (!row || !key) throw new NotFound(ASSESSMENT_TEXT.noPassedAttempt);
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

  // --- The console (admin audience) ------------------------------------------------------------------

  /** A trainer's scored attempts for their page (docs/decisions/0041); NotFound when no such trainer. */
  async attemptsOf(trainerId: number): Promise<TrainerAttempts> {
    const rows = await this.repository.attemptsOf(trainerId);
    if (!rows) throw new NotFound(ADMIN_TEXT.notFound);
    const byId = new Map(rows.assessments.map((a) => [a.id, a]));
    const passed = new Set(rows.attempts.filter((t) => t.passed).map((t) => t.assessmentId));
    return {
      assessmentCount: rows.assessments.length,
      passedCount: rows.assessments.filter((a) => passed.has(a.id)).length,
      attempts: rows.attempts.map((row) => ({
        id: row.id,
        ...toAttempt(row),
        assessmentTitle: byId.get(row.assessmentId)?.title ?? "",
        classNumber: byId.get(row.assessmentId)?.classNumber ?? 0,
      })),
    };
  }

  /** Every assessment with its questions and answers. */
  async withAnswers() {
    const { assessments, questions } = await this.repository.withAnswers();
    return assessments.map((a) => ({
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

  /** The admin's edit of one question, audited; a blank study guide is none. */
  async updateQuestion(me: Account, assessmentId: number, questionId: number, edit: QuestionEdit) {
    const { curriculumGuidance, ...fields } = edit;
    const saved = await this.repository.updateQuestion(
      assessmentId,
      questionId,
      { ...fields, curriculumGuidance: curriculumGuidance || null },
      (tx, before, after) =>
        recordAudit(tx, me, {
          action: "assessment.question.update",
          targetType: "assessment-question",
          targetId: questionId,
          before,
          after,
        }),
    );
    if (!saved) throw new NotFound(ADMIN_TEXT.questionNotFound);
    const { assessmentId: _a, ...question } = saved;
    return { ...question, curriculumGuidance: question.curriculumGuidance ?? null };
  }
}
