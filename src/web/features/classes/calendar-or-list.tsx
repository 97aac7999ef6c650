import { useState } from "react";
import type { ListedClass } from "../../../shared/class-listing";
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

/** The loaded classes as the toggle asks: the list, or the month with chips; the empty state either way. */
export function CalendarOrList({
  view,
  classes,
  shown,
  emptyHint,
}: {
  view: ReturnType<typeof useCalendarOrList>;
  classes: readonly ListedClass[];
  shown: ShownMonth;
  emptyHint: string;
}) {
  if (view.mode === "list")
    return <ClassList classes={classes} highlight={view.highlight} emptyHint={emptyHint} />;
  if (classes.length === 0) return <NoClasses hint={emptyHint} />;
  return (
    <ClassMonth
      shown={shown}
      classes={classes}
      renderClass={(c, layout) => <ClassChip key={c.id} c={c} layout={layout} onSelect={view.choose} />}
    />
  );
}
