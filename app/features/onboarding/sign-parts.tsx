/**
 * The signing page's parts (sign-screen.tsx): the document's text as it is read and signed, and the
 * signed states (just signed, or opened again after signing).
 */
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { DocumentToSign } from "../../../src/shared/contracts/onboarding";
import { useDocuments } from "./api";
import { DOCUMENTS_PATH, linkClass, SignedAt, signedTime } from "./documents-parts";

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

/** The full text, in a scrollable, keyboard-reachable box with readable measure and leading. */
export function DocumentText({ doc, afterHint }: { doc: DocumentToSign; afterHint: boolean }) {
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

/** Just signed: a clear confirmation with the time, and the way back. */
export function SignedConfirmation({ title, at }: { title: string; at: string }) {
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
export function AlreadySigned({ doc }: { doc: DocumentToSign }) {
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
