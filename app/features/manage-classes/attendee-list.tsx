import { Download } from "lucide-react";
import { useState } from "react";
import type { Attendee, AttendeeList as List } from "../../../src/shared/contracts/reservations";
import type { ReservationStatus } from "../../../src/shared/reservation-rules";
import { ResponsiveTable, TableBox } from "../../components/responsive-table";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { attendeesCsvUrl } from "./attendees-api";

const STATUS: Record<ReservationStatus, string> = {
  pending: "Not confirmed yet",
  held: "Confirmed",
  waitlisted: "Waitlist",
  offered: "Spot offered",
  cancelled: "Cancelled",
  expired: "Expired",
};

export type Mark = (
  reservationId: string,
  change: { paid?: boolean; attended?: boolean },
) => Promise<unknown>;

/** "Nov 28, 2:05 PM" in the trainer's zone. */
const reservedAt = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

/**
 * A class's reservations for its trainer (issue 33): who, how many, e-mail, when, status, and the paid
 * and attended marks; attended only once the class has started (before, nobody can have attended).
 */
export function AttendeeList({
  list,
  timeZone,
  started,
  mark,
}: {
  list: List;
  timeZone: string;
  started: boolean;
  mark: Mark;
}) {
  const { spots } = list;
  return (
    <div>
      <p className="text-slate-800" data-testid="attendee-counts">
        {spots.reserved} reserved
        {spots.capacity !== null && ` of ${spots.capacity}`}
        {spots.waitlist > 0 && `, ${spots.waitlist} waiting`}
      </p>
      {list.reservations.length === 0 ? (
        <p className="mt-3 text-slate-700">No reservations yet.</p>
      ) : (
        <TableBox label="Attendees table" className="mt-3">
          <ResponsiveTable className="sm:min-w-[44rem]" aria-label="Attendees">
            <thead>
              <tr className="border-b border-slate-200 text-left text-sm text-slate-600">
                <th className="px-2 py-2">Name</th>
                <th className="px-2 py-2">Party</th>
                <th className="px-2 py-2">Email</th>
                <th className="px-2 py-2">Reserved</th>
                <th className="px-2 py-2">Status</th>
                <th className="px-2 py-2">Paid</th>
                <th className="px-2 py-2">Attended</th>
              </tr>
            </thead>
            <tbody>
              {list.reservations.map((a) => (
                <Row key={a.id} attendee={a} timeZone={timeZone} started={started} mark={mark} />
              ))}
            </tbody>
          </ResponsiveTable>
        </TableBox>
      )}
      <Button asChild variant="secondary" className="mt-4">
        <a href={attendeesCsvUrl(list.class.id)} download>
          <Download aria-hidden className="size-4" />
          Download CSV
        </a>
      </Button>
    </div>
  );
}

function Row({
  attendee: a,
  timeZone,
  started,
  mark,
}: {
  attendee: Attendee;
  timeZone: string;
  started: boolean;
  mark: Mark;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const live = a.status === "held" || a.status === "pending" || a.status === "offered";
  const toggle = async (change: { paid?: boolean; attended?: boolean }) => {
    setBusy(true);
    setError(undefined);
    try {
      await mark(a.id, change);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr className="border-b border-slate-100 align-top">
      <td className="px-2 py-2 font-medium text-slate-900">
        {a.name}
        {error && (
          <span role="alert" className="block text-sm font-normal text-danger-700">
            {error}
          </span>
        )}
      </td>
      <td data-label="Party" className="px-2 py-2">
        {a.partySize}
      </td>
      <td data-label="Email" className="px-2 py-2 break-all">
        {a.email}
      </td>
      <td data-label="Reserved" className="px-2 py-2 whitespace-nowrap">
        {reservedAt(a.reservedAt, timeZone)}
      </td>
      <td data-label="Status" className="px-2 py-2">
        <Badge tone={a.status === "held" ? "success" : live ? "warning" : "neutral"}>
          {STATUS[a.status]}
          {a.status === "waitlisted" && a.position !== null && ` #${a.position}`}
        </Badge>
      </td>
      <td data-label="Paid" className="px-2 py-2">
        <label className="inline-flex min-h-tap items-center gap-2">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={a.paid}
            disabled={busy}
            onChange={(e) => void toggle({ paid: e.target.checked })}
          />
          <span className="sr-only">Paid: {a.name}</span>
        </label>
      </td>
      <td data-label="Attended" className="px-2 py-2">
        {started ? (
          <label className="inline-flex min-h-tap items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={a.attended === true}
              disabled={busy}
              onChange={(e) => void toggle({ attended: e.target.checked })}
            />
            <span className="sr-only">Attended: {a.name}</span>
          </label>
        ) : (
          <span className="text-sm text-slate-600">After the start</span>
        )}
      </td>
    </tr>
  );
}
