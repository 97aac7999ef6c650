import { CircleCheck, Link2Off, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ManagedReservation } from "../../../src/shared/contracts/reservations";
import { CallError, FindClassesButton, LinkHeading, LinkPage } from "../../components/email-link-page";
import { Button } from "../../components/ui/button";
import { isLinkFailure, linkError } from "./api";
import { PaymentLink, ReservationSummary } from "./reservation-summary";

/**
 * A one-button link page (confirm, claim): opening it changes nothing, so a mail scanner that follows
 * the link confirms nothing (as the sign-in link's page); the button POSTs the link's token. After it:
 * the held spot with the class, the trainer's payment link and where to manage it.
 */
export function ActionScreen({
  icon,
  title,
  intro,
  button,
  busyLabel,
  doneTitle,
  act,
}: {
  icon: LucideIcon;
  title: string;
  intro: string;
  button: string;
  busyLabel: string;
  doneTitle: string;
  act: (token: string) => Promise<ManagedReservation>;
}) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [done, setDone] = useState<ManagedReservation>();

  const press = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone(await act(token));
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
          <LinkHeading icon={CircleCheck} title={doneTitle} />
        </div>
        <ReservationSummary reservation={done} />
        <PaymentLink reservation={done} />
        <p className="mt-4 text-sm text-slate-700">
          To see or cancel your reservation later, use the "Manage or cancel your reservation" link in the
          e-mail we sent you.
        </p>
      </LinkPage>
    );

  return (
    <LinkPage>
      <LinkHeading icon={icon} title={title}>
        <p>{intro}</p>
      </LinkHeading>
      <Button className="mt-6 w-full" onClick={press} disabled={busy || !token}>
        {busy ? busyLabel : button}
      </Button>
      <CallError
        message={
          token ? error : "This reservation link is not valid. Please use the latest link we e-mailed you."
        }
      />
    </LinkPage>
  );
}
