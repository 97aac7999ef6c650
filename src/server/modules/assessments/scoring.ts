/**
 * Scoring an attempt (spec portal §5; docs/product.md "Assessments are scored on the server"): the one
 * place a score, a pass and a review are computed. Pure, so the rule is tested on its own.
 */
import { passingCount, type ReviewedQuestion, scorePercent } from "../../../shared/contracts/assessments";

export type ScoredQuestion = {
  id: number;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
};

export type Scored = {
  score: number;
  totalQuestions: number;
  percent: number;
  passed: boolean;
  passingCount: number;
  /** 1-based numbers of the questions answered wrong or not at all. */
  wrongQuestions: number[];
  review: ReviewedQuestion[];
};

/** Unanswered (-1) and missing answers count as wrong. */
export function scoreAttempt(
  questions: readonly ScoredQuestion[],
  answers: readonly number[],
  threshold: number,
): Scored {
  const review = questions.map((q, i) => {
    const yourAnswer = answers[i] ?? -1;
    return {
      id: q.id,
      question: q.question,
      options: q.options,
      yourAnswer,
      correctAnswer: q.correctAnswer,
      correct: yourAnswer === q.correctAnswer,
      explanation: q.explanation,
    };
  });
  const score = review.filter((r) => r.correct).length;
  const needed = passingCount(questions.length, threshold);
  return {
    score,
    totalQuestions: questions.length,
    percent: scorePercent(score, questions.length),
    passed: questions.length > 0 && score >= needed,
    passingCount: needed,
    wrongQuestions: review.flatMap((r, i) => (r.correct ? [] : [i + 1])),
    review,
  };
}
