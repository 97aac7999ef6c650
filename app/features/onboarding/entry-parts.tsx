/**
 * What the entry screens of onboarding share (enroll, checkout, confirmation, payment confirmation,
 * shopify success): their frame, the in-page alert that replaces the earlier app's window.alert
 * (docs/product.md "Defects we do not copy"), and the field helpers the forms use.
 */
import { AlertCircle, Info } from "lucide-react";
import { forwardRef, type ReactNode, useCallback, useRef, useState } from "react";
import { PORTAL_FOOTER, PublicLayout } from "../../components/layout/public-layout";
import { FieldError, Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { cn } from "../../lib/cn";
import type { FieldBinding } from "../../lib/use-api-form";

export const DOCUMENTS_PATH = "/onboarding/documents";
export const STATUS_PATH = "/onboarding/status";
export const CHECKOUT_PATH = "/onboarding/checkout";

export const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** The onboarding frame: the public top bar, one centred column, the portal's footer links. */
export function OnboardingFrame({
  children,
  width = "md",
}: {
  children: ReactNode;
  width?: "md" | "lg" | "xl";
}) {
  const max = { md: "max-w-2xl", lg: "max-w-3xl", xl: "max-w-5xl" }[width];
  return (
    <PublicLayout footer={PORTAL_FOOTER}>
      <div className={cn("mx-auto w-full px-4 py-8 sm:py-12", max)}>{children}</div>
    </PublicLayout>
  );
}

/**
 * An in-page alert (role="alert": announced when it appears), in the danger colours, with an optional
 * action under the message. `message` null renders nothing; the caller reserves no space for it.
 */
export const InPageAlert = forwardRef<
  HTMLDivElement,
  { message: string | null | undefined; action?: ReactNode; className?: string }
>(function InPageAlert({ message, action, className }, ref) {
  if (!message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={cn(
        "flex items-start gap-3 rounded-md border border-danger-700/30 bg-danger-50 p-4 text-danger-700 outline-none",
        className,
      )}
    >
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p role="alert" className="font-medium">
          {message}
        </p>
        {action && <div className="mt-3">{action}</div>}
      </div>
    </div>
  );
});

/**
 * Information, never an error (issue 27: "continue by e-mail", "your payment is being confirmed"):
 * neutral colours, role="status" (announced politely, once). `message` null renders nothing.
 */
export const InfoNotice = forwardRef<
  HTMLDivElement,
  { message: string | null | undefined; className?: string }
>(function InfoNotice({ message, className }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="status" className={cn("outline-none", className)}>
      {message ? (
        <p className="flex items-start gap-3 rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span className="min-w-0 flex-1">{message}</span>
        </p>
      ) : null}
    </div>
  );
});

/** An InfoNotice's message and its focus: `show` puts the message up and moves the focus to it. */
export function useInfoNotice() {
  const [message, setMessage] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const show = useCallback((text: string) => {
    setMessage(text);
    requestAnimationFrame(() => ref.current?.focus());
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, ref, show, clear };
}

/** A labelled native select bound to react-hook-form, with its error under it. */
export function SelectBinding({
  id,
  label,
  placeholder,
  options,
  className,
  ...field
}: FieldBinding & {
  id: string;
  label: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}) {
  const { error, ...register } = field;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        className="mt-1 [&_select[aria-invalid=true]]:border-danger-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A field's label with "(optional)" after it. */
export function Optional({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-slate-600">(optional)</span>
    </>
  );
}

/** Is a typed value missing (nothing but spaces)? */
export function blank(value: string | null | undefined): boolean {
  return !value || value.trim() === "";
}
