/**
 * The classes screens read only what they show from GET /api/public-classes (docs/decisions/0019): the
 * visible window (a month's grid, /public's period) or the list a page at a time, filtered and counted
 * on the server. Each answer is its own query, by URL; the previous answer stays on screen while the
 * next month or filter loads, so nothing flashes empty.
 */
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import {
  type DateWindow,
  type ListedClass,
  type OptionTally,
  windowCovers,
} from "../../../src/shared/class-listing";
import { classSpotEndpoints, SPOTS_IDS_MAX } from "../../../src/shared/contracts/class-spots";
import {
  type OptionCounts,
  type PublicClassesAnswer,
  type PublicClassesAsk,
  publicClassEndpoints,
  publicClassesQueryOf,
} from "../../../src/shared/contracts/public-classes";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

/** The filters a screen sends (its search bar and ?trainer=). */
export type ClassAsk = Pick<PublicClassesAsk, "screen" | "search" | "location" | "type" | "trainer">;

/** What a screen draws from: the window's classes or the pages so far, and the answer's options and counts. */
export type ClassesShown = {
  classes: readonly ListedClass[] | undefined;
  /** The newest answer (options, counts, total, the trainer's name). */
  answer: PublicClassesAnswer | undefined;
  isError: boolean;
  retrying: boolean;
  retry: () => void;
  /** Classes behind "Show more classes" (list pages only). */
  more: number;
  showMore: () => void;
};

const KEY = "public-classes";
/** As the directory's list was read: fresh 30 s, not refetched on focus, retried by the one rule. */
const READ = {
  retry: retryOnce,
  staleTime: 30_000,
  refetchOnWindowFocus: false,
  placeholderData: keepPreviousData,
} as const;

const sameWindow = (a: DateWindow, b: DateWindow) => a.from === b.from && a.to === b.to;

/** Reads one answer of GET /api/public-classes: the browser by HTTP, a route's loader in-process. */
export type ReadClasses = (ask: PublicClassesAsk) => Promise<PublicClassesAnswer | null>;

/**
 * A window. The visitor's current month is asked as `month=current` (the server answers it without
 * knowing the visitor's clock); its answer holds the visitor's month unless their clock is off (then the
 * window is asked by its dates). /public's counts are over its window exactly, so there it must be the
 * month itself. The loaders of the classes routes answer the first window the same way.
 */
export async function windowAnswer(
  read: ReadClasses,
  ask: ClassAsk & { perDay?: number },
  window: DateWindow,
  current: boolean,
): Promise<PublicClassesAnswer | null> {
  if (current) {
    const answer = await read({ ...ask, month: "current" });
    const fits = ask.screen === "period" ? sameWindow : windowCovers;
    if (answer?.window && fits(answer.window, window)) return answer;
  }
  return read({ ...ask, ...window });
}

/** One answer by HTTP: the URL is the one publicClassesUrl writes (fields in order, defaults left out). */
const readPage = (ask: PublicClassesAsk, signal: AbortSignal) =>
  call(publicClassEndpoints.list, { query: publicClassesQueryOf(ask), signal });

const httpRead =
  (signal: AbortSignal): ReadClasses =>
  (ask) =>
    readPage(ask, signal);

/** A window's query key (a route's loader seeds its first window under it). */
export const windowKey = (ask: ClassAsk, window: DateWindow, current: boolean, perDay?: number) =>
  [KEY, "window", ask, window, current, perDay] as const;

/** A list page's query key; the first page (cursor 0) carries `through`. */
export const pageKey = (ask: ClassAsk, through: string | null, cursor: number) =>
  [KEY, "page", ask, cursor === 0 ? through : null, cursor] as const;

/** A window's classes; a month grid passes `perDay` (each day's first classes, and every day's count). */
export function useClassWindow(
  ask: ClassAsk,
  window: DateWindow,
  current: boolean,
  enabled = true,
  perDay?: number,
): ClassesShown {
  const query = useQuery({
    queryKey: windowKey(ask, window, current, perDay),
    // Never null from HTTP: api() throws on any answer but a 200.
    queryFn: async ({ signal }) =>
      (await windowAnswer(httpRead(signal), { ...ask, perDay }, window, current)) as PublicClassesAnswer,
    enabled,
    ...READ,
  });
  return {
    classes: query.data?.classes,
    answer: query.data,
    isError: query.isError,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
    more: 0,
    showMore: () => {},
  };
}

