/**
 * The web router, built from the shared route table (src/shared/routes.ts) so that the server's HTTP
 * statuses and the screens never disagree. Each screen is its own lazily loaded chunk; the
 * declarative router keeps the first JavaScript of every page small. A route group with a layout
 * (the portal's) renders its screens under one layout route.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router";
import { REDIRECTS, ROUTES, type RouteGroup, type Screen, screenFor } from "../shared/routes";
import { Spinner } from "./components/ui/skeleton";
import { site } from "./lib/site-config";

type Module = { default: ComponentType };

/** A screen that reads the API gets the query client; static pages do not load it. */
const withData = (load: () => Promise<{ default: ComponentType }>) => async (): Promise<Module> => {
  const [{ queryClient }, screen] = await Promise.all([import("./lib/query-client"), load()]);
  const Screen = screen.default;
  return {
    default: () => (
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>
    ),
  };
};

const pick =
  <M,>(load: () => Promise<M>, component: (m: M) => ComponentType) =>
  () =>
    load().then((m) => ({ default: component(m) }));

const legal = () => import("./features/static-pages/legal-pages");
const support = () => import("./features/static-pages/support-page");
const notFound = () => import("./features/not-found/not-found-screen");
const profile = withData(() => import("./features/profile-page/profile-screen"));
// Portal screens render under the portal layout route, which gives them the query client.
const dashboard = () => import("./features/portal/dashboard-screen");

const SCREENS: Record<Screen, () => Promise<Module>> = {
  login: withData(() => import("./features/login/login-screen")),
  "magic-link": withData(() => import("./features/login/magic-link-screen")),
  dashboard,
  profile: () => import("./features/profile/profile-screen"),
  "edit-profile": () => import("./features/profile/edit-profile-screen"),
  "manage-classes": () => import("./features/manage-classes/manage-classes-screen"),
  assessments: () => import("./features/assessments/assessments-screen"),
  "admin-console": () => import("./features/admin-console/admin-console-screen"),
  enroll: withData(() => import("./features/onboarding/enroll-screen")),
  "onboarding-checkout": withData(() => import("./features/onboarding/checkout-screen")),
  "onboarding-payment-confirmation": withData(
    () => import("./features/onboarding/payment-confirmation-screen"),
  ),
  "onboarding-confirmation": withData(() => import("./features/onboarding/confirmation-screen")),
  "onboarding-documents": withData(() => import("./features/onboarding/documents-screen")),
  "onboarding-sign": withData(() => import("./features/onboarding/sign-screen")),
  "onboarding-status": withData(() => import("./features/onboarding/status-screen")),
  "onboarding-welcome": withData(() => import("./features/onboarding/welcome-screen")),
  "onboarding-shopify-success": () => import("./features/onboarding/shopify-success-screen"),
  // Hidden where the server hides it (production, unless ENABLE_TEST_PAGE): the not-found screen.
  "test-mode": site.testPageEnabled ? () => import("./features/onboarding/test-mode-screen") : notFound,
  landing: () => import("./features/landing/landing-screen"),
  "find-trainer": withData(() => import("./features/directory/find-trainer-screen")),
  "classes-workshops": withData(() => import("./features/classes/classes-workshops-screen")),
  "find-classes": withData(() => import("./features/classes/find-classes-screen")),
  "find-classes-period": withData(() => import("./features/classes/find-classes-period-screen")),
  "public-calendar": withData(() => import("./features/classes/class-calendar-screen")),
  "class-detail": withData(() => import("./features/class-detail/class-detail-screen")),
  "trainer-profile-by-id": profile,
  "trainer-profile-by-slug": profile,
  "certification-terms": pick(legal, (m) => m.CertificationTermsPage),
  terms: pick(legal, (m) => m.PortalTermsOfServicePage),
  "terms-of-service": pick(legal, (m) => m.PortalTermsOfServicePage),
  privacy: pick(legal, (m) => m.PortalPrivacyPage),
  "terms-of-service-public": pick(legal, (m) => m.PublicTermsOfServicePage),
  "privacy-policy-public": pick(legal, (m) => m.PublicPrivacyPage),
  support: pick(support, (m) => m.PortalSupportPage),
  "support-public": pick(support, (m) => m.PublicSupportPage),
  qr: () => import("./features/qr/qr-redirect-screen"),
  "dev-mailbox": site.production
    ? notFound
    : withData(() => import("./features/dev-mailbox/dev-mailbox-screen")),
};

