import { CalendarX2, ClipboardList, Link2Off } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { ManagedReservation } from "../../../src/shared/contracts/reservations";
import { CallError, FindClassesButton, LinkHeading, LinkPage } from "../../components/email-link-page";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { cancelReservation, isLinkFailure, linkError, readReservation } from "./api";
import { PaymentLink, ReservationSummary } from "./reservation-summary";

const LIVE = new Set(["pending", "held", "waitlisted", "offered"]);

/**
 * /reservations/manage?token= (decision 0044): the reservation, its status and waitlist place. Reading is
 * harmless; cancelling takes the button and then a second, explicit confirmation (a POST).
 */
export default function ReservationManageScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [reservation, setReservation] = useState<ManagedReservation>();
  const [failed, setFailed] = useState<string>();
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-reads after a network failure
  useEffect(() => {
    const abort = new AbortController();
    setError(undefined);
    readReservation(token, abort.signal).then(setReservation, (err: unknown) => {
      if (abort.signal.aborted) return;
      if (isLinkFailure(err)) setFailed(linkError(err));
      else setError(linkError(err));
    });
    return () => abort.abort();
  }, [token, attempt]);

  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setReservation(await cancelReservation(token));
      setAsking(false);
    } catch (err) {
      setAsking(false);
      setError(linkError(err));
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

  if (!reservation)
    return (
      <LinkPage>
        {error ? (
          <>
            <CallError message={error} />
            <Button className="mt-4 w-full" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          </>
        ) : (
          <Spinner label="Loading your reservation" />
        )}
      </LinkPage>
    );

  const live = LIVE.has(reservation.status);
  return (
    <LinkPage>
      <LinkHeading
        icon={live ? ClipboardList : CalendarX2}
        title={live ? "Your reservation" : `Reservation ${reservation.status}`}
      />
      <ReservationSummary reservation={reservation} />
      {reservation.status === "held" && <PaymentLink reservation={reservation} />}
      <CallError message={error} />
      {live && !asking && (
        <Button variant="secondary" className="mt-4 w-full" onClick={() => setAsking(true)}>
          {reservation.status === "waitlisted" ? "Leave the waitlist" : "Cancel my reservation"}
        </Button>
      )}
      {live && asking && (
        <div className="mt-4 rounded-md border border-danger-200 bg-danger-50 p-4">
          <p className="font-medium text-slate-900">
            Cancel your reservation? Your spot goes to the next person waiting, and this can't be undone.
          </p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              Keep my reservation
            </Button>
            <Button variant="danger" disabled={busy} onClick={cancel}>
              {busy ? "Cancelling..." : "Yes, cancel it"}
            </Button>
          </div>
        </div>
      )}
      {!live && <FindClassesButton />}
    </LinkPage>
  );
}
