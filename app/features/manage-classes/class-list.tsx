import {
  CalendarPlus,
  ClipboardList,
  Clock,
  ExternalLink,
  Lock,
  MapPin,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import { valueLabel } from "../../../src/shared/class-listing";
import type { OwnClass } from "../../../src/shared/contracts/manage-classes";
import { CLASS_TEXT } from "../../../src/shared/contracts/manage-classes";
import { priceText } from "../../../src/shared/directory-rules";
import { zoneLabel } from "../../../src/shared/time-zones";
import { DateBlock, fullDate } from "../../components/class-date";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useClassSpots } from "./attendees-api";

/**
 * Upcoming Classes (spec portal §2): each class with its title, price badge, date, time, location, the
 * edit and delete icons and its Registration Link (the payment link, in a new tab).
 */
export function ClassList({
  classes,
  timeZone,
  onAdd,
  onEdit,
  onDelete,
  onAttendees,
}: {
  classes: readonly OwnClass[];
  timeZone: string;
  onAdd: () => void;
  onEdit: (c: OwnClass) => void;
  onDelete: (c: OwnClass) => void;
  onAttendees: (c: OwnClass) => void;
}) {
  return (
    <section aria-labelledby="upcoming-classes-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="upcoming-classes-heading" className="text-xl">
          Upcoming Classes
          {classes.length > 0 && (
            <span className="ml-2 text-base font-normal text-slate-700">({classes.length})</span>
          )}
        </h2>
        {/* The server's ICU and the browser's may name a zone differently: the server's words stay. */}
        <p className="text-sm text-slate-700" suppressHydrationWarning>
          Times are in {zoneLabel(timeZone)}
        </p>
      </div>
      {classes.length === 0 ? (
        <div className="mt-3 flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
          <CalendarPlus aria-hidden className="size-10 text-brand-600" />
          <p className="text-lg font-semibold text-slate-900">{CLASS_TEXT.emptyTitle}</p>
          <p className="text-slate-700">{CLASS_TEXT.emptyText}</p>
          <Button className="mt-2" onClick={onAdd}>
            <Plus aria-hidden className="size-4" />
            Add Class
          </Button>
        </div>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {classes.map((c) => (
            <ClassItem
              key={c.id}
              cls={c}
              onEdit={() => onEdit(c)}
              onDelete={() => onDelete(c)}
              onAttendees={() => onAttendees(c)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function ClassItem({
  cls: c,
  onEdit,
  onDelete,
  onAttendees,
}: {
  cls: OwnClass;
  onEdit: () => void;
  onDelete: () => void;
  onAttendees: () => void;
}) {
  return (
    <li
      data-testid="own-class"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-raised sm:flex-row"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <DateBlock date={c.date} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
            <h3 className="min-w-0 text-lg leading-snug break-words text-slate-900">{c.title}</h3>
            <Badge tone="coral" data-testid="class-price">
              <span className="sr-only">Price: </span>
              {priceText(c.priceCents)}
            </Badge>
          </div>
          <p className="mt-1 text-slate-800">{fullDate(c.date)}</p>
          <p className="flex items-center gap-1.5 text-slate-700">
            <Clock aria-hidden className="size-4 shrink-0" />
            {c.time}
          </p>
          <p className="flex items-start gap-1.5 text-slate-700">
            <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              {c.location}
              {c.address && <span className="block text-sm text-slate-600">{c.address}</span>}
            </span>
          </p>
          {(c.type || c.level || c.tags.length > 0) && (
            <div className="mt-2 flex flex-wrap gap-1.5">
              {c.type && <Badge tone="brand">{valueLabel(c.type)}</Badge>}
              {c.level && <Badge tone="info">{valueLabel(c.level)}</Badge>}
              {c.tags.map((tag) => (
                <Badge key={tag} tone="neutral">
                  #{tag}
                </Badge>
              ))}
            </div>
          )}
          <Reservations classId={c.id} onOpen={onAttendees} />
          {c.notes && (
            <p className="mt-2 flex items-start gap-1.5 text-sm text-slate-700">
              <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words whitespace-pre-line">
                <span className="font-medium">Private note: </span>
                {c.notes}
              </span>
            </p>
          )}
        </div>
      </div>
      <div className="flex items-center gap-2 border-t border-slate-100 pt-3 sm:flex-col sm:items-end sm:justify-between sm:border-t-0 sm:pt-0">
        <div className="flex gap-1 sm:order-first">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit ${c.title}`}
            title="Edit class"
            onClick={onEdit}
          >
            <Pencil aria-hidden className="size-5" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${c.title}`}
            title="Delete class"
            onClick={onDelete}
            className="text-danger-700 hover:bg-danger-50"
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </div>
        {c.paymentLink && (
          <Button asChild variant="secondary" className="ml-auto sm:ml-0">
            <a href={c.paymentLink} target="_blank" rel="noopener noreferrer">
              {CLASS_TEXT.registrationLink}
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only"> for {c.title} (opens in a new tab)</span>
            </a>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Reserved / capacity / waitlist (the live count) and the button that opens the attendee list. */
function Reservations({ classId, onOpen }: { classId: string; onOpen: () => void }) {
  const spots = useClassSpots(classId).data;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      {spots && (
        <p className="text-sm text-slate-800" data-testid="reservation-counts">
          <span className="font-semibold">{spots.reserved}</span>
          {spots.capacity === null ? " reserved" : ` / ${spots.capacity} reserved`}
          {spots.capacity !== null && `, ${spots.waitlist} on the waitlist`}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={onOpen}>
        <ClipboardList aria-hidden className="size-4" />
        Attendees
      </Button>
    </div>
  );
}

/** The list while it loads: cards shaped like the classes. */
export function ClassListSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-7 w-52" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-raised">
          <Skeleton className="h-16 w-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
