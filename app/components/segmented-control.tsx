import type { LucideIcon } from "lucide-react";
import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/**
 * One look for every view switch of the public side (docs/design.md "The bar to measure against":
 * consistent toggles), whether it is tabs (role tab, aria-selected) or pressed buttons (aria-pressed):
 * the chosen segment is styled by either attribute.
 */
const GROUP = "inline-flex flex-wrap gap-1 rounded-md border border-slate-300 bg-slate-100 p-1";
const SEGMENT =
  "inline-flex min-h-tap items-center justify-center gap-2 rounded-sm px-4 text-base font-medium text-slate-700 transition-colors hover:bg-white hover:text-slate-900 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:shadow-raised aria-selected:bg-brand-700 aria-selected:text-white aria-selected:shadow-raised";

export type Segment<T extends string> = { value: T; label: string; icon?: LucideIcon };

function SegmentLabel({ label, icon: Icon }: { label: string; icon?: LucideIcon }) {
  return (
    <>
      {Icon && <Icon aria-hidden className="size-4" />}
      {label}
    </>
  );
}

/** Pressed buttons in a named group: each a button of its own, the chosen one aria-pressed. */
export function SegmentedButtons<T extends string>({
  label,
  segments,
  value,
  onChange,
}: {
  /** The group's accessible name. */
  label: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset aria-label={label} className={GROUP}>
      {segments.map((s) => (
        <button
          key={s.value}
          type="button"
          aria-pressed={s.value === value}
          onClick={() => onChange(s.value)}
          className={SEGMENT}
        >
          <SegmentLabel {...s} />
        </button>
      ))}
    </fieldset>
  );
}

/** The same look as the tab list of a Radix Tabs (arrow keys move between tabs). */
export function SegmentedTabsList<T extends string>({
  segments,
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { segments: readonly Segment<T>[] }) {
  return (
    <TabsPrimitive.List className={cn(GROUP, className)} {...props}>
      {segments.map((s) => (
        <TabsPrimitive.Trigger key={s.value} value={s.value} className={SEGMENT}>
          <SegmentLabel {...s} />
        </TabsPrimitive.Trigger>
      ))}
    </TabsPrimitive.List>
  );
}
