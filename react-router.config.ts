import type { Config } from "@react-router/dev/config";

/**
 * React Router in framework mode (docs/decisions/0034-one-page-pipeline.md): the web app in app/, its
 * route table generated from src/shared/routes.ts (app/routes.ts), rendered on the server by Fastify's page
 * handler (src/server/pages/page-handler.ts) from the server build, then hydrated.
 */
export default {
  appDirectory: "app",
  buildDirectory: "dist/web",
  ssr: true,
  // React Router 8's behaviour, each chosen now (an unset flag warns at every build).
  future: {
    // Middleware makes a loader's `context` a RouterContextProvider: our load context is a plain object
    // (src/shared/page-context.ts) that every loader reads, so not yet.
    v8_middleware: false,
    // Loaders build `next` and redirect targets from request.url: with this flag a data request's URL
    // keeps its `.data` suffix there, so not yet.
    v8_passThroughRequests: false,
    // A route's client-only exports (clientLoader, clientAction) load in chunks of their own.
    v8_splitRouteModules: true,
    // "/a/" asks for "/a/_.data", not "/a.data": the same loader URL on document and data requests.
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
