import { BellOff, CircleCheck, Link2Off } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CallError, FindClassesButton, LinkHeading, LinkPage } from "../../components/email-link-page";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { linkProblemOf, unsubscribeAlerts, unsubscribeLinkOf } from "./api";
import { LinkProblemCard } from "./link-page";

/**
 * /class-alerts/unsubscribe?token= (decision 0042), the visible link of every alert e-mail. Opening it
 * changes nothing; the button does what the e-mail's one-click List-Unsubscribe does: every alert of the
 * address is deleted.
 */
export default function ClassAlertUnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = unsubscribeLinkOf(token);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [invalid, setInvalid] = useState(!email);
  const [removed, setRemoved] = useState<number>();

  const unsubscribe = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setRemoved((await unsubscribeAlerts(token)).removed);
    } catch (err) {
      if (linkProblemOf(err)) setInvalid(true);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  if (invalid || !email)
    return (
      <LinkPage>
        <LinkProblemCard problem="invalid" icon={Link2Off} />
      </LinkPage>
    );

  if (removed !== undefined)
    return (
      <LinkPage>
        <div role="status">
          <LinkHeading icon={CircleCheck} title="You're unsubscribed">
            <p>
              We won't send class alerts to <Email value={email} /> any more.
              {removed === 0 && " There were none left for this address."}
            </p>
          </LinkHeading>
        </div>
        <FindClassesButton />
      </LinkPage>
    );

  return (
    <LinkPage>
      <LinkHeading icon={BellOff} title="Unsubscribe from class alerts">
        <p>
          Stop class alert e-mails to <Email value={email} />. This ends the alerts for every place you asked
          about; you can ask again any time.
        </p>
      </LinkHeading>
      <Button className="mt-6 w-full" onClick={unsubscribe} disabled={busy}>
        {busy ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      <CallError message={error} />
    </LinkPage>
  );
}

const Email = ({ value }: { value: string }) => (
  <span className="font-medium break-all text-slate-900">{value}</span>
);
