import { MapPin, SearchX } from "lucide-react";
import { useLayoutEffect, useMemo, useState } from "react";
import { DIRECTORY_PAGE_SIZE } from "../../../src/shared/directory-paths";
import { ClassAlertPrompt } from "../../components/class-alert/class-alert-prompt";
import { type Notice, NoticeDialog } from "../../components/notice-dialog";
import { ShowMoreButton } from "../../components/show-more-button";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useTrainerCards } from "./directory-data";
import { TrainerCard } from "./trainer-card";

/** Cards shown at first and added by each "Show more trainers" (the spec names no page size). */
export const PAGE_SIZE = DIRECTORY_PAGE_SIZE;

/** What a card shows before its details arrive: the compact index has it. */
export type CardHead = { id: number; displayName: string; displayLocation: string };

/**
 * Measures a filter change (read by scripts/bench): `directory:update` until the new result set's cards
 * are committed to the document (the page's own work; cards whose details are still on their way count
 * in their compact form), `directory:frame` until the next animation frame begins, which adds the wait
 * for the browser's frame (docs/benchmarks.md "keys").
 */
function useUpdateMeasure(trainers: readonly CardHead[]) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new result set, which it measures.
  useLayoutEffect(() => {
    const input = performance.getEntriesByName("directory:input", "mark").at(-1);
    if (!input) return;
    performance.clearMarks("directory:input");
    performance.measure("directory:update", { start: input.startTime });
    requestAnimationFrame(() => performance.measure("directory:frame", { start: input.startTime }));
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

/**
 * A card whose details are on their way: its name and place at once, the rest held at about a card's
 * height so the grid does not jump when the details arrive.
 */
function PendingCard({ head }: { head: CardHead }) {
  return (
    <article
      data-testid="trainer-card"
      aria-busy="true"
      className="flex min-h-[26rem] w-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-raised"
    >
      <div className="flex items-start gap-4">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug text-slate-900">{head.displayName}</h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {head.displayLocation}
          </p>
        </div>
      </div>
      <Skeleton className="mt-4 h-16" />
      <Skeleton className="mt-4 h-10" />
    </article>
  );
}

/**
 * The grid of cards, or the empty state; grows by a page at a time. `trainers` is every matched
 * trainer once the index is in, else the first page (`matched` counts them all); `pageFor` names the
 * filters, so a new search starts again at the first page while the switch to the index keeps it.
 */
export function TrainerResults({
  trainers,
  matched,
  pageFor,
  onReset,
  onMore,
  place,
}: {
  trainers: readonly CardHead[];
  matched: number;
  pageFor: string;
  onReset: () => void;
  /** Asked with each "Show more": the next cards may need the index. */
  onMore: () => void;
  /** The searched place (the near-location box), for the class alert of the empty state. */
  place?: string;
}) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [limitFor, setLimitFor] = useState(pageFor);
  if (limitFor !== pageFor) {
    setLimitFor(pageFor);
    setLimit(PAGE_SIZE);
  }
  const shown = useMemo(
    () => (trainers.length > limit ? trainers.slice(0, limit) : trainers),
    [trainers, limit],
  );
  const more = Math.max(0, matched - shown.length);
  const ids = useMemo(() => shown.map((t) => t.id), [shown]);
  const cards = useTrainerCards(ids);
  const [notice, setNotice] = useState<Notice | null>(null);
  useUpdateMeasure(trainers);

  if (matched === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
        <SearchX aria-hidden className="mx-auto size-10 text-slate-500" />
        <h3 className="mt-3 text-xl">No trainers found</h3>
        <p className="mt-1 text-slate-700">Try adjusting your search filters or try a different location.</p>
        <Button className="mt-4" variant="secondary" onClick={onReset}>
          Reset Filters
        </Button>
        <ClassAlertPrompt place={place} centered className="mt-5" />
      </div>
    );

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((t, position) => {
          const card = cards.get(t.id);
          return (
            // Keyed by position: a keystroke updates the dozen card elements in place instead of
            // replacing them (the measured cost of typing).
            // biome-ignore lint/suspicious/noArrayIndexKey: deliberate, see above; cards reset per trainer.
            <li key={position} className="flex" data-trainer-id={t.id}>
              {card ? <TrainerCard trainer={card} onNotice={setNotice} /> : <PendingCard head={t} />}
            </li>
          );
        })}
      </ul>
      <ShowMoreButton
        more={more}
        things="trainers"
        onClick={() => {
          onMore();
          setLimit(limit + PAGE_SIZE);
        }}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
