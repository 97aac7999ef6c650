import { useState } from "react";
import type { ListedClass } from "../../../src/shared/class-listing";
import type { ClassAsk, ClassesShown } from "./api";
import { ClassChip, ClassList } from "./class-card";
import { ClassMonth } from "./class-month";
import { NoClasses } from "./class-states";
import type { Mode } from "./mode-toggle";
import type { ShownMonth } from "./use-shown-month";

/** The Calendar / List toggle of Find Self-Defense Classes and the feed, and the class a chip chose. */
export function useCalendarOrList() {
  const [mode, setMode] = useState<Mode>("calendar");
  const [highlight, setHighlight] = useState<string | null>(null);
  return {
    mode,
    highlight,
    /** Calendar or List by the buttons: no class is singled out. */
    show: (next: Mode) => {
      setHighlight(null);
      setMode(next);
    },
    /** A chip: the list, with that class brought into view. */
    choose: (c: ListedClass) => {
      setHighlight(c.id);
      setMode("list");
    },
  };
}

/**
 * The loaded classes as the toggle asks: the list's pages, or the month's classes as chips; the empty
 * state either way when no class at all matches (`total`, every date).
 */
export function CalendarOrList({
  view,
  shown,
  loaded,
  classes,
  ask,
  emptyHint,
}: {
  view: ReturnType<typeof useCalendarOrList>;
  ask: ClassAsk;
  shown: ShownMonth;
  loaded: ClassesShown & { answer: NonNullable<ClassesShown["answer"]> };
  classes: readonly ListedClass[];
  emptyHint: string;
}) {
  if (view.mode === "list")
    return <ClassList classes={classes} highlight={view.highlight} emptyHint={emptyHint} pages={loaded} />;
  if (loaded.answer.total === 0) return <NoClasses hint={emptyHint} />;
  return (
    <ClassMonth
      shown={shown}
      classes={classes}
      days={loaded.answer.days}
      ask={ask}
      renderClass={(c, layout) => <ClassChip key={c.id} c={c} layout={layout} onSelect={view.choose} />}
    />
  );
}
