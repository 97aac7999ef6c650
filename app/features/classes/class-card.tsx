import { CalendarPlus, Clock, MapPin } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  CLASS_PAGE_SIZE,
  chipName,
  chipTitle,
  type ListedClass,
  valueLabel,
} from "../../../src/shared/class-listing";
import { classIcsUrl } from "../../../src/shared/contracts/calendar";
import { DateBlock, fullDate } from "../../components/class-date";
import { ClassZone } from "../../components/class-zone";
import type { DayLayout } from "../../components/month-calendar";
import { ShowMoreButton } from "../../components/show-more-button";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/lazy-dialog";
import { cn } from "../../lib/cn";
import { insightAttrs } from "../../lib/insights";
import { usePaged } from "../../lib/use-paged";
import { useLiveSpots } from "./api";
import { NoClasses } from "./class-states";

/**
 * A chip's title: at most two lines, ending in an ellipsis. Words wrap whole (no hyphens, no breaking
 * inside a word): a cut word reads as a different word.
 */
export const CHIP_TITLE = "line-clamp-2 hyphens-none [overflow-wrap:normal]";

/**
 * A class chip in the month grid (2.5): the class's own title, the time and the price (issue 16: the
 * spec's fixed 'Self-Defense' said nothing about the class). Its tooltip (title) reads '{title} with
 * {first name} {time} at {location}'; its accessible name is the visible words, then 'Self-Defense'
 * and the tooltip. A phone has no hover, so in the agenda the chip also shows the trainer and place
 * (and is named by its words, the spec's label last). A click shows the class in the list.
 */
