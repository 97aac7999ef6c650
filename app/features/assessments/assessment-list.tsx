import { ClipboardList, Clock, ListChecks, Target } from "lucide-react";
import { Link } from "react-router";
import { ASSESSMENT_TEXT, type PortalAssessment } from "../../../src/shared/contracts/assessments";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useHydrated } from "../../lib/local-day";
import { completedDay, searchFor } from "./format";

/** State passed with a link from the list: the runner's way back is then the browser's Back. */
export const FROM_LIST = { fromList: true } as const;

/** Passed once is passed: such a card offers only Review Assessment. */
function isPassed(a: PortalAssessment) {
  return a.passedOnce || a.latestAttempt?.passed === true;
}

function ActionLink({ assessment }: { assessment: PortalAssessment }) {
  const passed = isPassed(assessment);
  const label = passed
    ? ASSESSMENT_TEXT.review
    : assessment.latestAttempt
      ? ASSESSMENT_TEXT.retake
      : ASSESSMENT_TEXT.start;
  const search = searchFor(
    passed ? { kind: "review", slug: assessment.slug } : { kind: "run", slug: assessment.slug },
  );
  return (
    <Button
      asChild
      variant={passed ? "secondary" : "primary"}
      className="mt-auto w-full sm:w-auto sm:self-start"
    >
      <Link to={{ search }} state={FROM_LIST} aria-describedby={`assessment-${assessment.id}-title`}>
        {label}
      </Link>
    </Button>
  );
}

function PreviousAttempt({ assessment }: { assessment: PortalAssessment }) {
  const attempt = assessment.latestAttempt;
  const local = useHydrated();
  if (!attempt) return null;
  return (
    <div data-testid="previous-attempt" className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{ASSESSMENT_TEXT.previousAttempt}</h3>
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">Score</dt>
          <dd className="font-medium text-slate-900">
            {attempt.score} / {attempt.totalQuestions}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Percent</dt>
          <dd className="font-medium text-slate-900">{attempt.percent}%</dd>
        </div>
        <div>
          <dt className="text-slate-600">Completed</dt>
          <dd className="font-medium text-slate-900">{completedDay(attempt.completedAt, local)}</dd>
        </div>
      </dl>
    </div>
  );
}

function AssessmentCard({ assessment }: { assessment: PortalAssessment }) {
  const attempt = assessment.latestAttempt;
  const passed = isPassed(assessment);
  const titleId = `assessment-${assessment.id}-title`;
  return (
    <Card className="h-full p-5">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge>Class {assessment.classNumber}</Badge>
          {attempt && (
            <Badge tone={passed ? "success" : "danger"}>
              {passed ? ASSESSMENT_TEXT.passedBadge : ASSESSMENT_TEXT.failedBadge}
            </Badge>
          )}
        </div>
        <div>
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {assessment.title}
          </h2>
          <p className="mt-1 text-slate-700">{assessment.description}</p>
        </div>
        <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
          <li className="flex items-center gap-2">
            <ListChecks aria-hidden className="size-4 shrink-0 text-brand-700" />
            {assessment.questionCount} {assessment.questionCount === 1 ? "question" : "questions"}
          </li>
          <li className="flex items-center gap-2">
            <Target aria-hidden className="size-4 shrink-0 text-brand-700" />
            {`To pass: ${assessment.passingCount} of ${assessment.questionCount} correct (${assessment.passThreshold}%)`}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-brand-700" />
            {ASSESSMENT_TEXT.noTimeLimit}
          </li>
        </ul>
        <PreviousAttempt assessment={assessment} />
        <ActionLink assessment={assessment} />
      </article>
    </Card>
  );
}

export function AssessmentList({ assessments }: { assessments: PortalAssessment[] }) {
  if (assessments.length === 0) return <NoAssessments />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {assessments.map((a) => (
        <li key={a.id}>
          <AssessmentCard assessment={a} />
        </li>
      ))}
    </ul>
  );
}

/** The list while it loads: cards shaped like assessment cards. */
export function AssessmentSkeletons() {
  return (
    <div role="status" aria-label="Loading assessments" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-2 h-11 w-44" />
        </div>
      ))}
    </div>
  );
}

function NoAssessments() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <ClipboardList aria-hidden className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-3 text-xl">{ASSESSMENT_TEXT.emptyTitle}</h2>
      <p className="mt-1 text-slate-700">{ASSESSMENT_TEXT.emptyText}</p>
    </div>
  );
}
