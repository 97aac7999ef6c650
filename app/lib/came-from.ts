import { useLocation } from "react-router";

/**
 * Where a visitor opened a class page from, carried in the link's history state: the class page's Back
 * returns there (issue 16), not always to /classes.
 */
export type CameFrom = { from: string; label: string };

/** The link state for a class page opened from this screen, named `label` on the Back button. */
export function useCameFrom(label: string): CameFrom {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}`, label };
}

/** The screen the class page was opened from, when the visitor came by a link that says so. */
export function cameFromOf(state: unknown): CameFrom | null {
  if (typeof state !== "object" || state === null) return null;
  const { from, label } = state as Partial<CameFrom>;
  // Only a path of this site: history state is the visitor's to change.
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  return { from, label: typeof label === "string" && label ? label : "previous page" };
}
