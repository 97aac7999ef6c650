import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useState } from "react";
import {
  availableText,
  DAY_CLASS_LIMIT,
  monthWindow,
  type Period,
  periodHeading,
  periodRange,
} from "../../../src/shared/class-listing";
import { ClassAlertPrompt } from "../../components/class-alert/class-alert-prompt";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { MonthCalendarSkeleton } from "../../components/month-calendar";
import { type Segment, SegmentedButtons } from "../../components/segmented-control";
import { Button } from "../../components/ui/button";
import { useSite } from "../../lib/site-config";
import { useClassOptions, useClassPages, useClassWindow } from "./api";
import { CalendarOrList, useCalendarOrList } from "./calendar-or-list";
import { ClassList } from "./class-card";
import { AllClassesFeedLink, ClassSearch, TrainerFilterNote, useClassSearch } from "./class-search";
import { CLASSES_LOAD_FAILED, ClassSkeletons } from "./class-states";
import { ModeToggle } from "./mode-toggle";
import { useShownMonth } from "./use-shown-month";

const SEARCH = { label: "Search classes", placeholder: "Search classes, trainers, or locations..." };
const FIND_CLASSES_EMPTY_HINT = "Try adjusting your search or filters";
const PERIODS: Segment<Period>[] = [
  { value: "day", label: "Today" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

/**
 * Find Self-Defense Classes (spec 2.5): /public/classes with Calendar and List, /public with the
 * period presentation (Today, Week, Month; Month first).
 */
export function FindClasses({ periods, today }: { periods: boolean; today: string }) {
  const site = useSite();
  const shown = useShownMonth(today);
  const filters = useClassSearch();
  const { search, location, trainer } = filters;
  const view = useCalendarOrList();
  const [period, setPeriod] = useState<Period>("month");

  // The server filters and counts (GET /api/public-classes); the screen asks for what it shows: /public's
  // period, the calendar's month grid, or the list a page at a time.
  const ask = { screen: periods ? "period" : "classes", search, location, trainer } as const;
  const listing = !periods && view.mode === "list";
  const shownWindow = periods
    ? periodRange(period, shown.today, shown.month)
    : monthWindow(shown.month, true);
  const current = (!periods || period === "month") && shown.current;
  // The month grid carries each day's first classes only; /public's period list shows them all.
  const inWindow = useClassWindow(ask, shownWindow, current, !listing, periods ? undefined : DAY_CLASS_LIMIT);
  const pages = useClassPages(ask, view.highlight, listing);
  const loaded = listing ? pages : inWindow;
  const options = useClassOptions(loaded.answer);
  // Classes shown: the class alert follows them (an empty list's own state carries it: class-states.tsx).
  const shownAny =
    !loaded.isError &&
    (periods || listing ? (loaded.classes?.length ?? 0) > 0 : (loaded.answer?.total ?? 0) > 0);

  let body: ReactNode;
  if (loaded.isError)
    body = <LoadError {...CLASSES_LOAD_FAILED} onRetry={loaded.retry} retrying={loaded.retrying} />;
  else if (!loaded.classes || !loaded.answer)
    body = periods || view.mode === "list" ? <ClassSkeletons /> : <MonthCalendarSkeleton />;
  else if (periods)
    body = (
      <>
        <div className="flex flex-wrap items-center gap-1">
          {period === "month" && (
            <Button variant="ghost" size="icon" aria-label="Previous month" onClick={shown.prev}>
              <ChevronLeft aria-hidden className="size-5" />
            </Button>
          )}
          <h2 className="text-xl sm:text-2xl">{periodHeading(period, shown.month)}</h2>
          {period === "month" && (
            <Button variant="ghost" size="icon" aria-label="Next month" onClick={shown.next}>
              <ChevronRight aria-hidden className="size-5" />
            </Button>
          )}
        </div>
        <p className="mt-1 mb-4 text-slate-700" aria-live="polite">
          {availableText(loaded.classes.length)}
        </p>
        <ClassList classes={loaded.classes} emptyHint={FIND_CLASSES_EMPTY_HINT} />
      </>
    );
  else
    body = (
      <CalendarOrList
        view={view}
        shown={shown}
        loaded={{ ...loaded, answer: loaded.answer }}
        classes={loaded.classes}
        ask={ask}
        emptyHint={FIND_CLASSES_EMPTY_HINT}
      />
    );

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-12">
        <h1 className="text-3xl sm:text-4xl">Find Self-Defense Classes</h1>
        <p className="mt-2 text-lg text-slate-700">
          Connect with certified {site.brandName} trainers and find a self-defense class near you.
        </p>
        <AllClassesFeedLink />

        <ClassSearch {...SEARCH} filters={filters} locations={options.locations} counts={options.location} />
        <TrainerFilterNote filters={filters} trainerName={options.trainerName} />

        <div className="mt-6">
          {periods ? (
            <SegmentedButtons label="Period" segments={PERIODS} value={period} onChange={setPeriod} />
          ) : (
            <ModeToggle mode={view.mode} onChange={view.show} />
          )}
          <div className="mt-4">{body}</div>
        </div>
        {shownAny && <ClassAlertPrompt className="mt-8" />}
      </div>
    </PublicLayout>
  );
}

/** /public/classes: the default presentation, Calendar and List. */
export default function FindClassesScreen({ today }: { today: string }) {
  return <FindClasses periods={false} today={today} />;
}
