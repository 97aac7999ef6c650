import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CheckCircle2, ExternalLink, FileCheck2, FileText } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { type DocumentList, linkConsume, ONBOARDING_TEXT } from "../../../src/shared/contracts/onboarding";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton, Spinner } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { useSite } from "../../lib/site-config";
import {
  consumeDocumentsLink,
  onboardingKeys,
  type PendingTrainerData,
  readPendingData,
  useDocuments,
  useOnboardingSession,
} from "./api";
import {
  DOCUMENTS_PATH,
  DocumentsFrame,
  EmailLinkCard,
  isSignedOut,
  LoadError,
  SignedAt,
} from "./documents-parts";
import { useRefetchOnSigned } from "./documents-sync";
import { STATUS_PATH } from "./entry-parts";
import { ApplicantSignOut } from "./sign-out";

type Link = z.output<typeof linkConsume>;

/** Where the documents e-mail's link stands: none in the address, being used, used, refused, or failed. */
type LinkState =
  | { state: "none" }
  | { state: "using" }
  | { state: "used" }
  | { state: "refused"; email: string }
  | { state: "failed"; error: unknown };

/** The e-mailed link's token and e-mail from the address (`?token=...&email=...`), if it has them. */
function linkIn(params: URLSearchParams): { link?: Link; present: boolean; email: string } {
  const token = params.get("token");
  const email = params.get("email") ?? "";
  if (token === null && !params.has("email")) return { present: false, email };
  const parsed = linkConsume.safeParse({ token: token ?? "", email });
  return { link: parsed.success ? parsed.data : undefined, present: true, email };
}

/**
 * Uses the documents e-mail's link once (POST /api/onboarding/link/consume), then takes its token and
 * e-mail out of the address (a history.replaceState through the router), so a reload or a copied
 * address does not carry a used token. A refused link (410, 400) says so with the resend form.
 */
function useEmailedLink() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [found] = useState(() => linkIn(params));
  const [link, setLink] = useState<LinkState>(() =>
    !found.present
      ? { state: "none" }
      : found.link
        ? { state: "using" }
        : { state: "refused", email: found.email },
  );
  const started = useRef(false);

  const forgetInAddress = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("token");
        next.delete("email");
        return next;
      },
      { replace: true },
    );

  const use = async () => {
    if (!found.link) return;
    setLink({ state: "using" });
    try {
      await consumeDocumentsLink(found.link);
      // A new onboarding session: whatever this tab read before belongs to nobody now.
      queryClient.removeQueries({ queryKey: onboardingKeys.session });
      queryClient.removeQueries({ queryKey: onboardingKeys.documents });
      forgetInAddress();
      setLink({ state: "used" });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 410 || error.status === 400)) {
        forgetInAddress();
        setLink({ state: "refused", email: found.email });
      } else setLink({ state: "failed", error });
    }
  };

  // Once per page load, even when React runs the effect twice (development's StrictMode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link found at load
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (found.link) void use();
    else if (found.present) forgetInAddress();
  }, []);

  return { link, retry: use };
}

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
        title="We couldn't open your link"
        error={link.error}
        onRetry={() => void retry()}
        retrying={false}
      />
    );
  else if (query.isPending && signedOut) body = <EmailLinkCard />;
  else if (query.isPending) body = <DocumentsSkeleton />;
  else if (query.isError && isSignedOut(query.error)) body = <EmailLinkCard />;
  else if (query.isError)
    body = (
      <LoadError
        title="We couldn't load your documents"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <Documents list={query.data} recheck={() => query.refetch()} />;

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

function Documents({
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

function DocumentsSkeleton() {
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
