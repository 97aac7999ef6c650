/**
 * The directory's state pages (issue 18, docs/decisions/0021-state-pages.md): /find-trainer/{state} for
 * each US state and Canadian province, the slug made from the region's full name ("Texas" -> texas,
 * "British Columbia" -> british-columbia). The route table (routes.ts) has /find-trainer/:state; the
 * server answers 404 for a slug that names no region or a region without listed trainers, and the screen
 * shows its not-found view for a slug that names no region. Not imported by routes.ts: the region list
 * would join the first JavaScript of every page.
 */
import { CANADIAN_PROVINCES, US_STATES } from "./regions";

/** The directory's own paths; a state page sits under each. */
export const DIRECTORY_PATHS = ["/find-trainer", "/public/find-trainer"] as const;
export type DirectoryPath = (typeof DIRECTORY_PATHS)[number];

/** A region's name as a path segment: lower case, anything but letters and digits one hyphen. */
export function stateSlugOfName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const REGIONS: ReadonlyArray<readonly [string, string]> = [
  ...Object.entries(US_STATES).map(([code, r]) => [code, r.name] as const),
  ...Object.entries(CANADIAN_PROVINCES).map(([code, r]) => [code, r.name] as const),
];

export type StatePage = { code: string; name: string; slug: string };

/** Every region's code and slug, US states first, as regions.ts lists them. */
export const STATE_SLUGS: ReadonlyArray<StatePage> = REGIONS.map(([code, name]) => ({
  code,
  name,
  slug: stateSlugOfName(name),
}));
const BY_SLUG = new Map(STATE_SLUGS.map((s) => [s.slug, s]));
const BY_CODE = new Map(STATE_SLUGS.map((s) => [s.code, s]));

/** The slug of a state or province code ("TX" -> "texas"), or undefined for a code that is none. */
export function stateSlug(code: string): string | undefined {
  return BY_CODE.get(code.trim().toUpperCase())?.slug;
}

/** The state or province a slug names ("british-columbia" -> BC); exact, lower case only. */
export function stateOfSlug(slug: string): StatePage | undefined {
  return BY_SLUG.get(slug);
}

/** The page of a state under a directory path; "all" or an unknown code is the directory itself. */
export function statePagePath(code: string, base: DirectoryPath = "/find-trainer"): string {
  const slug = code === "all" ? undefined : stateSlug(code);
  return slug ? `${base}/${slug}` : base;
}

/**
 * Which directory path and state a page path is: "/find-trainer/texas" -> TX under /find-trainer,
 * "/public/find-trainer" -> no state; undefined for a path that is not the directory's.
 */
export function directoryPageOf(pathname: string): { base: DirectoryPath; state?: StatePage } | undefined {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  for (const base of DIRECTORY_PATHS) {
    if (path === base) return { base };
    if (path.startsWith(`${base}/`)) {
      const state = stateOfSlug(path.slice(base.length + 1));
      return state ? { base, state } : undefined;
    }
  }
  return undefined;
}
