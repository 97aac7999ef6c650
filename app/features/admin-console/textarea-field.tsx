import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import type { FieldBinding } from "../../lib/use-api-form";

/** A textarea with its label and its error under it (TextField is for one-line inputs). */
export function TextareaField({
  id,
  label,
  rows = 3,
  binding,
}: {
  id: string;
  label: string;
  rows?: number;
  binding: FieldBinding;
}) {
  const { error, ...input } = binding;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
