import { ArrowRight, CheckCircle2, ExternalLink, FileCheck2, FileText } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { type DocumentList, ONBOARDING_TEXT } from "../../../src/shared/contracts/onboarding";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { useSite } from "../../lib/site-config";
import { type PendingTrainerData, readPendingData } from "./api";
import { DOCUMENTS_PATH, SignedAt } from "./documents-parts";
import { STATUS_PATH } from "./entry-parts";

/**
 * The documents and the signer's progress: each opens its signing page in a new tab; Continue, enabled
 * once every required document is signed, goes to the status page (issue 27).
 */
export function Documents({
  list,
  recheck,
}: {
  list: DocumentList;
  recheck: () => Promise<{ data?: DocumentList }>;
}) {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const allSigned = list.signedCount >= list.requiredCount;

  // Continue follows the server's record: asked again at the click, not only as last shown (a list
  // that turns out incomplete is shown, and Continue is disabled again).
  const onContinue = async () => {
    setChecking(true);
    const fresh = (await recheck()).data ?? list;
    setChecking(false);
    if (fresh.signedCount >= fresh.requiredCount) navigate(STATUS_PATH);
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">
        Hi <span className="font-medium text-slate-900">{list.signerName}</span>, please read and sign each
        document below. Each one opens in a new tab; this list updates when you come back.
      </p>
      <PaymentPageLink />

      <Card className="p-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 className="text-lg font-semibold">Your progress</h2>
          <p role="status" className="font-medium text-slate-900">
            {list.signedCount} of {list.requiredCount} signed
          </p>
        </div>
        <Progress
          className="mt-3"
          value={Math.min(list.signedCount, list.requiredCount)}
          max={Math.max(list.requiredCount, 1)}
          label="Documents signed"
        />
      </Card>

      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="sr-only">
          Documents
        </h2>
        <ul className="flex flex-col gap-3">
          {list.documents.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} />
          ))}
        </ul>
      </section>

      <div className="flex flex-col gap-3">
        {allSigned ? (
          <p className="flex items-start gap-2 rounded-md bg-success-50 p-3 text-success-700">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
            All your documents are signed. Continue to see your payment, your account and what comes next.
          </p>
        ) : null}
        {/* Spec §4 and §5 together: disabled until all are signed, with the spec's message beside it. */}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-start">
          <Button
            className="w-full sm:w-auto"
            onClick={onContinue}
            disabled={!allSigned || checking}
            aria-describedby={allSigned ? undefined : "documents-continue-hint"}
          >
            {checking ? "Checking..." : "Continue"}
            <ArrowRight aria-hidden className="size-5" />
          </Button>
          {allSigned ? null : (
            <p id="documents-continue-hint" className="text-slate-700">
              {ONBOARDING_TEXT.documentsUnsigned}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function DocumentRow({ doc }: { doc: DocumentList["documents"][number] }) {
  const Icon = doc.signed ? FileCheck2 : FileText;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex items-start gap-3">
          <Icon aria-hidden className={doc.signed ? "size-7 text-success-700" : "size-7 text-brand-700"} />
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{doc.title}</h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              {doc.signed ? <Badge tone="success">Signed</Badge> : <Badge tone="neutral">Not signed</Badge>}
              {doc.signed && doc.signedAt ? <SignedAt iso={doc.signedAt} /> : null}
              <span>
                Version {doc.version}
                {doc.required ? "" : " · Optional"}
              </span>
            </p>
          </div>
        </div>
        <Button asChild variant={doc.signed ? "secondary" : "primary"} className="w-full shrink-0 sm:w-auto">
          <a href={`${DOCUMENTS_PATH}/${encodeURIComponent(doc.id)}`} target="_blank" rel="noopener">
            {doc.signed ? "Review" : "Sign"}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only"> {doc.title} (opens in a new tab)</span>
          </a>
        </Button>
      </Card>
    </li>
  );
}

export function DocumentsSkeleton() {
  return (
    <div role="status" aria-label="Loading your documents" className="flex flex-col gap-6">
      <Skeleton className="h-5 w-4/5" />
      <div className="rounded-lg border border-slate-200 bg-white p-5">
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="mt-4 h-2.5 w-full rounded-full" />
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-11 w-full sm:w-28" />
        </div>
      ))}
    </div>
  );
}

/**
 * Checkout opens the payment page in a new tab after its call returns; a strict pop-up blocker may stop
 * that. In the browser session that checked out, the chosen plan's page stays one click away.
 */
function PaymentPageLink() {
  const site = useSite();
  // The spec's session storage is the browser's: read once hydrated (the server draws no such link).
  const [kept, setKept] = useState<PendingTrainerData>();
  useEffect(() => setKept(readPendingData()), []);
  const plan = kept?.paymentPlan;
  if (plan !== "full" && plan !== "flex") return null;
  const page = plan === "full" ? site.checkoutFullUrl : site.checkoutFlexUrl;
  // The page the server named carries the e-mail and the application's reference the order needs
  // (issue 27); only a link to the configured store is followed.
  const href = kept?.paymentUrl?.startsWith(page) ? kept.paymentUrl : page;
  return (
    <p className="text-slate-700">
      The payment page didn't open?{" "}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-brand-700 underline"
      >
        Open the payment page
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
