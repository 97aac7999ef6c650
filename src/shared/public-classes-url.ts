/**
 * GET /api/public-classes as a URL (its query's contract: contracts/public-classes.ts). Kept free of zod:
 * the classes screens' bundle imports it.
 */

/** Class cards per list page (the spec names no page size). */
export const CLASS_LIST_PAGE = 20;

/** The query as the web app writes it (every field optional; defaults are left out of the URL). */
export type PublicClassesAsk = { [K in (typeof ORDER)[number]]?: string | number | null };

const ORDER = [
  "screen",
  "from",
  "to",
  "month",
  "perDay",
  "search",
  "location",
  "type",
  "trainer",
  "cursor",
  "limit",
  "through",
] as const;
const DEFAULTS: Partial<Record<(typeof ORDER)[number], string>> = {
  screen: "classes",
  search: "",
  location: "all",
  type: "all",
  limit: String(CLASS_LIST_PAGE),
};

/**
 * The one way to write a classes URL, fields in a fixed order and defaults left out: the web app asks
 * and the server preloads (plugins/preloads.ts) the same bytes, so the browser reuses the preload.
 */
export function publicClassesUrl(ask: PublicClassesAsk): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = ask[key];
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text !== DEFAULTS[key]) params.set(key, text);
  }
  const query = params.toString();
  return query ? `/api/public-classes?${query}` : "/api/public-classes";
}
