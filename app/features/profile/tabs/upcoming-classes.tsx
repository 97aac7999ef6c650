/** The Public Profile tab's list of the trainer's upcoming classes, with a link to manage them. */
import { format, isValid, parseISO } from "date-fns";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { OwnerProfile } from "../../../../src/shared/contracts/profile";
import { Button } from "../../../components/ui/button";

/**
 * "Thu, Nov 26, 2026", as toLocaleDateString("en-US") wrote it, without Intl: a first Intl call
 * loads ICU's data, the largest single cost of the form's first render on a phone.
 */
function formatClassDate(date: string) {
  const d = parseISO(date);
  return isValid(d) ? format(d, "EEE, MMM d, yyyy") : date;
}

export function UpcomingClasses({ profile }: { profile: OwnerProfile }) {
  return (
    <section aria-labelledby="profile-classes-heading" className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="profile-classes-heading" className="font-semibold text-slate-900">
          Upcoming classes
        </h3>
        <Button asChild variant="secondary" size="sm">
          <Link to="/trainer-portal/calendar">
            <CalendarDays aria-hidden className="size-4" />
            Manage Classes
          </Link>
        </Button>
      </div>
      {profile.upcomingClasses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No upcoming classes. Add them in Manage Classes.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-800">
          {profile.upcomingClasses.map((c) => (
            <li key={c.id}>
              <span className="font-medium">{c.title}</span> · {formatClassDate(c.date)}, {c.time} ·{" "}
              {c.location}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
