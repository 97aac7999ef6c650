/**
 * Small pieces every tab of the console uses: the status badge, the empty sentence, skeletons, the
 * table's box and cells' classes. A failed read is components/load-error.tsx (through QueryState or ResourceCard).
 */
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { statusLabel } from "./format";

const STATUS_TONES = {
  in_training: "info",
  certified: "success",
  hq: "brand",
  suspended: "warning",
  revoked: "danger",
} as const;

export function StatusBadge({ status }: { status: string }) {
  const tone = STATUS_TONES[status as keyof typeof STATUS_TONES] ?? "neutral";
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {statusLabel(status)}
    </Badge>
  );
}

/** A sentence saying there is nothing here and what to do next. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="px-4 py-10 text-center text-slate-700">{children}</p>;
}

/** Rows of skeletons shaped like a table. */
export function TableSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3 p-4">
      <Skeleton className="h-6 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Skeleton blocks, one under another (or two a row with `grid`), while a card's read loads. */
export function BlockSkeleton({
  label,
  count,
  block = "h-12",
  grid = false,
}: {
  label: string;
  count: number;
  /** The height of each block. */
  block?: string;
  grid?: boolean;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className={grid ? "grid gap-4 sm:grid-cols-2" : "flex flex-col gap-2"}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={i} className={cn(block, "w-full")} />
      ))}
    </div>
  );
}

/** A table's box (components/responsive-table.tsx): scrolls sideways inside it; on phones the rows are cards. */
export { TableBox as TableScroll } from "../../components/responsive-table";

export const th = "px-3 py-2 text-left text-sm font-semibold whitespace-nowrap text-slate-700";
export const thSortable = "p-0 text-left text-sm font-semibold whitespace-nowrap text-slate-700";
export const td = "px-3 py-2 align-top text-sm text-slate-800";