/** Screens and layouts whose module has loaded: mounted after that, they render without a loading fallback. */
const READY = new Map<string, ComponentType>();

/** A module loaded once, kept in READY under `key` once it is in. */
function loadOnce(key: string, load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().then((module) => {
      READY.set(key, module.default);
      return module;
    }));
}

/** Each screen's module, loaded once: its lazy component and a layout's preload share the load. */
const LOADERS = Object.fromEntries(
  Object.entries(SCREENS).map(([screen, load]) => [screen, loadOnce(screen, load)]),
) as Record<Screen, () => Promise<Module>>;
const LAZY = Object.fromEntries(
  Object.entries(LOADERS).map(([screen, load]) => [screen, lazy(load)]),
) as unknown as Record<Screen, ComponentType>;
const NotFound = lazy(notFound);

const PORTAL_LAYOUT = "layout:portal";
const loadPortalLayout = loadOnce(
  PORTAL_LAYOUT,
  withData(() => import("./features/portal/portal-layout")),
);
const PortalLayout = lazy(loadPortalLayout);

/**
 * The portal group's layout route: the session guard and the portal frame (features/portal). The
 * matched screen's chunk loads alongside the layout's, not after the session check.
 */
function PortalGroup() {
  const screen = screenFor(useLocation().pathname);
  if (screen !== "not-found") void LOADERS[screen]();
  const [Layout] = useState(() => READY.get(PORTAL_LAYOUT) ?? PortalLayout);
  return <Layout />;
}

/** Route groups whose screens render under one layout route; the other groups frame themselves. */
const LAYOUTS: Partial<Record<RouteGroup, ComponentType>> = { portal: PortalGroup };

/**
 * Loads the modules of the screen a path shows, with its layout's. main.tsx waits for them when the
 * page's HTML carries content (the directory's first results, issue 18; a portal page's first view):
 * React's first commit is then the screen, never the loading fallback in between.
 */
export function loadScreenOf(pathname: string): Promise<unknown> {
  const screen = screenFor(pathname);
  if (screen === "not-found") return Promise.resolve();
  const inPortal = ROUTES.some((r) => r.screen === screen && r.group === "portal");
  return Promise.all([LOADERS[screen](), inPortal && loadPortalLayout()]).catch(() => undefined);
}

/**
 * A route's screen: the loaded component when its module is already there, else the lazy one. Chosen
 * once per mount (keyed by screen), so the paths of one screen (/find-trainer, /find-trainer/texas) keep
 * the same component and its state.
 */
function ScreenElement({ screen }: { screen: Screen }) {
  const [Component] = useState(() => READY.get(screen) ?? LAZY[screen]);
  return <Component />;
}

function screenRoute(r: (typeof ROUTES)[number]) {
  return <Route key={r.path} path={r.path} element={<ScreenElement key={r.screen} screen={r.screen} />} />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Routes>
        {REDIRECTS.map((r) => (
          <Route key={r.from} path={r.from} caseSensitive element={<Navigate to={r.to} replace />} />
        ))}
        {Object.entries(LAYOUTS).map(([group, Layout]) => (
          <Route key={group} element={<Layout />}>
            {ROUTES.filter((r) => r.group === group).map(screenRoute)}
          </Route>
        ))}
        {ROUTES.filter((r) => !(r.group in LAYOUTS)).map(screenRoute)}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
