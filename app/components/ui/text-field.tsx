import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Input } from "./input";
import { FieldError, Label } from "./label";

/**
 * A labelled input with its help text and its error in red under it, wired for screen readers
 * (docs/design.md "Forms"). Spread react-hook-form's `register(...)` into it.
 */
type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  error?: string;
  help?: ReactNode;
};

export function TextField({ id, label, error, help, className, ...input }: TextFieldProps) {
  const described = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        help && (
          <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
            {help}
          </p>
        )
      )}
    </div>
  );
}

/** A password field: "current" lets the browser fill in the saved password, "new" suggest a new one. */
export function PasswordField({
  purpose = "current",
  ...field
}: Omit<TextFieldProps, "type" | "autoComplete"> & { purpose?: "current" | "new" }) {
  return <TextField type="password" autoComplete={`${purpose}-password`} {...field} />;
}

/** A form's message from the server, announced when it appears. */
export function FormAlert({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={cn("mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-700", className)}>
      {children}
    </p>
  );
}
