import { Info } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DAY_CLASS_LIMIT, monthWindow } from "../../../src/shared/class-listing";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { MonthCalendarSkeleton } from "../../components/month-calendar";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/lazy-dialog";
import { useSite } from "../../lib/site-config";
import { useClassPages, useClassWindow } from "./api";
import { CalendarOrList, useCalendarOrList } from "./calendar-or-list";
import { AllClassesFeedLink } from "./class-search";
import { CLASSES_LOAD_FAILED, ClassSkeletons } from "./class-states";
import { ModeToggle } from "./mode-toggle";
import { useShownMonth } from "./use-shown-month";

const FEED_EMPTY_HINT = "Trainers add new classes often. Please check back soon.";
/** Every class, unfiltered: the same answers as Find Self-Defense Classes without a filter. */
export const FEED = { screen: "classes" } as const;

/** The dialog describing the self-defense training (spec 2.6). */
function AboutTraining() {
  const site = useSite();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Info aria-hidden className="size-4" />
        About the training
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="About our self-defense training">
          <div className="space-y-3 text-slate-700">
            <p>
              Each class lasts about two hours and is taught in person by a certified {site.brandName}{" "}
              trainer. It is made for women of every age and fitness level, and no experience is needed.
            </p>
            <p>In a relaxed, supportive group you practise:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>awareness: noticing what is around you and trusting your instincts;</li>
              <li>boundary setting: using your voice and body language to say no clearly;</li>
              <li>simple escapes from common grabs and holds, at your own pace;</li>
              <li>how to carry and use the {site.brandName} Device, a small personal safety tool.</li>
            </ul>
            <p>Wear comfortable clothes and bring water. You leave calmer, more confident and with a plan.</p>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** /public-calendar: the class calendar feed (spec 2.6), every trainer's classes in one calendar or list. */
export default function ClassCalendarScreen({ today }: { today: string }) {
  const shown = useShownMonth(today);
  const view = useCalendarOrList();
  const listing = view.mode === "list";
  const inWindow = useClassWindow(
    FEED,
    monthWindow(shown.month, true),
    shown.current,
    !listing,
    DAY_CLASS_LIMIT,
  );
  const pages = useClassPages(FEED, view.highlight, listing);
  const loaded = listing ? pages : inWindow;

  let body: ReactNode;
  if (loaded.isError)
    body = <LoadError {...CLASSES_LOAD_FAILED} onRetry={loaded.retry} retrying={loaded.retrying} />;
  else if (!loaded.classes || !loaded.answer)
    body = view.mode === "calendar" ? <MonthCalendarSkeleton /> : <ClassSkeletons />;
  else
    body = (
      <CalendarOrList
        view={view}
        shown={shown}
        loaded={{ ...loaded, answer: loaded.answer }}
        classes={loaded.classes}
        ask={FEED}
        emptyHint={FEED_EMPTY_HINT}
      />
    );

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-12">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl sm:text-4xl">Class Calendar</h1>
            <p className="mt-2 text-lg text-slate-700">
              Every upcoming class from our certified trainers, in one place.
            </p>
            <AllClassesFeedLink />
          </div>
          <AboutTraining />
        </div>
        <div className="mt-6">
          <ModeToggle mode={view.mode} onChange={view.show} />
        </div>
        <div className="mt-4">{body}</div>
      </div>
    </PublicLayout>
  );
}
