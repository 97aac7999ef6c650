import { CalendarPlus, Clock, MapPin } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { classIcsUrl } from "../../../src/shared/contracts/calendar";
import type { PublicProfileView } from "../../../src/shared/public-profile-view";
import { useCameFrom } from "../../lib/came-from";
import { insightAttrs } from "../../lib/insights";
import { DateBlock, fullDate } from "../class-date";
import { ClassZone } from "../class-zone";

/** Upcoming Classes on the profile (spec 2.7): 'Register for class' when a payment link exists. */
export function ProfileClasses({ trainer }: { trainer: PublicProfileView }) {
  const cameFrom = useCameFrom(`${trainer.displayName}'s profile`);
  // A generated id: the body is drawn twice on the profile form's page (the form and its preview).
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={heading} className="text-xl">
          Upcoming Classes
        </h2>
        {trainer.upcomingClasses.length > 0 && (
          <Link
            to={`/public/classes?trainer=${encodeURIComponent(trainer.customUrlSlug)}`}
            className="inline-flex min-h-tap items-center font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            See these classes on the calendar
          </Link>
        )}
      </div>
      {trainer.upcomingClasses.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 bg-white p-5 text-slate-700">
          No classes currently scheduled
        </p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {trainer.upcomingClasses.map((c) => (
            <li
              key={c.id}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-raised"
            >
              <DateBlock date={c.date} />
              <div className="min-w-0 flex-1">
                <h3 className="text-lg leading-snug">
                  <Link
                    to={`/public/class/${c.id}`}
                    state={cameFrom}
                    className="text-slate-900 underline-offset-4 hover:underline"
                  >
                    {c.title}
                  </Link>
                </h3>
                <p className="mt-1 flex items-center gap-1 text-slate-700">
                  <Clock aria-hidden className="size-4 shrink-0" />
                  {/* One run of text: the zone note follows the time when the line wraps. */}
                  <span>
                    {fullDate(c.date)}, {c.time}
                    <ClassZone timeZone={c.timeZone} date={c.date} startTime={c.startTime} />
                  </span>
                </p>
                <p className="flex items-center gap-1 text-slate-700">
                  <MapPin aria-hidden className="size-4 shrink-0" />
                  {c.location}
                </p>
                {/* "Free" for a free class, as everywhere else (docs/product.md). */}
                <p className="font-medium text-slate-900">{c.price}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {/* The class page's reserve form (issue 33), opened by #reserve. */}
                  <Link
                    to={`/public/class/${c.id}#reserve`}
                    state={cameFrom}
                    className="inline-flex min-h-tap items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
                  >
                    Reserve a spot<span className="sr-only"> in {c.title}</span>
                  </Link>
                  {c.paymentLink && (
                    <a
                      href={c.paymentLink}
                      {...insightAttrs("register_click", trainer.id, c.id)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-tap items-center rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-900 hover:bg-slate-100"
                    >
                      Register for class
                      <span className="sr-only"> {c.title} (opens in a new tab)</span>
                    </a>
                  )}
                  <a
                    href={classIcsUrl(c.id)}
                    {...insightAttrs("ics_download", trainer.id, c.id)}
                    className="inline-flex min-h-tap items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:bg-slate-100"
                  >
                    <CalendarPlus aria-hidden className="size-4" />
                    Add to calendar<span className="sr-only">: {c.title}</span>
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
