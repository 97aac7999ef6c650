import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { ApiFormState } from "../../lib/use-api-form";
import { Button } from "./button";
import { FormAlert } from "./text-field";

/**
 * A form of lib/use-api-form.ts: its fields, the submit button (its busy words while sending) and the
 * server's message under it, announced.
 */
export function ApiForm({
  form,
  label,
  submitLabel,
  busyLabel,
  submitClassName,
  className,
  children,
}: {
  form: ApiFormState;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  submitClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={label} className={className}>
      {children}
      <Button type="submit" className={cn("mt-5", submitClassName)} disabled={form.isSubmitting}>
        {form.isSubmitting ? busyLabel : submitLabel}
      </Button>
      <FormAlert>{form.serverError}</FormAlert>
    </form>
  );
}
