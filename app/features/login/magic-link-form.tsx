import { MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { LOGIN_TEXT, magicLinkRequest } from "../../../src/shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { requestMagicLink } from "./api";
import { EmailField, LoginForm, type LoginFormProps } from "./login-form";

const schema = magicLinkRequest.pick({ email: true });

/** The e-mail-only form: sends a sign-in link (docs/product.md "Security" 2). */
export function MagicLinkForm({
  next,
  email,
  onEmailChange,
  onSent,
}: LoginFormProps & { onSent: () => void }) {
  const linkForm = useApiForm({
    schema,
    defaultValues: { email },
    submit: ({ email }) => requestMagicLink(next ? { email, next } : { email }),
    // The same for everyone the server knows (an admin, a suspended trainer, an applicant whose payment
    // is being confirmed): the e-mail says what applies; the screen never tells a stranger (F4).
    onSuccess: () => {
      notify.info({ title: "Magic Link Sent", description: "Check your email for a secure login link" });
      onSent();
    },
    // Only an unknown address (the spec's text), pacing per IP, or a failed e-mail land here.
    onError: (err, message) => {
      const notRegistered = err instanceof ApiError && err.status === 404;
      notify.error({ title: "Error", description: notRegistered ? LOGIN_TEXT.notRegistered : message });
      return notRegistered;
    },
  });
  const emailField = linkForm.field("email", { onChange: (e) => onEmailChange(e.target.value) });

  return (
    <LoginForm form={linkForm} label="Email me a sign-in link">
      <EmailField id="login-email" autoComplete="email" {...emailField} />
    </LoginForm>
  );
}

/** After the link went out: where to look, and a way back to the form. Focused when it appears. */
export function LinkSentCard({ onSendAnother }: { onSendAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Check Your Email</CardTitle>
      </CardHeader>
      <CardContent>
        <div ref={ref} tabIndex={-1} role="status" className="flex flex-col gap-2 rounded-md outline-none">
          <MailCheck aria-hidden className="size-10 text-success-700" />
          <p className="font-medium text-slate-900">Magic link sent! Check your email inbox.</p>
          <p className="text-slate-700">Don't see it? Check your spam folder or request a new link.</p>
        </div>
        <Button variant="secondary" className="mt-5 w-full" onClick={onSendAnother}>
          Send Another Link
        </Button>
      </CardContent>
    </Card>
  );
}
