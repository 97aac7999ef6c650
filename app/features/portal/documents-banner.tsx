import { FileSignature } from "lucide-react";
import { Link } from "react-router";

/**
 * The notice above every portal page for a trainer with documents still unsigned (docs/product.md
 * "Accounts, statuses and ownership of fields"): how many, the way to the signing page, and what comes
 * after the documents: the welcome page's links (issue 27, point 3).
 */
export function DocumentsBanner({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning-600 bg-warning-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-warning-800">
        <p className="flex items-start gap-2 font-medium">
          <FileSignature aria-hidden className="mt-0.5 size-5 shrink-0" />
          You have {count} {count === 1 ? "document" : "documents"} to sign
        </p>
        <p className="mt-1 pl-7 text-sm">
          Then open your{" "}
          <Link to="/onboarding/welcome" className="font-medium underline underline-offset-4">
            welcome links
          </Link>
          .
        </p>
      </div>
      <Link
        to="/onboarding/documents"
        className="inline-flex min-h-tap shrink-0 items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
      >
        Sign your documents
      </Link>
    </div>
  );
}
