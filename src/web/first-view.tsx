/**
 * A portal page's first view, drawn on the server for a signed-in trainer (src/server/plugins/web.ts;
 * docs/decisions/0023-portal-first-view.md). The dashboard and the profile form otherwise paint nothing
 * until some sixty chunks and two rounds of calls are in: a phone saw its first words after 3.5 s. The
 * HTML now carries the screen as these same components draw it from the answers of its calls, and the
 * answers themselves (lib/query-seed.ts), so the app's first render draws the same and replaces it.
 */
import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import type { Me } from "../shared/contracts/auth";
import type { PublicSiteConfig } from "../shared/site-config";
import { portalKeys, portalUrls } from "./features/portal/api";
import DashboardScreen from "./features/portal/dashboard-screen";
import PortalRoute from "./features/portal/portal-layout";
import { ownerProfileUrl, profileKeys } from "./features/profile/api";
import ProfileScreen from "./features/profile/profile-screen";
import type { QuerySeed } from "./lib/query-seed";
import { ME_KEY, ME_URL } from "./lib/session";
import { site } from "./lib/site-config";

/** A call the screen makes on mount (its feature's api.ts) and the query key it is cached under. */
export type FirstCall = { url: string; key: QueryKey };

const FIRST_VIEWS = {
  dashboard: {
    Screen: DashboardScreen,
    calls: (me: Me): FirstCall[] => [
      { url: portalUrls.dashboard, key: portalKeys.dashboard },
      { url: portalUrls.announcements(me.email), key: portalKeys.announcements(me.email) },
      { url: portalUrls.curriculum, key: portalKeys.curriculum },
    ],
  },
  profile: {
    Screen: ProfileScreen,
    calls: (me: Me): FirstCall[] => [{ url: ownerProfileUrl(me.id), key: profileKeys.owner(me.id) }],
  },
} satisfies Record<string, { Screen: ComponentType; calls: (me: Me) => FirstCall[] }>;

export type FirstViewScreen = keyof typeof FIRST_VIEWS;

/** The session's call, which every portal page makes first (lib/session.ts). */
export const SESSION_CALL: FirstCall = { url: ME_URL, key: ME_KEY };

export function hasFirstView(screen: string): screen is FirstViewScreen {
  return screen in FIRST_VIEWS;
}

/** The calls a screen's first view is drawn from, after the session's. */
export function firstViewCalls(screen: FirstViewScreen, me: Me): FirstCall[] {
  return FIRST_VIEWS[screen].calls(me);
}

/**
 * The screen under the portal frame at `path`, from `answers` (one per call, the session's first), with
 * the site configuration of the moment. Synchronous: one render at a time fills the shared `site`.
 */
export function renderFirstView(input: {
  screen: FirstViewScreen;
  path: string;
  config: PublicSiteConfig;
  answers: { call: FirstCall; data: unknown }[];
}): { html: string; seed: QuerySeed } {
  Object.assign(site, input.config);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const seed: QuerySeed = input.answers.map(({ call, data }) => [call.key, data]);
  for (const [key, data] of seed) client.setQueryData(key, data);
  const { Screen } = FIRST_VIEWS[input.screen];
  const html = renderToString(
    <StaticRouter location={input.path}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route element={<PortalRoute />}>
            <Route path="*" element={<Screen />} />
          </Route>
        </Routes>
      </QueryClientProvider>
    </StaticRouter>,
  );
  client.clear();
  return { html, seed };
}
