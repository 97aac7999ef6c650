/**
 * The route table of both spec documents, shared by the server (HTTP status, redirects, reserved slugs)
 * and the web router (which screen renders). Patterns use React Router syntax.
 */

export type Screen =
  | "login"
  | "dashboard"
  | "profile"
  | "edit-profile"
  | "manage-classes"
  | "assessments"
  | "admin-console"
  | "enroll"
  | "onboarding-checkout"
  | "onboarding-payment-confirmation"
  | "onboarding-confirmation"
  | "onboarding-documents"
  | "onboarding-sign"
  | "onboarding-status"
  | "onboarding-welcome"
  | "onboarding-shopify-success"
  | "test-mode"
  | "landing"
  | "find-trainer"
  | "classes-workshops"
  | "find-classes"
  | "find-classes-period"
  | "public-calendar"
  | "class-detail"
  | "trainer-profile-by-id"
  | "trainer-profile-by-slug"
  | "certification-terms"
  | "terms"
  | "privacy"
  | "terms-of-service"
  | "support"
  | "terms-of-service-public"
  | "privacy-policy-public"
  | "support-public"
  | "qr"
  | "dev-mailbox"
  | "class-alert-confirm"
  | "class-alert-unsubscribe"
  | "reservation-confirm"
  | "reservation-manage"
  | "reservation-claim"
  | "reservation-reminders-off"
  | "magic-link";

/**
 * Which frame a route renders in: "portal" routes render under the one portal layout route (session
 * guard, portal navigation); "auth" are the sign-in pages and class alerts' confirm and unsubscribe pages
 * (opened from an e-mail: the visitor's own, never kept by the server's page cache); "public",
 * "onboarding" and "dev" frame themselves. Every route of a screen is in the same group.
 */
export type RouteGroup = "public" | "auth" | "portal" | "onboarding" | "dev";

export type RouteEntry = { path: string; screen: Screen; group: RouteGroup };

export const ROUTES: ReadonlyArray<RouteEntry> = [
  // trainer portal (spec trainer-portal §2)
  { path: "/", screen: "login", group: "auth" },
  { path: "/login", screen: "login", group: "auth" },
  { path: "/trainer-portal/login", screen: "login", group: "auth" },
  { path: "/trainer-portal", screen: "dashboard", group: "portal" },
  { path: "/trainer-portal/dashboard", screen: "dashboard", group: "portal" },
  { path: "/dashboard", screen: "dashboard", group: "portal" },
  { path: "/trainer-portal/profile", screen: "profile", group: "portal" },
  { path: "/trainer-portal/edit-profile", screen: "edit-profile", group: "portal" },
  { path: "/trainer-portal/calendar", screen: "manage-classes", group: "portal" },
  { path: "/trainer-portal/next-ttt", screen: "assessments", group: "portal" },
  { path: "/next-ttt", screen: "assessments", group: "portal" },
  { path: "/trainer-portal/admin/*", screen: "admin-console", group: "portal" },
  { path: "/trainer-portal/magic-link", screen: "magic-link", group: "auth" },
  // onboarding
  { path: "/enroll", screen: "enroll", group: "onboarding" },
  { path: "/onboarding/checkout", screen: "onboarding-checkout", group: "onboarding" },
  {
    path: "/onboarding/payment-confirmation",
    screen: "onboarding-payment-confirmation",
    group: "onboarding",
  },
  { path: "/onboarding/confirmation", screen: "onboarding-confirmation", group: "onboarding" },
  { path: "/onboarding/documents", screen: "onboarding-documents", group: "onboarding" },
  // Ours: a document's signing page, opened in a new tab from the documents screen (docs/product.md "Security" 6).
  { path: "/onboarding/documents/:id", screen: "onboarding-sign", group: "onboarding" },
  // Ours (issue 27): where Continue on the documents leads: payment, account, e-mails, welcome links.
  { path: "/onboarding/status", screen: "onboarding-status", group: "onboarding" },
  { path: "/onboarding/welcome", screen: "onboarding-welcome", group: "onboarding" },
  { path: "/onboarding/shopify-success", screen: "onboarding-shopify-success", group: "onboarding" },
  { path: "/test", screen: "test-mode", group: "onboarding" },
  // public side (spec public-site §2.1)
  { path: "/home", screen: "landing", group: "public" },
  { path: "/find-trainer", screen: "find-trainer", group: "public" },
  { path: "/public/find-trainer", screen: "find-trainer", group: "public" },
  // Each state's or province's page (issue 18): the server answers 404 for a slug that names no region
  // with listed trainers, the screen shows its not-found view for one that names no region (state-pages.ts).
  { path: "/find-trainer/:state", screen: "find-trainer", group: "public" },
  { path: "/public/find-trainer/:state", screen: "find-trainer", group: "public" },
  { path: "/classes", screen: "classes-workshops", group: "public" },
  { path: "/public/classes", screen: "find-classes", group: "public" },
  { path: "/public", screen: "find-classes-period", group: "public" },
  { path: "/public-calendar", screen: "public-calendar", group: "public" },
  { path: "/public/class/:id", screen: "class-detail", group: "public" },
  { path: "/public/trainer/:id", screen: "trainer-profile-by-id", group: "public" },
  { path: "/legal/terms", screen: "certification-terms", group: "public" },
  { path: "/terms", screen: "terms", group: "public" },
  { path: "/privacy", screen: "privacy", group: "public" },
  { path: "/terms-of-service", screen: "terms-of-service", group: "public" },
  { path: "/support", screen: "support", group: "public" },
  { path: "/terms-of-service-public", screen: "terms-of-service-public", group: "public" },
  { path: "/privacy-policy-public", screen: "privacy-policy-public", group: "public" },
  { path: "/support-public", screen: "support-public", group: "public" },
  { path: "/qr", screen: "qr", group: "public" },
  { path: "/dev/mailbox", screen: "dev-mailbox", group: "dev" },
  // Ours (issue 32): the class alerts' e-mailed links (src/shared/class-alerts.ts CLASS_ALERT_PAGES).
  { path: "/class-alerts/confirm", screen: "class-alert-confirm", group: "auth" },
  { path: "/class-alerts/unsubscribe", screen: "class-alert-unsubscribe", group: "auth" },
  // Ours (issue 33): a class reservation's e-mailed links (contracts/reservations.ts RESERVATION_PAGES).
  // "auth" like the alerts' links: the public page cache keys by URL and would keep every link's token.
  { path: "/reservations/confirm", screen: "reservation-confirm", group: "auth" },
  { path: "/reservations/manage", screen: "reservation-manage", group: "auth" },
  { path: "/reservations/claim", screen: "reservation-claim", group: "auth" },
  { path: "/reservations/reminders-off", screen: "reservation-reminders-off", group: "auth" },
  // must stay last: any other single segment is a trainer lookup
  { path: "/:trainerName", screen: "trainer-profile-by-slug", group: "public" },
];

