import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ASSESSMENT_TEXT, type PortalAssessment } from "../../../src/shared/contracts/assessments";
import { LoadError } from "../../components/load-error";
import { type QueryErrorText, QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api";
import { DASHBOARD_PATH } from "../../lib/session";
import { usePortalData, useReview } from "./api";
import { AssessmentList, AssessmentSkeletons } from "./assessment-list";
import { AssessmentResults } from "./assessment-results";
import { AssessmentRunner } from "./assessment-runner";
import { viewOf } from "./format";

function BackToDashboard() {
  return (
    <Button asChild variant="ghost" className="self-start">
      <Link to={DASHBOARD_PATH}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to Dashboard
      </Link>
    </Button>
  );
}

/**
 * Back to the list: the browser's Back when the list opened this view (so Back and this link agree),
 * else the list in place of this entry.
 */
function BackToList({ variant = "ghost" }: { variant?: "ghost" | "secondary" }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return (
    <Button asChild variant={variant} className={variant === "ghost" ? "self-start" : undefined}>
      <Link
        to={{ pathname: location.pathname, search: "" }}
        replace
        onClick={(event) => {
          if (!fromList) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Assessments
      </Link>
    </Button>
  );
}

function Notice({ title, text }: { title: string; text?: string }) {
  return (
    <div role="alert" className="rounded-lg border border-slate-300 bg-white p-6 text-center">
      <h1 className="text-2xl">{title}</h1>
      {text && <p className="mt-2 text-slate-700">{text}</p>}
    </div>
  );
}

/** "Review Assessment": the latest passed attempt's result, read-only (no Retake). */
function ReviewView({ assessment }: { assessment: PortalAssessment }) {
  const review = useReview(assessment.id);
  if (review.data)
    return (
      <AssessmentResults
        title={assessment.title}
        classNumber={assessment.classNumber}
        result={review.data}
        backLink={<BackToList variant="secondary" />}
      />
    );
  if (review.isError)
    return (
      <div className="flex flex-col gap-4">
        <BackToList />
        <Notice title={assessment.title} text={errorMessage(review.error)} />
      </div>
    );
  return <Spinner label="Loading your results" />;
}

/** The list's failed read: the spec's sentence, not the server's. */
const LOAD_FAILED: QueryErrorText = {
  look: "panel",
  title: ASSESSMENT_TEXT.loadFailedTitle,
  message: ASSESSMENT_TEXT.loadFailedText,
};

/**
 * "Next Train the Trainer Class" (spec portal §2 Assessments list and Assessment runner) at
 * /trainer-portal/next-ttt and /next-ttt, under the portal layout. The list is the page itself;
 * `?assessment={slug}` runs one and `?review={slug}` shows the latest passed attempt, so the browser's
 * Back from either returns to the list.
 */
export default function AssessmentsScreen() {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const query = usePortalData();

  if (view.kind === "list") {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-5">
        <BackToDashboard />
        <div>
          <h1 className="text-2xl sm:text-3xl">{ASSESSMENT_TEXT.screenTitle}</h1>
          <p className="mt-1 text-slate-700">
            One assessment per class. There is no time limit, and an assessment you did not pass can be
            retaken.
          </p>
        </div>
        {/* Data already shown stays shown if a later refetch fails. */}
        <QueryState query={query} loading={<AssessmentSkeletons />} error={LOAD_FAILED}>
          {(data) => <AssessmentList assessments={data.assessments} />}
        </QueryState>
      </div>
    );
  }

  let body: ReactNode;
  const assessment = query.data?.assessments.find((a) => a.slug === view.slug);
  if (assessment && view.kind === "run")
    body = (
      <AssessmentRunner
        key={assessment.id}
        assessment={assessment}
        backLink={<BackToList />}
        doneLink={<BackToList variant="secondary" />}
      />
    );
  else if (assessment) body = <ReviewView key={assessment.id} assessment={assessment} />;
  else if (query.data)
    body = (
      <div className="flex flex-col gap-4">
        <BackToList />
        <Notice title={ASSESSMENT_TEXT.unknownAssessment} />
      </div>
    );
  else if (query.isError)
    body = (
      <div className="flex flex-col gap-4">
        <BackToList />
        <LoadError {...LOAD_FAILED} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  else body = <Spinner label="Loading assessment" />;
  return <div className="mx-auto flex max-w-3xl flex-col gap-5">{body}</div>;
}
