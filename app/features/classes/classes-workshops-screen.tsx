import { ArrowLeft, CalendarDays, List } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import {
  CLASS_TYPES,
  DAY_CLASS_LIMIT,
  type ListedClass,
  monthWindow,
  valueLabel,
} from "../../../src/shared/class-listing";
import { DateBlock } from "../../components/class-date";
import { ContactUsButton } from "../../components/contact-us-button";
import { PORTAL_FOOTER, PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { type DayLayout, MonthCalendarSkeleton } from "../../components/month-calendar";
import { type Segment, SegmentedTabsList } from "../../components/segmented-control";
import { ShowMoreButton } from "../../components/show-more-button";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent } from "../../components/ui/tabs";
import { useCameFrom } from "../../lib/came-from";
import { cn } from "../../lib/cn";
import { useSite } from "../../lib/site-config";
import { type ClassesShown, useClassOptions, useClassPages, useClassWindow, useLiveSpots } from "./api";
import { CHIP_TITLE, ClassWhenWhere } from "./class-card";
import { ClassMonth } from "./class-month";
import { AllClassesFeedLink, ClassSearch, CountedSelect, useClassSearch } from "./class-search";
import { CLASSES_LOAD_FAILED, ClassSkeletons, NoClasses } from "./class-states";
import { useShownMonth } from "./use-shown-month";

const SEARCH = {
  label: "Search classes and workshops",
  placeholder: "Search by class, trainer, place or tag",
};
const WORKSHOPS_EMPTY_HINT = "Try adjusting your search filters or check back later.";
const TYPE_CHOICES = CLASS_TYPES.map((t) => ({ value: t, label: valueLabel(t) }));
/** The spec's words here (2.4): List View first, then Calendar View. */
const VIEWS: Segment<"list" | "calendar">[] = [
  { value: "list", label: "List View", icon: List },
  { value: "calendar", label: "Calendar View", icon: CalendarDays },
];