/** Redirects of the route table, answered by the server (301) and by the client router alike. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: "/admin", to: "/find-trainer" },
  { from: "/admin/*", to: "/find-trainer" },
  { from: "/Find-Trainer", to: "/find-trainer" },
];

/** Where a path is redirected, or undefined. Case matters: only /Find-Trainer is listed as it is. */
export function redirectFor(pathname: string): string | undefined {
  const path = stripTrailingSlash(pathname);
  if (path === "/admin" || path.startsWith("/admin/")) return "/find-trainer";
  if (path === "/Find-Trainer") return "/find-trainer";
  return undefined;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** First path segments that a trainer slug may never take. */
const RESERVED = new Set(
  [
    ...ROUTES.map((r) => r.path),
    ...REDIRECTS.map((r) => r.from),
    "/api",
    "/assets",
    "/sitemap.xml",
    "/robots.txt",
    // The server's Prometheus endpoint (src/server/plugins/metrics.ts), not a page.
    "/metrics",
  ]
    .map((p) => p.split("/")[1] ?? "")
    .filter((segment) => segment && !segment.startsWith(":"))
    .map((segment) => segment.toLowerCase()),
);

export function isReservedSegment(segment: string): boolean {
  return RESERVED.has(segment.toLowerCase());
}

/** Does the path match a route pattern? (":x" is one segment, a trailing "/*" is any rest, or none.) */
export function matchPattern(pattern: string, pathname: string): boolean {
  const path = stripTrailingSlash(pathname);
  if (pattern.endsWith("/*")) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(":") ? (got[i] ?? "") !== "" : part === got[i]));
}

/**
 * The route table compiled once: fixed paths by their exact text, the rest split into segments. The
 * server asks for every page request, so a look-up must not split forty patterns.
 */
const FIXED = new Map<string, Screen>();
const PATTERNS: { index: number; parts: string[]; rest: boolean; screen: Screen }[] = [];
ROUTES.forEach((r, index) => {
  const rest = r.path.endsWith("/*");
  const base = rest ? r.path.slice(0, -2) : r.path;
  if (!rest && !r.path.includes(":")) {
    if (!FIXED.has(r.path)) FIXED.set(r.path, r.screen);
  } else PATTERNS.push({ index, parts: base.split("/"), rest, screen: r.screen });
});
const FIXED_INDEX = new Map(ROUTES.map((r, i) => [r.path, i]));

/** The screen a path renders, or "not-found" (any unmatched path of two or more segments). */
export function screenFor(pathname: string): Screen | "not-found" {
  const path = stripTrailingSlash(pathname);
  const fixed = FIXED.get(path);
  const fixedIndex = fixed ? (FIXED_INDEX.get(path) ?? 0) : Number.POSITIVE_INFINITY;
  const got = path.split("/");
  // The first route of the table that matches wins, as in the table's order.
  for (const p of PATTERNS) {
    if (p.index > fixedIndex) break;
    if (p.rest ? got.length < p.parts.length : got.length !== p.parts.length) continue;
    if (p.parts.every((part, i) => (part.startsWith(":") ? (got[i] ?? "") !== "" : part === got[i])))
      return p.screen;
  }
  return fixed ?? "not-found";
}
