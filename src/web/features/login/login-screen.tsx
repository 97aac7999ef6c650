import { useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/skeleton";
import { DASHBOARD_PATH, safeNext, useMe } from "../../lib/session";
import { site } from "../../lib/site-config";
import { usePageMeta } from "../../lib/use-page-meta";
import { AuthLayout } from "./auth-layout";
import { MagicLinkForm } from "./magic-link-form";
import { PasswordForm } from "./password-form";

type Mode = "link" | "password";

/** Trainer login (spec portal §2 "Trainer login"; routes /, /login, /trainer-portal/login). */
export default function LoginScreen() {
  usePageMeta(
    `Trainer Portal Login | ${site.brandName}`,
    `Sign in to the ${site.brandName} Trainer Portal for your curriculum, classes, assessments and trainer resources.`,
  );
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const me = useMe();
  const [mode, setMode] = useState<Mode>("link");
  const [email, setEmail] = useState("");
  const switched = useRef(false);

  useEffect(() => {
    if (!switched.current) return;
    document.getElementById(mode === "link" ? "login-email" : "password-email")?.focus();
  }, [mode]);

  const switchTo = (target: Mode) => {
    switched.current = true;
    setMode(target);
  };

  if (me.data) return <Navigate to={next ?? DASHBOARD_PATH} replace />;

  return (
    <AuthLayout>
      <h1 className="text-center text-2xl sm:text-3xl">Trainer Portal</h1>
      <p className="mt-2 text-center text-slate-700">
        Sign in to access your exclusive trainer resources: curriculum, class tools, live trainings and the
        trainer community.
      </p>
      {me.isPending ? (
        <Spinner label="Checking whether you are signed in" />
      ) : mode === "link" ? (
        <MagicLinkForm
          next={next}
          email={email}
          onEmailChange={setEmail}
          onUsePassword={() => switchTo("password")}
        />
      ) : (
        <PasswordForm next={next} email={email} onEmailChange={setEmail} onUseLink={() => switchTo("link")} />
      )}
    </AuthLayout>
  );
}
