import { ArrowLeft, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PROFILE_TEXT } from "../../../src/shared/contracts/profile";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { DASHBOARD_PATH } from "../../lib/session";
import { useSite } from "../../lib/site-config";

export function BackToDashboard({ label = "Back" }: { label?: string }) {
  return (
    <Button asChild variant="ghost" className="self-start">
      <Link to={DASHBOARD_PATH}>
        <ArrowLeft aria-hidden className="size-4" />
        {label}
      </Link>
    </Button>
  );
}

/** The contact-the-owner note beside the owner-only fields (docs/product.md "Accounts"). */
export function OwnerOnlyNote({ className }: { className?: string }) {
  const site = useSite();
  return (
    <p className={className ?? "flex items-start gap-2 rounded-md bg-info-50 p-3 text-sm text-slate-800"}>
      <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-info-700" />
      <span>
        {PROFILE_TEXT.ownerOnlyNote}{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-info-700 underline">
          {site.supportEmail}
        </a>
      </span>
    </p>
  );
}

/** A read-only value with its label (owner-only fields, the login e-mail). */
export function ReadOnlyField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-800">{label}</dt>
      <dd className="mt-1 flex min-h-tap items-center rounded-sm border border-slate-300 bg-slate-100 px-3 text-base text-slate-800 break-all">
        {value || <span className="text-slate-600">Not set</span>}
      </dd>
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-1 py-16">
      <Spinner label={label} />
      <p aria-hidden className="text-slate-700">
        {label}
      </p>
    </div>
  );
}
