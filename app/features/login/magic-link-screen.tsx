import { Clock, Link2Off, ShieldCheck, Unlink } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { magicLinkToken } from "../../../src/shared/contracts/auth";
import { LoadError } from "../../components/load-error";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import { loginPathFor, safeNext } from "../../lib/session";
import { consumeMagicLink, linkProblemOf, type LinkProblem as Problem, useMagicLinkStatus } from "./api";
import { AuthLayout } from "./auth-layout";

const PROBLEMS: Record<Problem, { heading: string; text: string; icon: typeof Clock }> = {
  used: {
    heading: "This link has already been used",
    text: "Each sign-in link works only once. Request a new link and we'll e-mail it to you right away.",
    icon: Unlink,
  },
  expired: {
    heading: "This link has expired",
    text: "Sign-in links work for 10 minutes after they are sent. Request a new link and open it soon after it arrives.",
    icon: Clock,
  },
  unknown: {
    heading: "This link isn't valid",
    text: "The link may be incomplete or copied incorrectly. Request a new link and open it straight from the e-mail.",
    icon: Link2Off,
  },
};

/**
 * The page the e-mailed link opens (docs/product.md "Security" 2). Opening it changes nothing: only the
 * Continue button uses the token, so mail scanners that pre-open links cannot burn it. While the link's
 * state is being checked the Continue card shows (it is the server's HTML, and using the link answers
 * its state all the same); a used, expired or unknown link then replaces it.
 */
export default function MagicLinkScreen() {
  const [params] = useSearchParams();
  const parsed = magicLinkToken.safeParse({
    token: params.get("token") ?? "",
    email: params.get("email") ?? "",
  });
  const link = parsed.success ? parsed.data : undefined;
  const next = safeNext(params.get("next"));
  const [problem, setProblem] = useState<Problem>();

  const status = useMagicLinkStatus(link);

  const shown: Problem | undefined =
    problem ??
    (!link ? "unknown" : status.data && status.data.state !== "valid" ? status.data.state : undefined);

  let body: ReactNode;
  // "Request a New Link" keeps the e-mail the link was sent to (issue 31 part 5).
  const retryPath = loginPathFor(next, { email: emailOf(params.get("email")) });
  if (shown) body = <LinkProblem problem={shown} retryPath={retryPath} />;
  else if (status.isError) {
    body = (
      <Card>
        <LoadError
          as="h1"
          title="We couldn't check this link"
          error={status.error}
          retryLabel="Try Again"
          onRetry={() => void status.refetch()}
          className="p-6"
        >
          <Button asChild variant="secondary">
            <Link to={retryPath}>Request a New Link</Link>
          </Button>
        </LoadError>
      </Card>
    );
  } else if (link) {
    body = <ContinueCard token={link.token} email={link.email} next={next} onProblem={setProblem} />;
  }

  return <AuthLayout>{body}</AuthLayout>;
}

function ContinueCard({
  token,
  email,
  next,
  onProblem,
}: {
  token: string;
  email: string;
  next?: string;
  onProblem: (problem: Problem) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await consumeMagicLink(next ? { token, email, next } : { token, email });
      // A full page load: every cache and screen starts again with the new session.
      window.location.assign(result.redirect);
    } catch (err) {
      setBusy(false);
      const problem = linkProblemOf(err);
      if (problem) onProblem(problem);
      else setError(errorMessage(err));
    }
  };

  return (
    <Card className="p-6">
      <ShieldCheck aria-hidden className="size-10 text-brand-700" />
      <h1 className="mt-3 text-2xl">Continue to the Trainer Portal</h1>
      <p className="mt-2 text-slate-700">
        One click signs you in as <span className="font-medium break-all text-slate-900">{email}</span>. The
        link works once and only for this e-mail address.
      </p>
      <Button className="mt-6 w-full" onClick={signIn} disabled={busy}>
        {busy ? "Signing you in..." : "Continue to the Trainer Portal"}
      </Button>
      <FormAlert>{error}</FormAlert>
    </Card>
  );
}

/** The link's e-mail when it reads as one (the login form checks it again). */
function emailOf(value: string | null): string | undefined {
  const email = value?.trim() ?? "";
  return email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
}

function LinkProblem({ problem, retryPath }: { problem: Problem; retryPath: string }) {
  const { heading, text, icon: Icon } = PROBLEMS[problem];
  return (
    <Card className="p-6 text-center">
      <Icon aria-hidden className="mx-auto size-10 text-brand-700" />
      <h1 className="mt-3 text-2xl">{heading}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <Button asChild className="mt-6 w-full">
        <Link to={retryPath}>Request a New Link</Link>
      </Button>
    </Card>
  );
}
