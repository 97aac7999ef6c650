/**
 * Tables that become cards on phones (docs/design.md "Console: tables become cards on phones";
 * docs/decisions/0041). From 640 px a table, scrolling sideways inside its box when it is wider than the
 * screen; below 640 px each row is a card and each cell shows its column's name beside its value, so
 * nothing scrolls sideways. One DOM for both widths, switched by CSS alone: no second copy of a row's
 * buttons and forms, no layout decided in JavaScript (the server's first paint is already right).
 *
 * A cell names its column with `data-label` (the header's text); a cell without one spans the card's
 * width: the row's title (a name, first) or its buttons (last). The header row is hidden on phones,
 * so a sortable column is sorted there by the screen's own control.
 */
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

/**
 * Below 640 px: the table, its body and rows as blocks, each row a card. A labelled cell hangs its label
 * in its left padding (a float pulled there by a negative margin, the cell a flow root so it is as tall
 * as the longer of the two): whatever the value holds, text, a badge, lines, stays in the right column.
 */
const CARDS = [
  "w-full border-collapse max-sm:block max-sm:[&>thead]:hidden",
  "max-sm:[&>tbody]:flex max-sm:[&>tbody]:flex-col max-sm:[&>tbody]:gap-3",
  "max-sm:[&>tbody>tr]:block max-sm:[&>tbody>tr]:rounded-lg max-sm:[&>tbody>tr]:border max-sm:[&>tbody>tr]:border-slate-200",
  "max-sm:[&>tbody>tr]:bg-white max-sm:[&>tbody>tr]:p-3 max-sm:[&>tbody>tr]:shadow-raised",
  "max-sm:[&>tbody>tr>td]:block max-sm:[&>tbody>tr>td]:px-0 max-sm:[&>tbody>tr>td]:py-1",
  "max-sm:[&>tbody>tr>td]:whitespace-normal max-sm:[&>tbody>tr>td_*]:whitespace-normal max-sm:[&>tbody>tr>td]:[overflow-wrap:anywhere]",
  "max-sm:[&>tbody>tr>td[data-label]]:flow-root max-sm:[&>tbody>tr>td[data-label]]:pl-30",
  "max-sm:[&>tbody>tr>td[data-label]]:before:float-left max-sm:[&>tbody>tr>td[data-label]]:before:-ml-30 max-sm:[&>tbody>tr>td[data-label]]:before:w-28",
  "max-sm:[&>tbody>tr>td[data-label]]:before:content-[attr(data-label)] max-sm:[&>tbody>tr>td[data-label]]:before:font-medium max-sm:[&>tbody>tr>td[data-label]]:before:text-slate-600",
].join(" ");

/**
 * A table that turns into cards below 640 px. `className` adds the wide layout's own, such as its
 * minimum width (`sm:min-w-[48rem]`: only from 640 px, or the cards would be that wide).
 */
export function ResponsiveTable({ className, ...props }: ComponentProps<"table">) {
  return <table className={cn(CARDS, className)} {...props} />;
}

/**
 * A table's box: a bordered card whose table scrolls sideways inside it, never the page. On phones,
 * once it holds the table (not its skeleton, error or empty sentence), the box steps aside: the rows
 * are the cards.
 */
export function TableBox({
  label,
  children,
  className,
}: {
  /** The region's name ("Trainers table"). */
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={cn(
        "relative w-full overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-raised",
        "max-sm:has-[>table]:overflow-visible max-sm:has-[>table]:rounded-none max-sm:has-[>table]:border-0",
        "max-sm:has-[>table]:bg-transparent max-sm:has-[>table]:shadow-none",
        className,
      )}
    >
      {children}
    </section>
  );
}
