import { CheckCircle2, Clock, FileSignature, Mail, Sparkles, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ONBOARDING_TEXT, type OnboardingSession, PROGRAM } from "../../../src/shared/contracts/onboarding";
import { QueryState } from "../../components/query-state";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useSite } from "../../lib/site-config";
import { useDocuments, useOnboardingSession } from "./api";
import {
  DOCUMENTS_PATH,
  DocumentsFrame,
  EmailLinkCard,
  linkClass,
  TRAINER_LOGIN_PATH,
} from "./documents-parts";
import { ApplicantSignOut } from "./sign-out";

const WELCOME_PATH = "/onboarding/welcome";
const DASHBOARD_PATH = "/trainer-portal/dashboard";

/**
 * /onboarding/status, where Continue on the documents leads (issue 27, point 3; docs/decisions/0025):
 * the documents, the payment (received, or being confirmed: information, never an error), the account
 * (created, or on its way), what arrives by e-mail, and the welcome page's links. For an applicant's
 * onboarding session or a signed-in trainer; anyone else is pointed to the e-mailed link, or to the
 * trainer login once their account is made (an applicant's session ends then).
 */
export default function StatusScreen() {
  const session = useOnboardingSession();

  const body = (
    <QueryState
      query={session}
      loading={<StatusSkeleton />}
      error={{ look: "panel", title: "We couldn't load your enrollment status" }}
      onRefetchError="show-error"
    >
      {(data) =>
        data.signer === "none" ? (
          <EmailLinkCard title="See where your enrollment stands">
            <p className="mt-2 text-slate-700">
              Is your trainer account ready? Sign in at the{" "}
              <Link to={TRAINER_LOGIN_PATH} className={linkClass}>
                Trainer Login
              </Link>{" "}
              with the e-mail address you enrolled with.
            </p>
          </EmailLinkCard>
        ) : (
          <Status session={data} />
        )
      }
    </QueryState>
  );

  return (
    <DocumentsFrame>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl sm:text-3xl">Your Enrollment Status</h1>
        <ApplicantSignOut />
      </div>
      <div className="mt-6">{body}</div>
    </DocumentsFrame>
  );
}

function Status({ session }: { session: OnboardingSession }) {
  const site = useSite();
  const documents = useDocuments();
  const paid = session.paymentStatus === "completed";
  const trainer = session.signer === "trainer";
  const docs = documents.data;
  const allSigned = docs ? docs.signedCount >= docs.requiredCount : undefined;

  return (
    <ol className="flex flex-col gap-4">
      <Step icon={FileSignature} done={allSigned === true} title="Your documents">
        {docs ? (
          <p>
            {docs.signedCount} of {docs.requiredCount} signed.{" "}
            {allSigned ? null : (
              <Link to={DOCUMENTS_PATH} className={linkClass}>
                Sign your documents
              </Link>
            )}
          </p>
        ) : documents.isError ? (
          <p>
            We couldn't load your documents just now.{" "}
            <Link to={DOCUMENTS_PATH} className={linkClass}>
              Open your documents
            </Link>
          </p>
        ) : (
          <Skeleton className="h-5 w-40" />
        )}
      </Step>

      <Step icon={paid ? CheckCircle2 : Clock} done={paid} title={paid ? "Payment received" : "Your payment"}>
        {/* Information, shown once here: never an error, never a toast (decisions.md "Onboarding flow"). */}
        <p>{paid ? "Thank you: your payment is confirmed." : ONBOARDING_TEXT.paymentBeingConfirmed}</p>
      </Step>

      <Step
        icon={UserCheck}
        done={session.accountReady}
        title={session.accountReady ? "Your trainer account is ready" : "Your trainer account is on its way"}
      >
        {session.accountReady ? (
          <p>
            {trainer ? (
              <Link to={DASHBOARD_PATH} className={linkClass}>
                Go to your dashboard
              </Link>
            ) : (
              <>
                Sign in at the{" "}
                <Link to={TRAINER_LOGIN_PATH} className={linkClass}>
                  Trainer Login
                </Link>{" "}
                with {session.email ?? "your e-mail address"}.
              </>
            )}
          </p>
        ) : (
          <p>
            It is made within {PROGRAM.accountWithin} of your payment being confirmed. Until then, there is
            nothing more to do.
          </p>
        )}
      </Step>

      <Step icon={Mail} done={false} title="What arrives by e-mail">
        <ul className="list-disc pl-5">
          {session.accountReady ? null : (
            <li>
              "Your {site.brandName} trainer account is ready", within {PROGRAM.emailWithin} of your payment
              being confirmed, with your sign-in button and the welcome page.
            </li>
          )}
          <li>
            A secure sign-in link each time you sign in to the trainer portal: there is no password to
            remember.
          </li>
          <li>No e-mail within {PROGRAM.emailWithin}? Check your spam or junk folder.</li>
        </ul>
      </Step>

      <Step icon={Sparkles} done={false} title="Your welcome links">
        <p>
          The curriculum portal, your groups, the shared drive and your onboarding call are on the{" "}
          <Link to={WELCOME_PATH} className={linkClass}>
            welcome page
          </Link>
          .
        </p>
      </Step>
    </ol>
  );
}

function Step({
  icon: Icon,
  done,
  title,
  children,
}: {
  icon: typeof Mail;
  done: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex gap-4 p-5">
        <Icon
          aria-hidden
          className={done ? "size-7 shrink-0 text-success-700" : "size-7 shrink-0 text-brand-700"}
        />
        <div className="min-w-0 flex-1 text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          <div className="mt-1">{children}</div>
        </div>
      </Card>
    </li>
  );
}

function StatusSkeleton() {
  return (
    <div role="status" aria-label="Loading your enrollment status" className="flex flex-col gap-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="mt-3 h-5 w-4/5" />
        </div>
      ))}
    </div>
  );
}
