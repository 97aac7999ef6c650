/**
 * What the component tests render with: a query client that does not retry, a memory router whose root
 * route carries the site configuration (useSite reads it from the root's loader data), and a stubbed
 * fetch that answers as the API would.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { forgetReads } from "../../app/lib/use-read";
import type { PublicSiteConfig } from "../../src/shared/site-config";

export const SITE: PublicSiteConfig = {
  brandName: "Soul Punch",
  supportEmail: "support@example.test",
  infoEmail: "info@example.test",
  trainerLeadEmail: "lead@example.test",
  supportPhone: "555-0100",
  bookingUrl: "https://example.test/book",
  checkoutFullUrl: "https://example.test/full",
  checkoutFlexUrl: "https://example.test/flex",
  enrollCheckoutUrl: "https://example.test/enroll",
  defaultAffiliateUrl: "https://example.test/affiliate",
  certificationApplyUrl: "https://example.test/apply",
  mediaKitUrl: "https://example.test/media",
  qrGeneratorUrl: "https://example.test/qr",
  mapTileUrl: "https://example.test/{z}/{x}/{y}.png",
  mapAttribution: "Map",
  production: false,
  testPageEnabled: true,
} as PublicSiteConfig;

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `ui` at `path` (matched by `route`, so useParams sees its parameters) inside the app's
 * providers; `seed` puts query answers in the cache first, as a page's loader would.
 */
export function renderApp(
  ui: ReactElement,
  {
    path = "/",
    route = "/*",
    seed = [],
    queryClient = testQueryClient(),
  }: {
    path?: string;
    route?: string;
    seed?: [readonly unknown[], unknown][];
    queryClient?: QueryClient;
  } = {},
) {
  // Each render is a new tab: no answer kept by an earlier test's read (app/lib/use-read.ts).
  forgetReads();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const router = createMemoryRouter(
    [{ id: "root", loader: () => ({ site: SITE }), children: [{ path: route, element: ui }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: { site: SITE } } } },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, router };
}

export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** fetch answered by `handler` (the URL parsed against the test origin); the mock records the calls. */
export function stubFetch(handler: Handler = () => json({ message: "Not stubbed" }, 500)) {
  const mock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) =>
    Promise.resolve(handler(new URL(String(input), "http://localhost"), init)),
  );
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The calls made to `pathname` (method and parsed JSON body). */
export function callsTo(mock: ReturnType<typeof stubFetch>, pathname: string) {
  return mock.mock.calls
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === pathname)
    .map(([, init]) => ({
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : init?.body,
    }));
}

/**
 * The error shown for the field labelled `label` (the element its aria-describedby names, when that is
 * an error), or null: the message belongs to that field, not just somewhere on the page.
 */
export function fieldError(label: string | RegExp | HTMLElement): string | null {
  const input = label instanceof HTMLElement ? label : screen.getByLabelText(label);
  if (input.getAttribute("aria-invalid") !== "true") return null;
  for (const id of (input.getAttribute("aria-describedby") ?? "").split(/\s+/)) {
    const el = id ? document.getElementById(id) : null;
    if (el?.getAttribute("role") === "alert") return el.textContent;
  }
  return null;
}

/** Every announced message on the page (field errors and form alerts), in document order. */
export function alerts(): string[] {
  return screen.queryAllByRole("alert").map((el) => el.textContent ?? "");
}

/** Types `value` into the field labelled `label` at once (user.type goes key by key: slow on 2 cores). */
export function fill(label: string | RegExp | HTMLElement, value: string) {
  fireEvent.change(label instanceof HTMLElement ? label : screen.getByLabelText(label), {
    target: { value },
  });
}
