/**
 * The root route: the document, the site configuration of the moment (from the load context, never a
 * module filled per render), the toaster, and the error page of any route that fails or answers 404.
 * No query client here: every page's first JavaScript carries the root, and a page whose screen reads
 * through TanStack Query brings it with its <Seeded> (lib/seed.tsx).
 */
import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { defaultMeta } from "../src/shared/meta";
import type { PageContext } from "../src/shared/page-context";
import { AppToaster } from "./components/layout/toaster";
import { replayEarlyTaps } from "./lib/early-taps";
import { useNonce } from "./lib/nonce";
import { PageScripts } from "./lib/page-scripts";
import { Stylesheet } from "./lib/stylesheet";
import appCss from "./styles/app.css?url";

/**
 * The not-found screen loads with a 404 only: every page's first JavaScript carries the root route, and
 * few pages ever show it. Hydration waits for it (the server sent its HTML), no fallback is drawn.
 */
const NotFoundScreen = lazy(() => import("./features/not-found/not-found-screen"));

/**
 * The site configuration is read with the page: a move inside the app does not ask the server for it
 * again (the admin's edits show on the next load), so a move to a page without server data is instant.
 */
export const shouldRevalidate = () => false;

/**
 * The site configuration, and the not-found page's description made here on the server: the meta text
 * module then stays out of the root's JavaScript, which every page loads first.
 */
export function loader({ context }: LoaderFunctionArgs<PageContext>) {
  return { site: context.site, notFoundDescription: defaultMeta(context.site.brandName).description };
}

/**
 * The not-found page's title (the error page's matches end at the root, whose meta then applies); any
 * other page's route gives its own.
 */
export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  if (!isRouteErrorResponse(error) || error.status !== 404) return [];
  return [{ title: "404 Page Not Found" }, { name: "description", content: data?.notFoundDescription ?? "" }];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b1f4f" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Stylesheet href={appCss} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The page has hydrated: a button tapped before that is tapped again now (lib/early-taps.ts).
  useEffect(replayEarlyTaps, []);
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

/** A 404 from any loader shows the not-found page; anything else, a plain error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense>
        <NotFoundScreen />
      </Suspense>
    );
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-raised">
        <h1 className="text-2xl">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          This page could not be shown. Please check your connection and try again in a moment.
        </p>
        <a
          href="."
          className="mt-6 inline-flex min-h-tap items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
        >
          Try again
        </a>
      </div>
    </main>
  );
}
