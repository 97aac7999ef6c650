/**
 * The web router, built from the shared route table (src/shared/routes.ts) so that the server's HTTP
 * statuses and the screens never disagree. Each screen is its own lazily loaded chunk; the
 * declarative router keeps the first JavaScript of every page small.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { REDIRECTS, ROUTES, type Screen } from "../shared/routes";
import { Spinner } from "./components/ui/skeleton";
import { PendingScreen } from "./features/pending/pending-screen";
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

const pending = (title: string) => async (): Promise<Module> => ({
  default: () => <PendingScreen title={title} />,
});

const legal = () => import("./features/static-pages/legal-pages");
const support = () => import("./features/static-pages/support-page");
const notFound = () => import("./features/not-found/not-found-screen");
const profile = withData(() => import("./features/profile-page/profile-screen"));
const dashboard = withData(() => import("./features/portal/dashboard-screen"));

const SCREENS: Record<Screen, () => Promise<Module>> = {
  login: withData(() => import("./features/login/login-screen")),
  "magic-link": withData(() => import("./features/magic-link/magic-link-screen")),
  dashboard,
  profile: pending("Trainer Profile"),
  "edit-profile": pending("Edit Profile"),
  "manage-classes": pending("Manage Classes"),
  assessments: pending("Next Train the Trainer Class"),
  // Until the admin console is built, admins land on the dashboard's screen.
  "admin-console": dashboard,
  enroll: pending("Trainer Certification Enrollment"),
  "onboarding-checkout": pending("Trainer Certification Checkout"),
  "onboarding-payment-confirmation": pending("Complete Your Payment"),
  "onboarding-confirmation": pending("Trainer Information"),
  "onboarding-documents": pending("Document Signing"),
  "onboarding-welcome": pending("Welcome"),
  "onboarding-shopify-success": pending("Payment Successful"),
  "test-mode": site.testPageEnabled ? pending("Test Mode") : notFound,
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

const LAZY = Object.fromEntries(
  Object.entries(SCREENS).map(([screen, load]) => [screen, lazy(load)]),
) as unknown as Record<Screen, ComponentType>;
const NotFound = lazy(notFound);

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Routes>
        {REDIRECTS.map((r) => (
          <Route key={r.from} path={r.from} caseSensitive element={<Navigate to={r.to} replace />} />
        ))}
        {ROUTES.map((r) => {
          const Screen = LAZY[r.screen];
          return <Route key={r.path} path={r.path} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
