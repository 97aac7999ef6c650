import { BellRing, CircleCheck, Link2Off } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ClassAlertConfirmed } from "../../../src/shared/contracts/class-alerts";
import { CallError, FindClassesButton, LinkHeading, LinkPage } from "../../components/email-link-page";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { confirmAlert, confirmLinkOf, type LinkProblem, linkProblemOf } from "./api";
import { LinkProblemCard } from "./link-page";

/**
 * /class-alerts/confirm?token= (decision 0042), the confirmation e-mail's link. Opening it changes
 * nothing: only the button stores the subscription, so mail scanners that open links cannot confirm
 * for anyone (as the sign-in link's page). The request shown is the link's own.
 */
export default function ClassAlertConfirmScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = confirmLinkOf(token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<LinkProblem | undefined>(link ? undefined : "invalid");
  const [done, setDone] = useState<ClassAlertConfirmed>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone(await confirmAlert(token));
    } catch (err) {
      const linkProblem = linkProblemOf(err);
      if (linkProblem) setProblem(linkProblem);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (problem || !link)
    return (
      <LinkPage>
        <LinkProblemCard problem={problem ?? "invalid"} icon={Link2Off} />
      </LinkPage>
    );

  if (done)
    return (
      <LinkPage>
        <div role="status">
          <LinkHeading
            icon={CircleCheck}
            title={done.updated ? "Your class alert is updated" : "You're subscribed"}
          >
            <p>
              We'll e-mail <Email value={done.email} /> when a new class is scheduled within {done.distance}{" "}
              miles of {done.place}: at most one e-mail a day, each with a one-click unsubscribe.
            </p>
          </LinkHeading>
        </div>
        <FindClassesButton label="Find a class now" />
      </LinkPage>
    );

  return (
    <LinkPage>
      <LinkHeading icon={BellRing} title="Confirm your class alerts">
        <p>
          Get an e-mail at <Email value={link.email} /> when a class is scheduled within {link.distance} miles
          of {link.place}. At most one e-mail a day, and only when something is new.
        </p>
      </LinkHeading>
      <Button className="mt-6 w-full" onClick={confirm} disabled={busy}>
        {busy ? "Confirming..." : "Confirm class alerts"}
      </Button>
      <CallError message={error} />
    </LinkPage>
  );
}

const Email = ({ value }: { value: string }) => (
  <span className="font-medium break-all text-slate-900">{value}</span>
);