function WorkshopCard({ c, spotsLeft }: { c: ListedClass; spotsLeft: number | null }) {
  const cameFrom = useCameFrom("Classes");
  const facts = [
    c.capacity !== null && `Capacity: ${c.capacity}`,
    spotsLeft !== null && `Spots left: ${spotsLeft}`,
    c.level && `Level: ${valueLabel(c.level)}`,
  ].filter(Boolean) as string[];
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-raised">
      <DateBlock date={c.date} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg leading-snug">{c.title}</h3>
          <div className="flex gap-1.5">
            {c.type && <Badge tone="info">{valueLabel(c.type)}</Badge>}
            <Badge tone="coral">{c.price}</Badge>
          </div>
        </div>
        <p className="text-slate-700">with {c.trainerName}</p>
        <ClassWhenWhere c={c} address />
        {facts.length > 0 && <p className="mt-1 text-sm text-slate-700">{facts.join(" · ")}</p>}
        {c.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
            {c.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="neutral">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="secondary" className="mt-3">
          <Link to={`/public/class/${encodeURIComponent(c.id)}`} state={cameFrom}>
            View Details<span className="sr-only">: {c.title}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** The List View: the server's pages so far, or the empty state. */
function WorkshopList({ classes, pages }: { classes: readonly ListedClass[]; pages: ClassesShown }) {
  const spotsLeft = useLiveSpots(classes);
  if (classes.length === 0) return <NoClasses hint={WORKSHOPS_EMPTY_HINT} />;
  return (
    <>
      <ul aria-label="Classes" className="flex flex-col gap-3">
        {classes.map((c) => (
          <WorkshopCard key={c.id} c={c} spotsLeft={spotsLeft(c)} />
        ))}
      </ul>
      <ShowMoreButton more={pages.more} things="classes" onClick={pages.showMore} />
    </>
  );
}

/**
 * A class in the Calendar View: its title (two lines at most, cut between words with an ellipsis), its
 * time, and 'Details' to /public/class/{id}; the tooltip has the whole class.
 */
function CalendarEntry({ c, layout }: { c: ListedClass; layout: DayLayout }) {
  const cameFrom = useCameFrom("Classes");
  const agenda = layout === "agenda";
  return (
    <Link
      to={`/public/class/${encodeURIComponent(c.id)}`}
      state={cameFrom}
      title={`${c.title} with ${c.trainerFirstName}, ${c.time}, ${c.location}`}
      className={cn(
        "block rounded-sm bg-brand-50 text-brand-900 hover:bg-brand-100",
        agenda ? "min-h-tap px-3 py-2 text-sm" : "px-1.5 py-1 text-xs leading-tight",
      )}
    >
      <span className={cn("font-semibold", CHIP_TITLE)}>{c.title}</span>{" "}
      <span className="block">
        {c.time}
        {agenda && ` · with ${c.trainerFirstName} · ${c.location}`}
      </span>{" "}
      <span className="block underline">Details</span>
    </Link>
  );
}

/** /classes: Classes and Workshops (spec 2.4) on real classes (docs/product.md "Routes"). */
export default function ClassesWorkshopsScreen({ today }: { today: string }) {
  const site = useSite();
  const shown = useShownMonth(today);
  const filters = useClassSearch();
  const { search, location } = filters;
  const [type, setType] = useState("all");
  const [tab, setTab] = useState<"list" | "calendar">("list");
  // The server filters and counts (GET /api/public-classes): the List View a page at a time, the
  // Calendar View the shown month's grid.
  const ask = { screen: "workshops", search, location, type } as const;
  const pages = useClassPages(ask, null, tab === "list");
  const inMonth = useClassWindow(
    ask,
    monthWindow(shown.month, true),
    shown.current,
    tab === "calendar",
    DAY_CLASS_LIMIT,
  );
  const loaded = tab === "list" ? pages : inMonth;
  const options = useClassOptions(loaded.answer);
  // Loading and error take each panel's place, so both tabs always control a panel.
  const state = loaded.isError
    ? () => <LoadError {...CLASSES_LOAD_FAILED} onRetry={loaded.retry} retrying={loaded.retrying} />
    : !loaded.classes || !loaded.answer
      ? (panel: "list" | "calendar") => (panel === "list" ? <ClassSkeletons /> : <MonthCalendarSkeleton />)
      : null;
  const classes = loaded.classes ?? [];

  return (
    <PublicLayout footer={PORTAL_FOOTER}>
      <div className="mx-auto max-w-5xl px-4 pt-6 pb-12">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button asChild variant="ghost">
            <Link to="/home">
              <ArrowLeft aria-hidden className="size-4" />
              Back to Home
            </Link>
          </Button>
          <ContactUsButton variant="secondary">
            {" "}
            about classes, workshops or bringing a trainer to your group. We answer within 24-48 hours.
          </ContactUsButton>
        </div>
        <h1 className="mt-4 text-3xl sm:text-4xl">Classes and Workshops</h1>
        <p className="mt-2 text-lg text-slate-700">
          Group classes, workshops and private sessions with certified {site.brandName} trainers.
        </p>
        <AllClassesFeedLink />

        <ClassSearch {...SEARCH} filters={filters} locations={options.locations} counts={options.location}>
          <CountedSelect
            label="Class type"
            allLabel="All Types"
            choices={TYPE_CHOICES}
            counts={options.type}
            value={type}
            onChange={setType}
          />
        </ClassSearch>

        <div className="mt-6">
          <Tabs value={tab} onValueChange={(value) => setTab(value === "calendar" ? "calendar" : "list")}>
            <SegmentedTabsList aria-label="View" segments={VIEWS} />
            <TabsContent value="list">
              {state ? state("list") : <WorkshopList classes={classes} pages={pages} />}
            </TabsContent>
            <TabsContent value="calendar">
              {state ? (
                state("calendar")
              ) : loaded.answer?.total === 0 ? (
                <NoClasses hint={WORKSHOPS_EMPTY_HINT} />
              ) : (
                <ClassMonth
                  shown={shown}
                  classes={classes}
                  days={loaded.answer?.days ?? {}}
                  ask={ask}
                  renderClass={(c, layout) => <CalendarEntry key={c.id} c={c} layout={layout} />}
                />
              )}
            </TabsContent>
          </Tabs>
        </div>
      </div>
    </PublicLayout>
  );
}
