/**
 * What the documents list and the signing pages share: their frame, the "open the link in your
 * e-mail" card with the form that sends the link again, the load error with Try again, and dates.
 */
import { format, isValid, parseISO } from "date-fns";
import { MailCheck, MailWarning } from "lucide-react";
import { type ReactNode, useState } from "react";
import { documentsLinkRequest, ONBOARDING_TEXT } from "../../../src/shared/contracts/onboarding";
import { MONTHS } from "../../../src/shared/days";
import { PORTAL_FOOTER, PublicLayout } from "../../components/layout/public-layout";
import { ApiForm } from "../../components/ui/api-form";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { dayOf, useHydrated } from "../../lib/local-day";
import { useApiForm } from "../../lib/use-api-form";
import { requestDocumentsLink } from "./api";

export const DOCUMENTS_PATH = "/onboarding/documents";
export const TRAINER_LOGIN_PATH = "/trainer-portal/login";

export const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** The frame of the documents screens: the public top bar, one centred column, the portal's footer. */
export function DocumentsFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <PublicLayout footer={PORTAL_FOOTER}>
      <div className={cn("mx-auto w-full px-4 py-8 sm:py-12", wide ? "max-w-4xl" : "max-w-3xl")}>
        {children}
      </div>
    </PublicLayout>
  );
}

/** Did the read fail because this browser has no onboarding session and no sign-in? */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Did the read fail because there is no such record? */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** "May 4, 2025" in the reader's own time zone. */
export function signedDate(iso: string): string {
  return format(parseISO(iso), "MMM d, yyyy");
}

/** "May 4, 2025 at 3:07 PM" in the reader's own time zone. */
export function signedTime(iso: string): string {
  return format(parseISO(iso), "MMMM d, yyyy 'at' h:mm a");
}

/** "May 4, 2025 at 3:07 PM UTC": the server knows no reader's time zone. */
function signedTimeUtc(iso: string): string {
  const d = parseISO(iso);
  if (!isValid(d)) return iso;
  const hour = d.getUTCHours() % 12 || 12;
  const minute = String(d.getUTCMinutes()).padStart(2, "0");
  const half = d.getUTCHours() < 12 ? "AM" : "PM";
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()} at ${hour}:${minute} ${half} UTC`;
}

/**
 * A signature's day or moment: in UTC in the server's HTML and while hydrating (the same text on both
 * sides), in the reader's own time zone afterwards.
 */
export function SignedAt({ iso, time = false }: { iso: string; time?: boolean }) {
  const local = useHydrated();
  let text: string;
  if (time) text = local ? signedTime(iso) : signedTimeUtc(iso);
  else text = local ? signedDate(iso) : dayOf(iso, false);
  return <time dateTime={iso}>{text}</time>;
}

/**
 * Without an onboarding session or a sign-in (docs/product.md "Onboarding details"): say where the
 * link is, and offer to e-mail it again. `invalidLink` when the e-mailed link was refused.
 */
export function EmailLinkCard({
  invalidLink = false,
  email = "",
  title = "Sign your documents",
  children,
}: {
  invalidLink?: boolean;
  email?: string;
  /** The heading when the link is not the problem (each screen names what the link opens). */
  title?: string;
  /** More to say under the message (the status page: a trainer signs in instead). */
  children?: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <MailWarning aria-hidden className="size-10 text-brand-700" />
      <h2 className="mt-3 text-xl">{invalidLink ? "This link can't be used" : title}</h2>
      <p className="mt-2 text-slate-700">
        {invalidLink ? ONBOARDING_TEXT.linkInvalid : ONBOARDING_TEXT.openEmailLink}
      </p>
      {children}
      <ResendLinkForm email={email} />
    </Card>
  );
}

/** The form that e-mails the documents link again (POST /api/onboarding/documents-link). */
function ResendLinkForm({ email }: { email: string }) {
  const [sent, setSent] = useState<string>();
  const form = useApiForm({
    schema: documentsLinkRequest,
    defaultValues: { email },
    submit: requestDocumentsLink,
    onSuccess: (result) => setSent(result.message || ONBOARDING_TEXT.linkSent),
  });
  return (
    <div className="mt-5 border-t border-slate-200 pt-5">
      <ApiForm
        form={form}
        label="E-mail the link again"
        submitLabel="Send the link again"
        busyLabel="Sending..."
        submitClassName="w-full sm:w-auto"
      >
        <TextField
          id="documents-link-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          help="The e-mail address you enrolled with."
          {...form.field("email", { onChange: () => setSent(undefined) })}
        />
      </ApiForm>
      <div role="status">
        {sent ? (
          <p className="mt-4 flex items-start gap-2 rounded-md bg-success-50 p-3 text-sm text-success-700">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {sent}
          </p>
        ) : null}
      </div>
    </div>
  );
}
