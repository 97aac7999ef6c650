import type { ReactNode } from "react";
import { LoadError } from "../../components/load-error";
import { QueryState } from "../../components/query-state";
import { Spinner } from "../../components/ui/skeleton";
import { useDocuments, useOnboardingSession } from "./api";
import { Documents, DocumentsSkeleton } from "./documents-list";
import { DocumentsFrame, EmailLinkCard, isSignedOut } from "./documents-parts";
import { useRefetchOnSigned } from "./documents-sync";
import { useEmailedLink } from "./emailed-link";
import { ApplicantSignOut } from "./sign-out";

/**
 * /onboarding/documents, Document Signing (docs/product.md "Security" 6, "Onboarding details"): the
 * three required documents with their status, each opening its signing page in a new tab, "n of m
 * signed", and Continue, enabled once every required document is signed, to the status page (issue 27).
 * For an applicant's onboarding session (who may sign out here) or a signed-in trainer; anyone else is
 * told to open the link in their e-mail.
 */
export default function DocumentsScreen() {
  const { link, retry } = useEmailedLink();
  const ready = link.state === "none" || link.state === "used";
  const query = useDocuments(ready);
  // Nobody in onboarding here (the page's loader knew it): the e-mailed link's card at once.
  const signedOut = useOnboardingSession().data?.signer === "none";
  useRefetchOnSigned(() => void query.refetch({ cancelRefetch: false }), ready && query.isSuccess);

  let body: ReactNode;
  if (link.state === "using")
    body = (
      <div className="flex flex-col items-center">
        <Spinner label="Opening your documents" />
        <p aria-hidden className="text-slate-700">
          Opening your documents...
        </p>
      </div>
    );
  else if (link.state === "refused") body = <EmailLinkCard invalidLink email={link.email} />;
  else if (link.state === "failed")
    body = (
      <LoadError
        look="panel"
        title="We couldn't open your link"
        error={link.error}
        onRetry={() => void retry()}
        retrying={false}
      />
    );
  else
    body = (
      <QueryState
        query={query}
        loading={signedOut ? <EmailLinkCard /> : <DocumentsSkeleton />}
        error={({ error, retry, retrying }) =>
          isSignedOut(error) ? (
            <EmailLinkCard />
          ) : (
            <LoadError
              look="panel"
              title="We couldn't load your documents"
              error={error}
              onRetry={retry}
              retrying={retrying}
            />
          )
        }
        onRefetchError="show-error"
      >
        {(list) => <Documents list={list} recheck={() => query.refetch()} />}
      </QueryState>
    );

  return (
    <DocumentsFrame>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl sm:text-3xl">Document Signing</h1>
        {ready ? <ApplicantSignOut /> : null}
      </div>
      <div className="mt-6">{body}</div>
    </DocumentsFrame>
  );
}
