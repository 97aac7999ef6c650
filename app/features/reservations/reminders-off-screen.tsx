import { BellOff, CircleCheck, Link2Off } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CallError, FindClassesButton, LinkHeading, LinkPage } from "../../components/email-link-page";
import { Button } from "../../components/ui/button";
import { isLinkFailure, linkError, remindersOff } from "./api";

/**
 * /reservations/reminders-off?token= (decision 0044), the visible link of every reminder e-mail. Opening
 * it changes nothing; the button does what the e-mail's one-click List-Unsubscribe does: no more
 * reminders for the address's current reservations (they stay reserved).
 */
export default function ReservationRemindersOffScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [done, setDone] = useState<string>();

  const press = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone((await remindersOff(token)).email);
    } catch (err) {
      if (isLinkFailure(err)) setFailed(linkError(err));
      else setError(linkError(err));
    } finally {
      setBusy(false);
    }
  };

  if (failed)
    return (
      <LinkPage>
        <div role="alert">
          <LinkHeading icon={Link2Off} tone="danger" title="This link can't be used">
            <p>{failed}</p>
          </LinkHeading>
        </div>
        <FindClassesButton />
      </LinkPage>
    );

  if (done)
    return (
      <LinkPage>
        <div role="status">
          <LinkHeading icon={CircleCheck} title="Reminders are off">
            <p>
              We won't send class reminders to <span className="font-medium break-all">{done}</span> for your
              current reservations. Your spots are still reserved.
            </p>
          </LinkHeading>
        </div>
      </LinkPage>
    );

  return (
    <LinkPage>
      <LinkHeading icon={BellOff} title="Stop class reminders">
        <p>
          Stop the reminder e-mail we send the day before your reserved classes. Your reservations stay as
          they are.
        </p>
      </LinkHeading>
      <Button className="mt-6 w-full" onClick={press} disabled={busy || !token}>
        {busy ? "Turning off..." : "Stop reminders"}
      </Button>
      <CallError
        message={
          token ? error : "This reservation link is not valid. Please use the latest link we e-mailed you."
        }
      />
    </LinkPage>
  );
}
