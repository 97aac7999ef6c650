/**
 * Preload hints for a screen's first load: the screen's lazy chunks (from Vite's manifest) and the API
 * answers it reads at once. Without them the browser discovers each step only after the previous one
 * ran (HTML → entry → screen chunk → query client → API), one round trip each, which phones feel.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Screen } from "../../shared/routes";

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

const QUERY = "lib/query-client.ts";
const ALL = ["/api/public-trainers"];
const classes = (screen: string) => ({ modules: [`features/classes/${screen}.tsx`, QUERY], data: ALL });
const profile = { modules: ["features/profile-page/profile-screen.tsx", QUERY], data: [] };

/**
 * Source modules each public screen loads at once (see src/web/router.tsx) and the calls it makes on
 * mount. A trainer's or a class's own call depends on the path: its page resolver adds it (fetchPreload).
 */
const SCREEN_LOADS: Partial<Record<Screen, { modules: string[]; data: string[] }>> = {
  "find-trainer": {
    modules: ["features/directory/find-trainer-screen.tsx", QUERY],
    data: [...ALL, "/api/site-content/public"],
  },
  landing: { modules: ["features/landing/landing-screen.tsx"], data: [] },
  "find-classes": classes("find-classes-screen"),
  "find-classes-period": classes("find-classes-period-screen"),
  "public-calendar": classes("class-calendar-screen"),
  "classes-workshops": classes("classes-workshops-screen"),
  "trainer-profile-by-slug": profile,
  "trainer-profile-by-id": profile,
  "class-detail": { modules: ["features/class-detail/class-detail-screen.tsx", QUERY], data: [] },
};

/** A hint to fetch an API answer now, in the app's fetch mode (credentials: "include") so it is reused. */
export function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}" />`;
}

export function createPreloads(webDir: string): (screen: Screen) => string {
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

  const cache = new Map<Screen, string>();
  for (const [screen, loads] of Object.entries(SCREEN_LOADS) as [
    Screen,
    { modules: string[]; data: string[] },
  ][]) {
    const keys = new Set<string>();
    for (const module of loads.modules) {
      const key = Object.keys(manifest).find((k) => k.endsWith(module));
      if (key) closure(key, keys);
    }
    const links = [...keys]
      .filter((k) => !entry.has(k))
      .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}" />`);
    for (const url of loads.data) links.push(fetchPreload(url));
    cache.set(screen, `${links.join("\n    ")}\n    `);
  }
  return (screen) => cache.get(screen) ?? "";
}
