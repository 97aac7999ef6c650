import { dayOf } from "../../lib/local-day";

/**
 * A completed date as the list and the results show it ("Mar 5, 2026"); `local` is false on the server
 * and while hydrating (lib/local-day.ts).
 */
export function completedDay(value: string, local: boolean): string {
  return dayOf(value, local);
}

/** Seconds as "45 s", "3 min 20 s" or "1 h 5 min". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 ? `${minutes} min ${s % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** The two ways into an assessment, kept in the URL so that the browser's Back returns to the list. */
export type View = { kind: "list" } | { kind: "run"; slug: string } | { kind: "review"; slug: string };

export const RUN_PARAM = "assessment";
export const REVIEW_PARAM = "review";

export function viewOf(params: URLSearchParams): View {
  const review = params.get(REVIEW_PARAM);
  if (review) return { kind: "review", slug: review };
  const run = params.get(RUN_PARAM);
  if (run) return { kind: "run", slug: run };
  return { kind: "list" };
}

export function searchFor(view: View): string {
  if (view.kind === "list") return "";
  return `?${view.kind === "run" ? RUN_PARAM : REVIEW_PARAM}=${encodeURIComponent(view.slug)}`;
}
