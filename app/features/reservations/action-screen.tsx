import { CircleCheck, Link2Off, type LucideIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type ManagedReservation, RESERVATION_PAGES } from "../../../src/shared/contracts/reservations";
import { CallError, FindClassesButton, LinkHeading, LinkPage } from "../../components/email-link-page";
import { Button } from "../../components/ui/button";
import { isLinkFailure, linkError } from "./api";
import { PaymentLink, ReservationSummary } from "./reservation-summary";

/**
 * A one-button link page (confirm, claim, reminders off): opening it changes nothing, so a mail scanner
 * that follows the link acts on nothing (as the sign-in link's page); the button POSTs the link's token.
 * After it, `done` shows the outcome; a link that can't be used says why.
 */
export function ActionScreen<T>({
  icon,
  title,
  intro,
  button,
  busyLabel,
  act,
  done: shown,
}: {
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  button: string;
  busyLabel: string;
  act: (token: string) => Promise<T>;
  done: (answer: T) => ReactNode;
}) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [done, setDone] = useState<{ answer: T }>();

  const press = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone({ answer: await act(token) });
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

  if (done) return <LinkPage>{shown(done.answer)}</LinkPage>;

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

/**
 * A held spot (confirmed or claimed): the class, the trainer's payment link and where to manage it (the
 * confirmation's answer carries the manage link; otherwise the e-mail's link is named).
 */
export function HeldSpot({ title, reservation }: { title: string; reservation: ManagedReservation }) {
  return (
    <>
      <div role="status">
        <LinkHeading icon={CircleCheck} title={title} />
      </div>
      <ReservationSummary reservation={reservation} />
      <PaymentLink reservation={reservation} />
      {reservation.manageToken ? (
        <Button asChild variant="secondary" className="mt-3 w-full">
          <Link to={`${RESERVATION_PAGES.manage}?token=${encodeURIComponent(reservation.manageToken)}`}>
            Manage or cancel your reservation
          </Link>
        </Button>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          To see or cancel your reservation later, use the "Manage or cancel your reservation" link in the
          e-mail we sent you.
        </p>
      )}
    </>
  );
}
