import { ArrowLeft, ArrowRight, BookOpen, Clock, Send } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  ASSESSMENT_TEXT,
  type PortalAssessment,
  type StartedAttempt,
  type SubmitResult,
} from "../../../src/shared/contracts/assessments";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Spinner } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useStartAttempt, useSubmitAssessment } from "./api";
import { AssessmentResults } from "./assessment-results";

/** The blue hint under a question (its curriculumGuidance). */
function StudyGuide({ children }: { children: string }) {
  return (
    <div
      role="note"
      aria-label={ASSESSMENT_TEXT.studyGuide}
      className="flex items-start gap-3 rounded-md border border-info-700/30 bg-info-50 p-3 text-sm"
    >
      <BookOpen aria-hidden className="mt-0.5 size-4 shrink-0 text-info-700" />
      <p className="text-slate-800">
        <span className="font-semibold text-info-700">{ASSESSMENT_TEXT.studyGuide}: </span>
        {children}
      </p>
    </div>
  );
}

/** Why no attempt could start: a paced retake says when (the server's words), as information. */
function NotStarted({ message, backLink }: { message: string; backLink: ReactNode }) {
  return (
    <div className="flex flex-col gap-4">
      {backLink}
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-info-700/30 bg-info-50 p-5"
      >
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-info-700" />
        <p className="text-slate-900">{message}</p>
      </div>
    </div>
  );
}

/**
 * One attempt at an assessment (spec portal §2 Assessment runner; decisions.md "Assessments"): the
 * server starts it and gives the options in this attempt's order; a question at a time, Previous and
 * Next (Next once an option is chosen; Submit Assessment on the last question), answers kept while going
 * back and forth. The server measures the time. A failed submission keeps every answer; a result
 * replaces the questions until Retake asks the server for a new attempt (refused, saying when, while
 * the retake is paced).
 */
export function AssessmentRunner({
  assessment,
  backLink,
  doneLink,
}: {
  assessment: PortalAssessment;
  /** Back to the list, above the questions. */
  backLink: ReactNode;
  /** Back to the list, beside Retake on the result. */
  doneLink: ReactNode;
}) {
  const [attempt, setAttempt] = useState<StartedAttempt | null>(null);
  const [answers, setAnswers] = useState<number[]>([]);
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<SubmitResult | null>(null);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const start = useStartAttempt();
  const submit = useSubmitAssessment();

  const begin = () => {
    setAttempt(null);
    setResult(null);
    submit.reset();
    start.mutate(assessment.id, {
      onSuccess: (started) => {
        setAttempt(started);
        setAnswers(started.questions.map(() => -1));
        setIndex(0);
      },
    });
  };
  // Opening the runner starts the attempt; a second start (React's development double run) resumes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the runner opens
  useEffect(begin, []);

  // Each question in turn takes the focus, so the next Tab reaches its options.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    if (attempt && !result) questionHeading.current?.focus();
  }, [index, result, attempt]);

  if (result && attempt)
    return (
      <AssessmentResults
        title={assessment.title}
        classNumber={assessment.classNumber}
        result={result}
        attempt={{ questions: attempt.questions, answers }}
        backLink={doneLink}
        onRetake={begin}
      />
    );
  if (start.isError) return <NotStarted message={errorMessage(start.error)} backLink={backLink} />;
  if (!attempt) return <Spinner label="Starting the assessment" />;

  const total = attempt.questions.length;
  const question = attempt.questions[index];
  if (!question) return null;
  const chosen = answers[index] ?? -1;
  const last = index === total - 1;

  const choose = (value: string) => {
    const option = Number(value);
    setAnswers((prev) => prev.map((a, i) => (i === index ? option : a)));
  };

  const send = () => {
    submit.mutate(
      { attemptId: attempt.attemptId, answers },
      {
        onSuccess: (answer) => setResult(answer),
        onError: () =>
          notify.error({
            title: ASSESSMENT_TEXT.submitFailedTitle,
            description: ASSESSMENT_TEXT.submitFailed,
          }),
      },
    );
  };

  const headingId = `question-${question.id}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        {backLink}
        <h1 className="text-xl break-words sm:text-2xl">{assessment.title}</h1>
      </div>
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge>Class {assessment.classNumber}</Badge>
            <p aria-live="polite" className="text-sm font-medium text-slate-700">
              Question {index + 1} of {total}
            </p>
          </div>
          <Progress value={index + 1} max={total} label="Assessment progress" />
        </div>

        <h2
          ref={questionHeading}
          id={headingId}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-slate-900 focus:outline-none sm:text-xl"
        >
          {question.question}
        </h2>

        {question.curriculumGuidance && <StudyGuide>{question.curriculumGuidance}</StudyGuide>}

        <RadioGroup
          key={question.id}
          aria-labelledby={headingId}
          value={chosen >= 0 ? String(chosen) : null}
          onValueChange={choose}
        >
          {question.options.map((option, i) => {
            const id = `${headingId}-option-${i}`;
            return (
              <label
                key={id}
                htmlFor={id}
                className="flex min-h-tap cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-base text-slate-900 hover:border-brand-500 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
              >
                <RadioGroupItem id={id} value={String(i)} className="mt-0.5" />
                <span className="break-words">{option}</span>
              </label>
            );
          })}
        </RadioGroup>

        <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            disabled={index === 0}
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
          >
            <ArrowLeft aria-hidden className="size-4" />
            Previous
          </Button>
          {last ? (
            <Button disabled={chosen < 0 || submit.isPending} onClick={send}>
              {submit.isPending ? "Submitting..." : ASSESSMENT_TEXT.submit}
              <Send aria-hidden className="size-4" />
            </Button>
          ) : (
            <Button disabled={chosen < 0} onClick={() => setIndex((i) => Math.min(total - 1, i + 1))}>
              Next
              <ArrowRight aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}
