import { CheckCircle2, Lightbulb, RotateCcw, XCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import {
  ASSESSMENT_TEXT,
  type ReviewedQuestion,
  type RunnerQuestion,
  type SubmitResult,
} from "../../../src/shared/contracts/assessments";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/local-day";
import { completedDay, duration } from "./format";

function optionText(q: ReviewedQuestion, index: number) {
  return index >= 0 && index < q.options.length ? q.options[index] : "Not answered";
}

function Answer({ term, children, tone }: { term: string; children: ReactNode; tone?: "good" | "bad" }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium text-slate-700">{term}:</dt>
      <dd
        className={cn(
          "break-words",
          tone === "good" && "font-medium text-success-700",
          tone === "bad" && "font-medium text-danger-700",
          !tone && "text-slate-900",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

function ReviewItem({ q, n }: { q: ReviewedQuestion; n: number }) {
  return (
    <li>
      <Card
        className={cn("border-l-4 p-4", q.correct ? "border-l-success-700" : "border-l-danger-700")}
        data-correct={q.correct}
      >
        <p className="flex items-center gap-2 text-sm font-semibold">
          {q.correct ? (
            <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success-700" />
          ) : (
            <XCircle aria-hidden className="size-5 shrink-0 text-danger-700" />
          )}
          <span className="text-slate-700">Question {n}</span>
          <span className={q.correct ? "text-success-700" : "text-danger-700"}>
            {q.correct ? "Correct" : "Incorrect"}
          </span>
        </p>
        <h3 className="mt-2 font-semibold break-words text-slate-900">{q.question}</h3>
        <dl className="mt-2 flex flex-col gap-1.5 text-sm">
          <Answer term="Your answer" tone={q.correct ? "good" : "bad"}>
            {optionText(q, q.yourAnswer)}
          </Answer>
          <Answer term="Correct answer">{optionText(q, q.correctAnswer)}</Answer>
        </dl>
        {!q.correct && q.explanation && (
          <div className="mt-3 flex items-start gap-2 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <p>
              <span className="font-semibold">Explanation: </span>
              {q.explanation}
            </p>
          </div>
        )}
      </Card>
    </li>
  );
}

/** The attempt as the trainer took it: its questions in its option order, and the choices made. */
type TakenAttempt = { questions: RunnerQuestion[]; answers: number[] };

/**
 * Before a pass (decisions.md "Assessments"): which questions were wrong, with the trainer's own
 * answer, but not the correct answers or explanations.
 */
function WrongQuestions({ numbers, attempt }: { numbers: number[]; attempt?: TakenAttempt }) {
  if (numbers.length === 0) return null;
  return (
    <section aria-labelledby="wrong-heading">
      <h2 id="wrong-heading" className="mb-1 text-xl font-semibold text-slate-900">
        {ASSESSMENT_TEXT.wrongQuestionsTitle}
      </h2>
      <p className="mb-3 text-slate-700">{ASSESSMENT_TEXT.reviewAfterPass}</p>
      <ol aria-labelledby="wrong-heading" className="flex flex-col gap-3">
        {numbers.map((n) => {
          const q = attempt?.questions[n - 1];
          const chosen = attempt?.answers[n - 1] ?? -1;
          return (
            <li key={n}>
              <Card className="border-l-4 border-l-danger-700 p-4">
                <p className="flex items-center gap-2 text-sm font-semibold">
                  <XCircle aria-hidden className="size-5 shrink-0 text-danger-700" />
                  <span className="text-slate-700">Question {n}</span>
                </p>
                {q && (
                  <>
                    <h3 className="mt-2 font-semibold break-words text-slate-900">{q.question}</h3>
                    <dl className="mt-2 text-sm">
                      <Answer term="Your answer" tone="bad">
                        {q.options[chosen] ?? "Not answered"}
                      </Answer>
                    </dl>
                  </>
                )}
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The result of an attempt (spec portal §2 Assessment runner, results): the score, the percent, PASSED
 * or NEEDS RETAKE; once passed, every question with the trainer's answer, the correct answer and, for a
 * wrong one, the explanation; before a pass, only which questions were wrong. Retake only when failed
 * and `onRetake` is given (never for a stored review).
 */
export function AssessmentResults({
  title,
  classNumber,
  result,
  attempt,
  onRetake,
  backLink,
}: {
  title: string;
  classNumber: number;
  result: SubmitResult;
  /** The attempt just submitted, to name its wrong questions before a pass. */
  attempt?: TakenAttempt;
  onRetake?: () => void;
  backLink: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const local = useHydrated();
  useEffect(() => heading.current?.focus(), []);
  const wrong = result.wrongQuestions.length;

  return (
    <div className="flex flex-col gap-5">
      <Card className="p-5 sm:p-6">
        <section aria-labelledby="result-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>Class {classNumber}</Badge>
            <span className="text-sm text-slate-700">Results</span>
          </div>
          <h1
            ref={heading}
            id="result-heading"
            tabIndex={-1}
            className="text-xl break-words focus:outline-none sm:text-2xl"
          >
            {title}
          </h1>
          <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
            <div>
              <p className="text-sm text-slate-700">Score</p>
              <p data-testid="result-score" className="text-3xl font-semibold text-slate-900">
                {result.score} / {result.totalQuestions}
              </p>
            </div>
            <div>
              <p className="text-sm text-slate-700">Percent</p>
              <p data-testid="result-percent" className="text-3xl font-semibold text-slate-900">
                {result.percent}%
              </p>
            </div>
            <Badge
              data-testid="result-status"
              tone={result.passed ? "success" : "danger"}
              className="px-3 py-1 text-base font-bold tracking-wide"
            >
              {result.passed ? ASSESSMENT_TEXT.passed : ASSESSMENT_TEXT.needsRetake}
            </Badge>
          </div>
          <p className="text-slate-800">
            {result.passed
              ? `Well done: you needed ${result.passingCount} of ${result.totalQuestions} correct to pass.`
              : `You need ${result.passingCount} of ${result.totalQuestions} correct to pass. Review the ${
                  wrong === 1 ? "question" : `${wrong} questions`
                } listed below, then try again.`}
          </p>
          <p className="text-sm text-slate-700">
            Completed {completedDay(result.completedAt, local)} · Time spent {duration(result.timeSpent)}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {!result.passed && onRetake && (
              <Button onClick={onRetake}>
                <RotateCcw aria-hidden className="size-4" />
                {ASSESSMENT_TEXT.retake}
              </Button>
            )}
            {backLink}
          </div>
        </section>
      </Card>

      {result.review ? (
        <section aria-labelledby="review-heading">
          <h2 id="review-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Question Review
          </h2>
          <ol aria-labelledby="review-heading" className="flex flex-col gap-3">
            {result.review.map((q, i) => (
              <ReviewItem key={q.id} q={q} n={i + 1} />
            ))}
          </ol>
        </section>
      ) : (
        <WrongQuestions numbers={result.wrongQuestions} attempt={attempt} />
      )}
    </div>
  );
}
