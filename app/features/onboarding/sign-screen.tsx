import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, FileQuestion, RefreshCw } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { Link, useParams } from "react-router";
import {
  type DocumentList,
  type DocumentToSign,
  ONBOARDING_TEXT,
  signDocument as signSchema,
} from "../../../src/shared/contracts/onboarding";
import { ApiForm } from "../../components/ui/api-form";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldError } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { useApiForm } from "../../lib/use-api-form";
import { onboardingKeys, signDocument, useDocument, useDocuments, useOnboardingSession } from "./api";
import {
  DOCUMENTS_PATH,
  DocumentsFrame,
  EmailLinkCard,
  isMissing,
  isSignedOut,
  LoadError,
  linkClass,
  SignedAt,
  signedTime,
} from "./documents-parts";
import { announceSigned } from "./documents-sync";

/** The document's paragraphs: one per line of its text, blank lines between them or not. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A short line in capitals ("1. THE CERTIFICATION PROGRAM") is a heading of the document. */
function isHeading(paragraph: string): boolean {
  return paragraph.length <= 90 && /[A-Z]/.test(paragraph) && paragraph === paragraph.toUpperCase();
}

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

  let body: ReactNode;
  if (query.isPending && signedOut) body = <SignedOutCard />;
  else if (query.isPending) body = <DocumentSkeleton />;
  else if (query.isError && isSignedOut(query.error)) body = <SignedOutCard />;
  else if (query.isError && isMissing(query.error)) body = <UnknownDocument />;
  else if (query.isError)
    body = (
      <>
        <h1 className="text-2xl sm:text-3xl">Sign a Document</h1>
        <div className="mt-6">
          <LoadError
            title="We couldn't load this document"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      </>
    );
  else
    body = (
      <SignDocument
        doc={query.data}
        signedAt={signedAt}
        onSigned={setSignedAt}
        reload={() => void query.refetch()}
        reloading={query.isFetching}
      />
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

/** The full text, in a scrollable, keyboard-reachable box with readable measure and leading. */
function DocumentText({ doc, afterHint }: { doc: DocumentToSign; afterHint: boolean }) {
  const paragraphs = paragraphsOf(doc.body);
  return (
    <section
      aria-label={`Full text of the ${doc.title}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`${afterHint ? "mt-3" : "mt-6"} max-h-[60vh] overflow-y-auto rounded-lg border border-slate-200 bg-white px-4 py-5 shadow-raised sm:px-8 sm:py-7`}
    >
      <div className="mx-auto max-w-prose">
        {paragraphs.map((p, i) =>
          isHeading(p) ? (
            <h2
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never move
              key={i}
              className="mt-6 text-sm font-semibold tracking-wide text-slate-900 first:mt-0"
            >
              {p}
            </h2>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never move
            <p key={i} className="mt-3 leading-7 text-slate-800 first:mt-0">
              {p}
            </p>
          ),
        )}
      </div>
    </section>
  );
}

const schema = signSchema;

function SignForm({
  doc,
  onSigned,
  reload,
  reloading,
}: {
  doc: DocumentToSign;
  onSigned: (at: string) => void;
  reload: () => void;
  reloading: boolean;
}) {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useApiForm({
    schema,
    defaultValues: { fullName: "", version: doc.version },
    submit: (values) => {
      setChanged(false);
      return signDocument(doc.id, values);
    },
    onSuccess: (list: DocumentList) => {
      const status = list.documents.find((d) => d.id === doc.id);
      onSigned(status?.signedAt ?? new Date().toISOString());
      queryClient.setQueryData(onboardingKeys.documents, list);
      queryClient.setQueryData<DocumentToSign>(onboardingKeys.document(doc.id), (d) =>
        d ? { ...d, signed: true } : d,
      );
      announceSigned(doc.id);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      // A newer version on the server: read it again, and agree to it anew.
      setChanged(true);
      form.form.resetField("agree");
      reload();
      return true;
    },
  });

  // The version read is the version signed: a reloaded text brings its own.
  const { setValue } = form.form;
  useEffect(() => setValue("version", doc.version), [doc.version, setValue]);

  const agreeError = form.form.getFieldState("agree", form.form.formState).error?.message;

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <h2 className="text-xl">Sign this document</h2>
      <p className="mt-1 text-slate-700">
        Your typed full name and your agreement are your signature. We record when you signed and the exact
        text you signed.
      </p>
      {changed ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-md bg-warning-50 p-3 text-warning-800">
          <RefreshCw
            aria-hidden
            className={
              reloading ? "mt-0.5 size-4 shrink-0 motion-safe:animate-spin" : "mt-0.5 size-4 shrink-0"
            }
          />
          {ONBOARDING_TEXT.documentChanged}
        </p>
      ) : null}
      <ApiForm
        form={form}
        label={`Sign the ${doc.title}`}
        submitLabel="Sign"
        busyLabel="Signing..."
        submitClassName="w-full sm:w-auto sm:min-w-40"
        submitDisabled={reloading}
        className="mt-4"
      >
        <TextField
          id="sign-full-name"
          label="Type your full name to sign"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          help="As you gave it when you enrolled."
          {...form.field("fullName")}
        />
        <Controller
          control={form.form.control}
          name="agree"
          render={({ field }) => (
            <div className="mt-5">
              <div className="flex items-start gap-3">
                <div className="flex h-tap shrink-0 items-center">
                  <Checkbox
                    id="sign-agree"
                    ref={field.ref}
                    name={field.name}
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={agreeError ? true : undefined}
                    aria-describedby={agreeError ? "sign-agree-error" : undefined}
                  />
                </div>
                <label htmlFor="sign-agree" className="min-h-tap py-2.5 text-base text-slate-800">
                  I agree: I have read the {doc.title} above and accept its terms.
                </label>
              </div>
              <FieldError id="sign-agree-error">{agreeError}</FieldError>
            </div>
          )}
        />
      </ApiForm>
    </Card>
  );
}

/** Just signed: a clear confirmation with the time, and the way back. */
function SignedConfirmation({ title, at }: { title: string; at: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-6 rounded-lg border border-success-700/30 bg-success-50 p-5 outline-none focus-visible:ring-2 focus-visible:ring-success-700 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="size-8 shrink-0 text-success-700" />
        <div>
          <h2 className="text-xl text-success-700">Signed</h2>
          <p className="mt-1 text-slate-800">
            You signed the {title} on <time dateTime={at}>{signedTime(at)}</time>.
          </p>
          <p className="mt-1 text-slate-800">You can close this tab and return to your documents.</p>
          <Link to={DOCUMENTS_PATH} className={`${linkClass} mt-3 inline-flex min-h-tap items-center`}>
            Back to your documents
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Opened again after signing: the signed state, read-only, with the time from the list. */
function AlreadySigned({ doc }: { doc: DocumentToSign }) {
  const list = useDocuments();
  const at = list.data?.documents.find((d) => d.id === doc.id)?.signedAt;
  return (
    <div className="mt-6 flex items-start gap-3 rounded-lg border border-success-700/30 bg-success-50 p-5">
      <CheckCircle2 aria-hidden className="size-7 shrink-0 text-success-700" />
      <div>
        <h2 className="text-lg text-success-700">Signed</h2>
        <p className="mt-1 text-slate-800">
          {at ? (
            <>
              You signed this version on <SignedAt iso={at} time />.
            </>
          ) : (
            "You have signed this version."
          )}{" "}
          Here is the text you signed.
        </p>
      </div>
    </div>
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
