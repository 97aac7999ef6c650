/**
 * Preload hints for a screen's first load: the screen's lazy chunks (from Vite's manifest) and the API
 * answers it reads at once. Without them the browser discovers each step only after the previous one
 * ran (HTML → entry → screen chunk → query client → API), one round trip each, which phones feel.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DAY_CLASS_LIMIT } from "../../shared/class-listing";
import { type PublicClassesAsk, publicClassesUrl } from "../../shared/contracts/public-classes";
import type { Screen } from "../../shared/routes";

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

const QUERY = "lib/query-client.ts";
/**
 * A classes screen's first call (GET /api/public-classes, features/classes/api.ts): the calendars' and
 * /public's current month in the form the server resolves (`month=current`), /classes' first list page.
 * A page opened with ?trainer= asks another URL; its preload then goes unused.
 */
const classes = (screen: string, first: PublicClassesAsk) => ({
  modules: [`features/classes/${screen}.tsx`, QUERY],
  data: [publicClassesUrl(first)],
});
const profile = { modules: ["features/profile-page/profile-screen.tsx", QUERY], data: [] };
/**
 * A portal screen renders under the portal layout, which asks for the session first (GET /api/me). Its
 * calls are hinted only to a signed-in visitor: a signed-out one would fetch 401s, and the browser would
 * keep an unused one for the document's life and hand it to the screen after the visitor signs in on
 * the login screen of the same document (the dashboard then said "Please sign in to continue.").
 * A signed-in visitor of the dashboard or the profile form gets the screen drawn, with these calls'
 * answers in the page (plugins/first-view.ts); the hints are for the page sent when that fails.
 */
const portal = (screen: string, data: string[] = []) => ({
  modules: ["features/portal/portal-layout.tsx", screen, QUERY],
  data: [],
  sessionData: ["/api/me", ...data],
});

/**
 * Source modules each public screen (and the portal's two first screens) loads at once (see src/web/router.tsx) and the calls it makes on
 * mount. A trainer's or a class's own call depends on the path: its page resolver adds it (fetchPreload).
 */
type Loads = { modules: string[]; data: string[]; sessionData?: string[] };
const SCREEN_LOADS: Partial<Record<Screen, Loads>> = {
  "find-trainer": {
    modules: ["features/directory/find-trainer-screen.tsx", QUERY],
    // The first results (GET /api/public-trainers/results, of the page's state) are hinted by the page
    // resolver (modules/seo/routes.ts); the compact index and the cards follow in the browser.
    data: ["/api/site-content/public"],
  },
  landing: { modules: ["features/landing/landing-screen.tsx"], data: [] },
  "find-classes": classes("find-classes-screen", { month: "current", perDay: DAY_CLASS_LIMIT }),
  "find-classes-period": classes("find-classes-period-screen", { screen: "period", month: "current" }),
  "public-calendar": classes("class-calendar-screen", { month: "current", perDay: DAY_CLASS_LIMIT }),
  "classes-workshops": classes("classes-workshops-screen", { screen: "workshops" }),
  "trainer-profile-by-slug": profile,
  "trainer-profile-by-id": profile,
  "class-detail": { modules: ["features/class-detail/class-detail-screen.tsx", QUERY], data: [] },
  // Without a session these calls answer 401 and the layout sends the visitor to the login screen.
  dashboard: portal("features/portal/dashboard-screen.tsx", ["/api/dashboard", "/api/curriculum"]),
  profile: portal("features/profile/profile-screen.tsx"),
};

/** A hint to fetch an API answer now, in the app's fetch mode (credentials: "include") so it is reused. */
export function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url.replaceAll("&", "&amp;")}" />`;
}

/** Does this screen hint calls that only a signed-in visitor should make? */
export const hintsSessionCalls = (screen: Screen) => (SCREEN_LOADS[screen]?.sessionData?.length ?? 0) > 0;

export function createPreloads(webDir: string): (screen: Screen, signedIn?: boolean) => string {
  const file = path.join(webDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imp of manifest[key].imports ?? []) closure(imp, seen);
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, entry);

  const cache = new Map<string, string>();
  for (const [screen, loads] of Object.entries(SCREEN_LOADS) as [Screen, Loads][]) {
    const keys = new Set<string>();
    for (const module of loads.modules) {
      const key = Object.keys(manifest).find((k) => k.endsWith(module));
      if (key) closure(key, keys);
    }
    const modules = [...keys]
      .filter((k) => !entry.has(k))
      .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}" />`);
    // The calls first: each is one small answer the screen waits for, the chunks many.
    const data = loads.data.map(fetchPreload);
    cache.set(screen, `${[...data, ...modules].join("\n    ")}\n    `);
    const signedIn = [...(loads.sessionData ?? []).map(fetchPreload), ...data, ...modules];
    cache.set(`${screen}:signed-in`, `${signedIn.join("\n    ")}\n    `);
  }
  return (screen, signedIn = false) => cache.get(signedIn ? `${screen}:signed-in` : screen) ?? "";
}
