import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import type { ApiFormState } from "../../lib/use-api-form";
import { Button } from "./button";
import { SignInAgain } from "./sign-in-again";
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
  submitDisabled,
  actions,
  className,
  children,
}: {
  form: ApiFormState;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  submitClassName?: string;
  /** Keeps the submit button disabled (besides while sending), e.g. until a required text is typed. */
  submitDisabled?: boolean;
  /** Further buttons beside the submit button (Cancel). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={label} className={className}>
      {children}
      {actions ? (
        <div className="mt-5 flex flex-wrap gap-2">
          <Button type="submit" className={submitClassName} disabled={form.isSubmitting || submitDisabled}>
            {form.isSubmitting ? busyLabel : submitLabel}
          </Button>
          {actions}
        </div>
      ) : (
        <Button
          type="submit"
          className={cn("mt-5", submitClassName)}
          disabled={form.isSubmitting || submitDisabled}
        >
          {form.isSubmitting ? busyLabel : submitLabel}
        </Button>
      )}
      <FormAlert>{form.serverError}</FormAlert>
      <SignInAgain path={form.signInAgain} />
    </form>
  );
}
