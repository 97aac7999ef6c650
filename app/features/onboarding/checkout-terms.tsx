import { ExternalLink } from "lucide-react";
import { type Control, Controller } from "react-hook-form";
import type { CheckoutDetails } from "../../../src/shared/contracts/onboarding";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldError, Label } from "../../components/ui/label";
import { linkClass } from "./entry-parts";

/**
 * The checkout's "I agree to the Terms and Conditions" (/legal/terms, in a new tab): unticked is no
 * value at all (the schema wants `true`), and ticking it clears its message (`onAgreed`).
 */
export function TermsCheckbox({
  control,
  onAgreed,
}: {
  control: Control<CheckoutDetails>;
  onAgreed: () => void;
}) {
  return (
    <Controller
      control={control}
      name="agreeTerms"
      render={({ field, fieldState }) => (
        <div className="mt-5">
          <div className="flex min-h-tap items-start gap-3 py-1">
            <Checkbox
              id="checkout-agreeTerms"
              checked={field.value === true}
              onCheckedChange={(v) => {
                field.onChange(v === true ? true : undefined);
                if (v === true) onAgreed();
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              className="mt-0.5 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger-700"
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? "checkout-agreeTerms-error" : undefined}
            />
            <Label htmlFor="checkout-agreeTerms" className="text-base font-normal">
              I agree to the{" "}
              <a href="/legal/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
                Terms and Conditions
                <ExternalLink aria-hidden className="ml-1 inline size-4 align-[-2px]" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Label>
          </div>
          <FieldError id="checkout-agreeTerms-error">{fieldState.error?.message}</FieldError>
        </div>
      )}
    />
  );
}
