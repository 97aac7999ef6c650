/**
 * GET /api/public-classes's query as the web app writes it (its contract: contracts/public-classes.ts,
 * which writes the URL). Kept free of zod: the shared page reads import it.
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
 * The one way to write a classes query, fields in a fixed order and defaults left out, so equal asks
 * are the same URL (contracts/public-classes.ts `publicClassesUrl`) and the browser's cache finds them.
 */
export function publicClassesSearch(ask: PublicClassesAsk): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of ORDER) {
    const value = ask[key];
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text !== DEFAULTS[key]) search[key] = text;
  }
  return search;
}
