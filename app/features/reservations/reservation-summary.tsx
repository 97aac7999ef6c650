import { CalendarDays, MapPin, Users } from "lucide-react";
import type { ManagedReservation } from "../../../src/shared/contracts/reservations";
import type { ReservationStatus } from "../../../src/shared/reservation-rules";
import { fullDate } from "../../components/class-date";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** "18:30" as "6:30 PM" (the class's own zone; its name follows). */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** A deadline (ISO) in the class's zone, as the e-mail states it. */
export function deadline(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

export const STATUS_TEXT: Record<
  ReservationStatus,
  { label: string; tone: "success" | "info" | "neutral" | "warning" }
> = {
  pending: { label: "Waiting for your confirmation", tone: "warning" },
  held: { label: "Confirmed", tone: "success" },
  waitlisted: { label: "On the waitlist", tone: "info" },
  offered: { label: "A spot is offered to you", tone: "warning" },
  cancelled: { label: "Cancelled", tone: "neutral" },
  expired: { label: "Expired", tone: "neutral" },
};

/** The class and the reservation: what, when, where, how many, and its status. */
export function ReservationSummary({ reservation: r }: { reservation: ManagedReservation }) {
  const c = r.class;
  const status = STATUS_TEXT[r.status];
  return (
    <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4">
      <p className="text-lg font-semibold text-slate-900">{c.title}</p>
      <p className="text-slate-700">with {c.trainerName}</p>
      <dl className="mt-3 grid gap-2 text-slate-800">
        <div className="flex gap-2">
          <dt>
            <CalendarDays aria-label="When" className="size-5 text-brand-700" />
          </dt>
          <dd>
            {fullDate(c.date)}, {clockTime(c.startTime)}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <MapPin aria-label="Where" className="size-5 text-brand-700" />
          </dt>
          <dd className="min-w-0 break-words">
            {c.location}
            {c.address && <span className="block text-sm text-slate-600">{c.address}</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Users aria-label="Party" className="size-5 text-brand-700" />
          </dt>
          <dd>
            {r.name}, {r.partySize === 1 ? "1 person" : `${r.partySize} people`}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Status</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge tone={status.tone} data-testid="reservation-status">
              {status.label}
            </Badge>
            {r.status === "waitlisted" && r.position !== null && (
              <span data-testid="waitlist-position">Number {r.position} on the waitlist</span>
            )}
          </dd>
        </div>
      </dl>
      {r.expiresAt && (r.status === "pending" || r.status === "offered") && (
        <p className="mt-2 text-sm text-slate-700">
          {r.status === "pending" ? "Confirm by" : "Claim by"} {deadline(r.expiresAt, c.timeZone)}
        </p>
      )}
    </div>
  );
}

/** The trainer's payment link: we take no money, the trainer's own page does. */
export function PaymentLink({ reservation: r }: { reservation: ManagedReservation }) {
  if (!r.class.paymentLink) return null;
  return (
    <Button asChild className="mt-6 w-full">
      <a href={r.class.paymentLink} target="_blank" rel="noopener noreferrer">
        Complete your payment with {r.class.trainerName}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
