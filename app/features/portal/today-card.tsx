import { format, parseISO } from "date-fns";
import {
  BookOpen,
  CalendarDays,
  ChevronRight,
  ClipboardList,
  ExternalLink,
  type LucideIcon,
  Video,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Dashboard } from "../../../src/shared/contracts/dashboard";
import { LIVE_SESSION_ZONE, nextLiveSession } from "../../../src/shared/live-sessions";
import { MembersLink } from "../../components/members-link";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useHydrated } from "../../lib/local-day";
import { StepLinks } from "./welcome-card";

const linkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center font-medium text-brand-700 underline-offset-4 hover:text-brand-800 md:max-lg:min-h-6 md:max-lg:justify-start md:max-lg:underline";

/** One line of "today": what, the facts in a line or two, and the way there beside them (below on a desktop). */
function Row({
  icon: Icon,
  label,
  children,
  action,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex min-w-0 items-center gap-3 py-2.5 first:pt-0 last:pb-0 md:max-lg:flex-col md:max-lg:items-start md:max-lg:py-0">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-medium text-slate-600">{label}</h3>
          <div className="text-slate-900">{children}</div>
        </div>
      </div>
      {action && <div className="shrink-0 md:max-lg:pl-12">{action}</div>}
    </li>
  );
}

/** "Thu, Dec 3 · 7:00 PM CST" in Central time, as the sessions are announced; "Live now" for the first hour. */
function LiveRow({ now }: { now: Date }) {
  const next = nextLiveSession(now);
  // "7 PM CST": the sessions start on the hour, and the short form keeps the line whole on a phone.
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone: LIVE_SESSION_ZONE,
    hour: "numeric",
    ...(next.startsAt.getUTCMinutes() === 0 ? {} : { minute: "2-digit" as const }),
    timeZoneName: "short",
  }).format(next.startsAt);
  return (
    <Row
      icon={Video}
      label="Next live training"
      action={
        <MembersLink link={next.session.link} variant="secondary" className="px-3">
          Join
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only"> the next live training on Zoom (opens in a new tab)</span>
        </MembersLink>
      }
    >
      <p className="font-semibold">
        {next.session.title}
        {next.live && (
          <Badge tone="danger" className="ml-2 align-middle">
            Live now
          </Badge>
        )}
      </p>
      <p className="text-sm text-slate-700">
        {format(parseISO(next.day), "EEE, MMM d")} · {time}
      </p>
    </Row>
  );
}

/**
 * The dashboard's "today" block (issue 31 part 1), right under the Welcome card: the next live training,
 * the trainer's next class, the class to study next, and, for a trainer in training, what onboarding
 * still asks. Each row leads to where it is done.
 */
export function TodayCard({
  data,
  studyTitle,
  onOpenWeek,
}: {
  data: Dashboard;
  /** The title of the module of `data.nextWeek`, once the curriculum is in. */
  studyTitle?: string;
  onOpenWeek: (week: number) => void;
}) {
  // The live session depends on the clock: the server's HTML and the first render agree on none, then
  // the browser's clock fills it in (no hydration mismatch).
  const hydrated = useHydrated();
  const todo = data.status === "in_training" ? data.onboardingSteps.filter((s) => !s.done) : [];
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="today-heading">
        <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 md:max-lg:grid md:max-lg:grid-cols-3 md:max-lg:gap-4 md:max-lg:divide-y-0">
          {hydrated ? (
            <LiveRow now={new Date()} />
          ) : (
            <Row icon={Video} label="Next live training">
              <p className="text-sm text-slate-700">Thursdays 7:00pm CST · Sundays 12:00pm CST</p>
            </Row>
          )}
          <Row
            icon={CalendarDays}
            label="Your next class"
            action={
              <Link to="/trainer-portal/calendar" className={linkClass}>
                <span className="max-md:sr-only lg:sr-only">
                  {data.nextClass ? "Manage Classes" : "Add a class"}
                </span>
                <ChevronRight aria-hidden className="size-6 md:max-lg:hidden" />
              </Link>
            }
          >
            {data.nextClass ? (
              <>
                <p className="line-clamp-1 font-semibold break-words md:max-lg:line-clamp-none">
                  {data.nextClass.title}
                </p>
                <p className="line-clamp-1 text-sm text-slate-700 md:max-lg:line-clamp-none">
                  {format(parseISO(data.nextClass.date), "EEE, MMM d")} · {data.nextClass.time} ·{" "}
                  {data.nextClass.location}
                </p>
              </>
            ) : (
              <p className="text-sm text-slate-700">No upcoming classes yet.</p>
            )}
          </Row>
          <Row
            icon={BookOpen}
            label="Study next"
            action={
              data.nextWeek !== null && (
                <Button
                  variant="secondary"
                  className="px-3"
                  onClick={() => onOpenWeek(data.nextWeek as number)}
                >
                  Open<span className="sr-only"> the module</span>
                </Button>
              )
            }
          >
            {data.nextWeek === null ? (
              <p className="text-sm text-slate-700">Every class assessment is passed. Well done!</p>
            ) : (
              <p className="line-clamp-2 font-semibold break-words md:max-lg:line-clamp-none">
                Class {data.nextWeek}
                {studyTitle ? `: ${studyTitle}` : ""}
              </p>
            )}
          </Row>
        </ul>
        {todo.length > 0 && (
          <div className="mt-4 flex gap-3 border-t border-slate-200 pt-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-warning-50 text-warning-800">
              <ClipboardList aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <h3 className="text-sm font-medium text-slate-600">Onboarding still to do</h3>
              <StepLinks steps={todo} className="mt-0.5" />
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
