import type { ReactNode } from "react";
import { ApiForm } from "../../components/ui/api-form";
import { TextField } from "../../components/ui/text-field";
import type { ApiFormState, FieldBinding } from "../../lib/use-api-form";

/** What the login screen gives each way of signing in: the e-mail typed so far travels between them. */
export type LoginFormProps = {
  next?: string;
  email: string;
  onEmailChange: (email: string) => void;
};

/** A sign-in form: its fields, then Login (Logging in... while sending) and the server's message. */
export function LoginForm({
  form,
  label,
  children,
}: {
  form: ApiFormState;
  label: string;
  children: ReactNode;
}) {
  return (
    <ApiForm form={form} label={label} submitLabel="Login" busyLabel="Logging in..." submitClassName="w-full">
      {children}
    </ApiForm>
  );
}

/** The e-mail field of both ways; a password manager pairs the password with "username". */
export function EmailField(field: FieldBinding & { id: string; autoComplete: "email" | "username" }) {
  return <TextField label="Email" type="email" inputMode="email" placeholder="you@example.com" {...field} />;
}
