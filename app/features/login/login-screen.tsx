import { useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { SESSION_TEXT } from "../../../src/shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/skeleton";
import { FormAlert } from "../../components/ui/text-field";
import { DASHBOARD_PATH, safeNext, sessionEndOf, useMe } from "../../lib/session";
import { AuthLayout } from "./auth-layout";
import { LinkSentCard, MagicLinkForm } from "./magic-link-form";
import { PasswordForm } from "./password-form";

type Mode = "link" | "password";

/** The two ways of signing in: each card's heading and intro, and the button to the other way. */
const WAYS: Record<Mode, { title: string; intro: string; other: string }> = {
  link: {
    title: "Enter Your Email",
    intro: "We'll e-mail you a secure link that signs you in.",
    other: "Sign in with a password instead",
  },
  password: {
    title: "Sign In with Your Password",
    intro: "For trainers who have set a sign-in password.",
    other: "Email me a sign-in link instead",
  },
};

/**
 * Trainer login (spec portal §2 "Trainer login"; routes /, /login, /trainer-portal/login). Its title is
 * the route's (app/routes/login.tsx), whose loader also seeds the session: the server draws the form.
 */
export default function LoginScreen() {
  const [params, setParams] = useSearchParams();
  const next = safeNext(params.get("next"));
  const me = useMe();
  const [mode, setMode] = useState<Mode>("link");
  const [sent, setSent] = useState(false);
  // A new link asked from an expired one brings its e-mail (magic-link-screen.tsx).
  const [email, setEmail] = useState(() => params.get("email")?.slice(0, 254) ?? "");
  // Why the session ended, said once: the address loses it, so a reload or a later visit does not repeat it.
  const [ended] = useState(() => sessionEndOf(params.get("ended")));
  const focusEmail = useRef(false);

  useEffect(() => {
    if (!params.has("ended")) return;
    const rest = new URLSearchParams(params);
    rest.delete("ended");
    setParams(rest, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  // After a switch of ways, or "Send Another Link", the cursor goes to the form's e-mail field.
  useEffect(() => {
    if (!focusEmail.current || sent) return;
    focusEmail.current = false;
    document.getElementById(mode === "link" ? "login-email" : "password-email")?.focus();
  }, [mode, sent]);

  const showForm = (target: Mode) => {
    focusEmail.current = true;
    setSent(false);
    setMode(target);
  };

  if (me.data) return <Navigate to={next ?? DASHBOARD_PATH} replace />;

  const way = WAYS[mode];
  let body = <Spinner label="Checking whether you are signed in" />;
  if (!me.isPending && sent) body = <LinkSentCard onSendAnother={() => showForm("link")} />;
  else if (!me.isPending)
    body = (
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>{way.title}</CardTitle>
          <p className="text-sm text-slate-700">{way.intro}</p>
        </CardHeader>
        <CardContent>
          {mode === "link" ? (
            <MagicLinkForm next={next} email={email} onEmailChange={setEmail} onSent={() => setSent(true)} />
          ) : (
            <PasswordForm next={next} email={email} onEmailChange={setEmail} />
          )}
          <Button
            variant="ghost"
            className="mt-3 w-full"
            onClick={() => showForm(mode === "link" ? "password" : "link")}
          >
            {way.other}
          </Button>
        </CardContent>
      </Card>
    );

  return (
    <AuthLayout>
      <h1 className="text-center text-2xl sm:text-3xl">Trainer Portal</h1>
      <p className="mt-2 text-center text-slate-700">
        Sign in to access your exclusive trainer resources: curriculum, class tools, live trainings and the
        trainer community.
      </p>
      {ended === "suspended" && (
        <FormAlert className="mt-6">
          <strong className="block">{SESSION_TEXT.suspended}</strong>
          {SESSION_TEXT.suspendedHint}
        </FormAlert>
      )}
      {body}
    </AuthLayout>
  );
}
