/**
 * The root route: the document, the site configuration of the moment (from the load context, never a
 * module filled per render), one query client per request on the server and one per tab in the browser,
 * the toaster, and the error page of any route that fails or answers 404.
 */
import "./styles/app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { PageContext } from "../src/shared/page-context";
import { AppToaster } from "./components/layout/toaster";
import NotFoundScreen from "./features/not-found/not-found-screen";
import { queryClientForRender } from "./lib/query-client";
import { SiteProvider } from "./lib/site-config";

export function loader({ context }: LoaderFunctionArgs<PageContext>) {
  return { site: context.site };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b1f4f" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [client] = useState(queryClientForRender);
  return (
    <SiteProvider>
      <QueryClientProvider client={client}>
        <Outlet />
        <AppToaster />
      </QueryClientProvider>
    </SiteProvider>
  );
}

/** A 404 from any loader shows the not-found page; anything else, a plain error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
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