/**
 * The whole list a page at a time: "Show more classes" asks the next page by the last one's cursor; new
 * filters start again at the first page. `through` (the class a calendar chip chose) stretches the first
 * page to it. Disabled (another view shown), it asks nothing.
 */
export function useClassPages(ask: ClassAsk, through: string | null, enabled = true): ClassesShown {
  // Shown again after another view, the list starts at its first page, as a list drawn anew always did.
  const base = JSON.stringify([ask, through, enabled]);
  const [cursors, setCursors] = useState<number[]>([0]);
  const [pagedFor, setPagedFor] = useState(base);
  if (pagedFor !== base) {
    setPagedFor(base);
    setCursors([0]);
  }
  const pages = useQueries({
    queries: cursors.map((cursor) => ({
      queryKey: pageKey(ask, through, cursor),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        readPage(cursor === 0 ? { ...ask, through } : { ...ask, cursor }, signal),
      enabled,
      ...READ,
    })),
  });
  const first = pages[0];
  const last = pages.at(-1);
  const loaded = pages.every((p) => p.data);
  return {
    classes: first?.data ? pages.flatMap((p) => p.data?.classes ?? []) : undefined,
    answer: first?.data,
    isError: pages.some((p) => p.isError),
    retrying: pages.some((p) => p.isFetching),
    retry: () => {
      for (const p of pages) if (p.isError) void p.refetch();
    },
    // While the next page loads, the button stays with the count it had.
    more: [...pages].reverse().find((p) => p.data)?.data?.remaining ?? 0,
    showMore: () => {
      const next = last?.data?.next;
      if (loaded && !last?.isPlaceholderData && typeof next === "number")
        setCursors((c) => (c.includes(next) ? c : [...c, next]));
    },
  };
}

const tallyOf = (counts: OptionCounts): OptionTally => ({
  all: counts.all,
  byValue: new Map(Object.entries(counts.byValue)),
});

/**
 * The search bar's options and counts from the newest answer; the last ones stay while another view or
 * filter loads, so the dropdowns keep their options (and the chosen one) meanwhile.
 */
export function useClassOptions(answer: PublicClassesAnswer | undefined) {
  const kept = useRef(answer);
  if (answer) kept.current = answer;
  const shown = answer ?? kept.current;
  return useMemo(
    () => ({
      locations: shown?.locations ?? [],
      location: shown ? tallyOf(shown.counts.location) : null,
      type: shown?.counts.type ? tallyOf(shown.counts.type) : null,
      trainerName: shown?.trainerName ?? undefined,
    }),
    [shown],
  );
}

/**
 * A class's spots left, live for the classes with a capacity among `classes` (GET /api/class-spots, 20
 * at a time): the lists are prepared once per public-data version and a reservation does not move it
 * (decision 0044), so a card corrects the count it was prepared with. Until the read answers, or when
 * it fails, the card keeps that count. Off (`enabled` false): nothing is asked.
 */
export function useLiveSpots(
  classes: readonly ListedClass[],
  enabled = true,
): (c: ListedClass) => number | null {
  const ids = classes.filter((c) => c.capacity !== null).map((c) => c.id);
  const chunks: string[] = [];
  for (let i = 0; i < ids.length; i += SPOTS_IDS_MAX) chunks.push(ids.slice(i, i + SPOTS_IDS_MAX).join(","));
  const answers = useQueries({
    queries: chunks.map((ids) => ({
      queryKey: ["class-spots", ids],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(classSpotEndpoints.many, { query: { ids }, signal }),
      enabled,
      staleTime: 5_000,
      retry: false,
      refetchOnWindowFocus: false,
    })),
  });
  const found = answers.flatMap((a) => a.data?.spots ?? []);
  const key = found.map((s) => `${s.classId}:${s.spotsLeft}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts themselves (key) decide
  return useMemo(() => {
    const live = new Map(found.map((s) => [s.classId, s.spotsLeft]));
    return (c: ListedClass) => (live.has(c.id) ? (live.get(c.id) ?? null) : c.spotsLeft);
  }, [key]);
}
