import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LOGIN_TEXT, magicLinkRequest, type magicLinkSent } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormAlert, TextField } from "../../components/ui/text-field";
import { ApiError, api, errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";

const schema = magicLinkRequest.pick({ email: true });
type FormIn = z.input<typeof schema>;
type FormOut = z.output<typeof schema>;

/** The e-mail-only form: sends a sign-in link (decisions.md "Security" 2). */
export function MagicLinkForm({
  next,
  email,
  onEmailChange,
  onUsePassword,
}: {
  next?: string;
  email: string;
  onEmailChange: (email: string) => void;
  onUsePassword: () => void;
}) {
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(schema),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = form.handleSubmit(async ({ email }) => {
    setServerError(undefined);
    try {
      const result = await api<z.infer<typeof magicLinkSent>>("/api/magic-login", {
        body: next ? { email, next } : { email },
      });
      notify.info(
        result.admin
          ? { title: "Admin Magic Link", description: "Sending admin access link..." }
          : { title: "Magic Link Sent", description: "Check your email for a secure login link" },
      );
      setSent(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        notify.error({ title: "Error", description: LOGIN_TEXT.notRegistered });
        return;
      }
      const message = errorMessage(err);
      setServerError(message);
      notify.error({ title: "Error", description: message });
    }
  });

  const sendAnother = () => {
    setSent(false);
    setServerError(undefined);
    // The form comes back on the next render; put the cursor in the e-mail field.
    setTimeout(() => form.setFocus("email"), 0);
  };

  if (sent) {
    return (
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Check Your Email</CardTitle>
        </CardHeader>
        <CardContent>
          <div
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="flex flex-col gap-2 rounded-md outline-none"
          >
            <MailCheck aria-hidden className="size-10 text-success-700" />
            <p className="font-medium text-slate-900">Magic link sent! Check your email inbox.</p>
            <p className="text-slate-700">Don't see it? Check your spam folder or request a new link.</p>
          </div>
          <Button variant="secondary" className="mt-5 w-full" onClick={sendAnother}>
            Send Another Link
          </Button>
        </CardContent>
      </Card>
    );
  }

  const emailField = form.register("email", { onChange: (e) => onEmailChange(e.target.value) });
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Enter Your Email</CardTitle>
        <p className="text-sm text-slate-700">We'll e-mail you a secure link that signs you in.</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Email me a sign-in link">
          <TextField
            id="login-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...emailField}
          />
          <Button type="submit" className="mt-5 w-full" disabled={isSubmitting}>
            {isSubmitting ? "Logging in..." : "Login"}
          </Button>
          <FormAlert>{serverError}</FormAlert>
        </form>
        <Button variant="ghost" className="mt-3 w-full" onClick={onUsePassword}>
          Sign in with a password instead
        </Button>
      </CardContent>
    </Card>
  );
}
