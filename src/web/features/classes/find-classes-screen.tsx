import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, useDeferredValue, useMemo, useState } from "react";
import {
  availableText,
  classesInPeriod,
  classOptionCounts,
  filterClasses,
  type Period,
  periodHeading,
  regionOptions,
} from "../../../shared/class-listing";
import { PublicLayout } from "../../components/layout/public-layout";
import { MonthCalendarSkeleton } from "../../components/month-calendar";
import { type Segment, SegmentedButtons } from "../../components/segmented-control";
import { Button } from "../../components/ui/button";
import { site } from "../../lib/site-config";
import { usePageMeta } from "../../lib/use-page-meta";
import { useClasses } from "./api";
import { CalendarOrList, useCalendarOrList } from "./calendar-or-list";
import { ClassList } from "./class-card";
import { AllClassesFeedLink, ClassSearch, TrainerFilterNote, useClassSearch } from "./class-search";
import { ClassesError, ClassSkeletons } from "./class-states";
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
export function FindClasses({ periods }: { periods: boolean }) {
  usePageMeta(
    `Find Self-Defense Classes | ${site.brandName}`,
    `Upcoming women's self-defense classes with certified ${site.brandName} trainers, by date and place.`,
  );
  const { query, classes } = useClasses();
  const shown = useShownMonth();
  const filters = useClassSearch();
  const { search, location, trainer } = filters;
  const view = useCalendarOrList();
  const [period, setPeriod] = useState<Period>("month");

  const regions = useMemo(() => regionOptions(classes ?? []), [classes]);
  const filtered = useMemo(
    () => filterClasses(classes ?? [], { search, location, trainer }),
    [classes, search, location, trainer],
  );
  const trainerName = trainer ? classes?.find((c) => c.trainerSlug === trainer)?.trainerName : undefined;
  const inPeriod = useMemo(
    () => classesInPeriod(filtered, period, shown.today, shown.month),
    [filtered, period, shown.today, shown.month],
  );
  // What each location would show (issue 16). The list and the search text are deferred, so the
  // classes and each keystroke render first and the counts follow in a background render.
  const counted = useDeferredValue(classes);
  const countedSearch = useDeferredValue(search);
  const counts = useMemo(() => {
    if (!counted) return null;
    // On /public only the period's classes are shown, so only they count.
    const pool = periods ? classesInPeriod(counted, period, shown.today, shown.month) : counted;
    return classOptionCounts(pool, { search: countedSearch, location, trainer }, regions).location;
  }, [counted, periods, period, shown.today, shown.month, countedSearch, location, trainer, regions]);

  let body: ReactNode;
  if (query.isError) body = <ClassesError onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (!classes) body = periods || view.mode === "list" ? <ClassSkeletons /> : <MonthCalendarSkeleton />;
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
          {availableText(inPeriod.length)}
        </p>
        <ClassList classes={inPeriod} emptyHint={FIND_CLASSES_EMPTY_HINT} />
      </>
    );
  else
    body = (
      <CalendarOrList view={view} classes={filtered} shown={shown} emptyHint={FIND_CLASSES_EMPTY_HINT} />
    );

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-12">
        <h1 className="text-3xl sm:text-4xl">Find Self-Defense Classes</h1>
        <p className="mt-2 text-lg text-slate-700">
          Connect with certified {site.brandName} trainers and find a self-defense class near you.
        </p>
        <AllClassesFeedLink />

        <ClassSearch {...SEARCH} filters={filters} locations={regions} counts={counts} />
        <TrainerFilterNote filters={filters} trainerName={trainerName} />

        <div className="mt-6">
          {periods ? (
            <SegmentedButtons label="Period" segments={PERIODS} value={period} onChange={setPeriod} />
          ) : (
            <ModeToggle mode={view.mode} onChange={view.show} />
          )}
          <div className="mt-4">{body}</div>
        </div>
      </div>
    </PublicLayout>
  );
}

/** /public/classes: the default presentation, Calendar and List. */
export default function FindClassesScreen() {
  return <FindClasses periods={false} />;
}
