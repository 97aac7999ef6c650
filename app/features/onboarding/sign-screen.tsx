import { ArrowLeft, FileQuestion } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { type DocumentToSign, ONBOARDING_TEXT } from "../../../src/shared/contracts/onboarding";
import { LoadError } from "../../components/load-error";
import { type QueryErrorView, QueryState } from "../../components/query-state";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useDocument, useOnboardingSession } from "./api";
import { DOCUMENTS_PATH, DocumentsFrame, EmailLinkCard, isMissing, isSignedOut } from "./documents-parts";
import { SignForm } from "./sign-form";
import { AlreadySigned, DocumentText, SignedConfirmation } from "./sign-parts";

/**
 * /onboarding/documents/:id, a document's signing page (docs/product.md "Security" 6), opened in a new
 * tab from the documents list: the title, version and full text, the signer's typed full name, "I
 * agree", and Sign. The server checks the name and the version read and keeps the SHA-256 of the text
 * signed; after signing, the list tab is told so (documents-sync.ts).
 */
export default function SignScreen() {
  const { id = "" } = useParams();
  const query = useDocument(id);
  // Nobody in onboarding here (the page's loader knew it): the e-mailed link's card at once.
  const signedOut = useOnboardingSession().data?.signer === "none";
  const [signedAt, setSignedAt] = useState<string>();

  const failed: QueryErrorView = ({ error, retry, retrying }) => {
    if (isSignedOut(error)) return <SignedOutCard />;
    if (isMissing(error)) return <UnknownDocument />;
    return (
      <>
        <h1 className="text-2xl sm:text-3xl">Sign a Document</h1>
        <div className="mt-6">
          <LoadError
            look="panel"
            title="We couldn't load this document"
            error={error}
            onRetry={retry}
            retrying={retrying}
          />
        </div>
      </>
    );
  };
  const body = (
    <QueryState
      query={query}
      loading={signedOut ? <SignedOutCard /> : <DocumentSkeleton />}
      error={failed}
      onRefetchError="show-error"
    >
      {(doc) => (
        <SignDocument
          doc={doc}
          signedAt={signedAt}
          onSigned={setSignedAt}
          reload={() => void query.refetch()}
          reloading={query.isFetching}
        />
      )}
    </QueryState>
  );

  return (
    <DocumentsFrame>
      <Link
        to={DOCUMENTS_PATH}
        className="-ml-2 mb-4 inline-flex min-h-tap items-center gap-2 rounded-md px-2 font-medium text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden className="size-5" />
        Back to your documents
      </Link>
      {body}
    </DocumentsFrame>
  );
}

function SignDocument({
  doc,
  signedAt,
  onSigned,
  reload,
  reloading,
}: {
  doc: DocumentToSign;
  signedAt?: string;
  onSigned: (at: string) => void;
  reload: () => void;
  reloading: boolean;
}) {
  const justSigned = signedAt !== undefined;
  return (
    <article aria-labelledby="document-title">
      <h1 id="document-title" className="text-2xl sm:text-3xl">
        {doc.title}
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <Badge tone="neutral">Version {doc.version}</Badge>
        <span>
          {doc.signed || justSigned ? "Signed by" : "Signing as"}{" "}
          <span className="font-medium text-slate-900">{doc.signerName}</span>
        </span>
      </p>

      {justSigned ? <SignedConfirmation title={doc.title} at={signedAt} /> : null}
      {doc.signed && !justSigned ? <AlreadySigned doc={doc} /> : null}

      {doc.signed || justSigned ? null : (
        <p className="mt-4 text-slate-700">
          Read the whole text (it scrolls in its box), then sign below it.
        </p>
      )}
      <DocumentText doc={doc} afterHint={!(doc.signed || justSigned)} />

      {doc.signed || justSigned ? null : (
        <SignForm doc={doc} onSigned={onSigned} reload={reload} reloading={reloading} />
      )}
    </article>
  );
}

function SignedOutCard() {
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">Sign a Document</h1>
      <div className="mt-6">
        <EmailLinkCard />
      </div>
    </>
  );
}

function UnknownDocument() {
  return (
    <>
      <h1 className="text-2xl sm:text-3xl">Document not found</h1>
      <Card className="mt-6 p-6 text-center">
        <FileQuestion aria-hidden className="mx-auto size-10 text-brand-700" />
        <p className="mt-3 text-slate-800">{ONBOARDING_TEXT.unknownDocument}</p>
        <p className="mt-1 text-slate-700">Go back to your documents to choose one to sign.</p>
      </Card>
    </>
  );
}

function DocumentSkeleton() {
  return (
    <div role="status" aria-label="Loading the document">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="mt-3 h-6 w-48" />
      <div className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} className={i % 3 === 0 ? "h-4 w-1/3" : "h-4 w-full"} />
        ))}
      </div>
      <Skeleton className="mt-6 h-48 w-full rounded-lg" />
    </div>
  );
}
