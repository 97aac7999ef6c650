import { RefreshCw, SearchX } from "lucide-react";
import { useLayoutEffect, useState } from "react";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { type Notice, NoticeDialog } from "../../components/notice-dialog";
import { ShowMoreButton } from "../../components/show-more-button";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { usePaged } from "../../lib/use-paged";
import { TrainerCard } from "./trainer-card";

/** Cards shown at first and added by each "Show more trainers" (the spec names no page size). */
export const PAGE_SIZE = 9;

/** Measures a filter change until the new cards are about to paint (read by scripts/bench). */
function useUpdateMeasure(trainers: readonly PublicTrainer[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new result set, which it measures.
  useLayoutEffect(() => {
    if (performance.getEntriesByName("directory:input", "mark").length === 0) return;
    requestAnimationFrame(() => {
      if (performance.getEntriesByName("directory:input", "mark").length === 0) return;
      performance.measure("directory:update", "directory:input");
      performance.clearMarks("directory:input");
    });
  }, [trainers]);
}

export function CardSkeletons() {
  return (
    <div role="status" aria-label="Loading trainers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-lg border border-slate-200 bg-white p-5 shadow-raised">
          <div className="flex gap-4">
            <Skeleton className="size-16 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="mt-4 h-16" />
          <Skeleton className="mt-4 h-10" />
        </div>
      ))}
    </div>
  );
}

export function LoadError() {
  return (
    <div role="alert" className="rounded-lg border border-danger-600/30 bg-danger-50 p-6 text-center">
      <h2 className="text-xl text-danger-700">Unable to load trainers</h2>
      <p className="mt-2 text-slate-800">
        We're experiencing some technical difficulties. Please try again later.
      </p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden className="size-4" />
        Refresh Page
      </Button>
    </div>
  );
}

/** The grid of cards, or the empty state; grows by a page at a time. */
export function TrainerResults({
  trainers,
  onReset,
}: {
  trainers: readonly PublicTrainer[];
  onReset: () => void;
}) {
  const { shown, more, showMore } = usePaged(trainers, PAGE_SIZE);
  const [notice, setNotice] = useState<Notice | null>(null);
  useUpdateMeasure(trainers);

  if (trainers.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <SearchX aria-hidden className="mx-auto size-10 text-slate-500" />
        <h3 className="mt-3 text-xl">No trainers found</h3>
        <p className="mt-1 text-slate-700">Try adjusting your search filters or try a different location.</p>
        <Button className="mt-4" variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
      </div>
    );

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((t, position) => (
          // Keyed by position: a keystroke updates the dozen card elements in place instead of
          // replacing them (the measured cost of typing).
          // biome-ignore lint/suspicious/noArrayIndexKey: deliberate, see above; cards reset per trainer.
          <li key={position} className="flex">
            <TrainerCard trainer={t} onNotice={setNotice} />
          </li>
        ))}
      </ul>
      <ShowMoreButton more={more} things="trainers" onClick={showMore} />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