export function ClassChip({
  c,
  layout = "grid",
  onSelect,
}: {
  c: ListedClass;
  layout?: DayLayout;
  onSelect: (c: ListedClass) => void;
}) {
  const agenda = layout === "agenda";
  return (
    <button
      type="button"
      title={chipTitle(c)}
      // The agenda's words are the whole class already, so they are its name (label in name).
      aria-label={agenda ? undefined : chipName(c)}
      onClick={() => onSelect(c)}
      className={cn(
        "w-full rounded-sm bg-brand-50 text-left text-brand-900 hover:bg-brand-100",
        agenda ? "min-h-tap px-3 py-2 text-sm" : "px-1.5 py-1 text-xs leading-tight",
      )}
    >
      <span className={cn("font-semibold", CHIP_TITLE)}>{c.title}</span>{" "}
      {agenda ? (
        <>
          <span className="block">
            {c.time} · {c.price}
          </span>{" "}
          <span className="block text-slate-700">
            with {c.trainerFirstName} · {c.location}
          </span>
          <span className="sr-only"> (Self-Defense)</span>
        </>
      ) : (
        <>
          <span className="block">{c.time}</span> <span className="block">{c.price}</span>
        </>
      )}
    </button>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything the listing knows about a class; optional fields are left out when empty. */
function ClassFacts({ c, spotsLeft }: { c: ListedClass; spotsLeft: number | null }) {
  return (
    <dl className="grid gap-3 text-slate-800 sm:grid-cols-2">
      <Fact term="Trainer">
        <Link className="font-medium text-brand-700 underline" to={`/${encodeURIComponent(c.trainerSlug)}`}>
          {c.trainerName}
        </Link>
      </Fact>
      <Fact term="Price">{c.price}</Fact>
      <Fact term="Date">{fullDate(c.date)}</Fact>
      <Fact term="Time">
        {c.time}
        <ClassZone timeZone={c.timeZone} date={c.date} startTime={c.startTime} />
      </Fact>
      <Fact term="Location">{c.location}</Fact>
      {c.address && <Fact term="Address">{c.address}</Fact>}
      {c.type && <Fact term="Type">{valueLabel(c.type)}</Fact>}
      {c.level && <Fact term="Level">{valueLabel(c.level)}</Fact>}
      {c.capacity !== null && <Fact term="Capacity">{c.capacity}</Fact>}
      {spotsLeft !== null && <Fact term="Spots left">{spotsLeft}</Fact>}
      {c.tags.length > 0 && (
        <div className="sm:col-span-2">
          <dt className="text-sm font-medium text-slate-600">Tags</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {c.tags.map((tag) => (
              <Badge key={tag} tone="neutral">
                {tag}
              </Badge>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The 'Class Details' dialog: the class, Register when it has a payment link, and add-to-calendar. */
function ClassDetailsDialog({
  c,
  open,
  onOpenChange,
}: {
  c: ListedClass;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Read when opened: the count the list was prepared with may be behind (decision 0044).
  const spotsLeft = useLiveSpots([c], open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={c.title} description={`with ${c.trainerFirstName}`}>
        <ClassFacts c={c} spotsLeft={spotsLeft(c)} />
        {!c.paymentLink && (
          <p className="mt-4 text-slate-700">Contact {c.trainerFirstName} for registration.</p>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          {/* The class page's reserve form (issue 33), opened by #reserve. */}
          <Button asChild>
            <Link to={`/public/class/${c.id}#reserve`}>
              Reserve a spot<span className="sr-only"> in {c.title}</span>
            </Link>
          </Button>
          {c.paymentLink && (
            <Button asChild variant="secondary">
              <a
                href={c.paymentLink}
                target="_blank"
                rel="noopener noreferrer"
                {...insightAttrs("register_click", c.trainerId, c.id)}
              >
                Register<span className="sr-only"> for {c.title} (opens in a new tab)</span>
              </a>
            </Button>
          )}
          <Button asChild variant="secondary">
            <a href={classIcsUrl(c.id)} {...insightAttrs("ics_download", c.trainerId, c.id)}>
              <CalendarPlus aria-hidden className="size-4" />
              Add to calendar
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A class in the list (2.5): full date, time, place, price, 'Class Details' and the registration text. */
/** A class card's date and time line and its place line (with the street address when asked). */
export function ClassWhenWhere({ c, address }: { c: ListedClass; address?: boolean }) {
  return (
    <>
      <p className="mt-1 flex items-start gap-1.5 text-slate-700">
        <Clock aria-hidden className="mt-1 size-4 shrink-0" />
        <span>
          {fullDate(c.date)}, {c.time}
          <ClassZone timeZone={c.timeZone} date={c.date} startTime={c.startTime} />
        </span>
      </p>
      <p className="flex items-start gap-1.5 text-slate-700">
        <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          {c.location}
          {address && c.address && <span className="block text-sm text-slate-600">{c.address}</span>}
        </span>
      </p>
    </>
  );
}

export function ClassListCard({ c, highlighted }: { c: ListedClass; highlighted?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // The class chosen in the calendar: brought into view and focused, so keyboards continue from it.
    if (!highlighted || !ref.current) return;
    ref.current.scrollIntoView({ block: "center" });
    ref.current.focus({ preventScroll: true });
  }, [highlighted]);
  return (
    <li
      ref={ref}
      id={`class-${c.id}`}
      tabIndex={highlighted ? -1 : undefined}
      data-highlighted={highlighted || undefined}
      className={cn(
        "flex scroll-mt-4 gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-raised outline-none",
        highlighted && "border-brand-600 ring-2 ring-brand-600",
      )}
    >
      <DateBlock date={c.date} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg leading-snug">{c.title}</h3>
          <Badge tone="coral">{c.price}</Badge>
        </div>
        <p className="text-slate-700">with {c.trainerFirstName}</p>
        <ClassWhenWhere c={c} />
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Class Details<span className="sr-only">: {c.title}</span>
          </Button>
          <span className="text-sm text-slate-700">Contact {c.trainerFirstName} for registration</span>
        </div>
      </div>
      <ClassDetailsDialog c={c} open={open} onOpenChange={setOpen} />
    </li>
  );
}

/** The list presentation: cards in date order, or the empty state with the screen's hint. */
export function ClassList({
  classes,
  highlight,
  emptyHint,
  pages,
}: {
  classes: readonly ListedClass[];
  highlight?: string | null;
  emptyHint: string;
  /** The server's pages (the whole list): every class given is shown, the next page comes by `showMore`. */
  pages?: { more: number; showMore: () => void };
}) {
  const reveal = highlight ? classes.findIndex((c) => c.id === highlight) : -1;
  const local = usePaged(classes, CLASS_PAGE_SIZE, reveal);
  const { shown, more, showMore } = pages ? { shown: classes, ...pages } : local;
  if (classes.length === 0) return <NoClasses hint={emptyHint} />;
  return (
    <>
      <ul aria-label="Classes" className="flex flex-col gap-3">
        {shown.map((c) => (
          <ClassListCard key={c.id} c={c} highlighted={c.id === highlight} />
        ))}
      </ul>
      <ShowMoreButton more={more} things="classes" onClick={showMore} />
    </>
  );
}
