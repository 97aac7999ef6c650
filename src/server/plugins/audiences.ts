/**
 * Access by audience. Every /api route is registered inside exactly one audience, and an audience has
 * one guard that runs before any handler of its routes:
 *   public   anyone (sign-in, the directory, pages' data, feeds)
 *   onboarding  an applicant's onboarding session or a signed-in trainer (app.requireSigner): their documents
 *   portal   a signed-in trainer (app.requireTrainer): the caller's own data
 *   admin    an admin (app.requireAdmin)
 *   dev      outside production only, and only for clients on this machine
 * A route cannot be added without a guard: the app refuses to start when an /api route sits outside
 * every audience, and the authorization matrix (tests/api/authorization-matrix.test.ts) reads the
 * registered routes with their audience and fails on any it does not list.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifySchema, onRequestHookHandler } from "fastify";
import { type Audience, type Endpoint, isApiPath } from "../../shared/contracts/endpoint";

export type { Audience };

export type ApiRoute = {
  method: string;
  url: string;
  audience: Audience | undefined;
  /** The route's validation schemas (the bad-input test, tests/api/bad-input.test.ts, reads field names). */
  schema?: FastifySchema;
  /** The definition it was registered from (src/shared/contracts/endpoint.ts). */
  endpoint: Endpoint | undefined;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by the audience the route was registered in. */
    audience?: Audience;
  }
}

/** Records every /api route as it is registered, and refuses to start with one outside an audience. */
export function registerRouteRegistry(app: FastifyInstance) {
  const routes: ApiRoute[] = [];
  app.decorate("apiRoutes", routes);
  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url)) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      // Read later: the audience's own onRoute hook runs after this one and sets the config.
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        endpoint: (route.config as { endpoint?: Endpoint } | undefined)?.endpoint,
        get audience() {
          return (route.config as { audience?: Audience } | undefined)?.audience;
        },
      });
    }
  });
  app.addHook("onReady", async () => {
    const outside = routes.filter((r) => !r.audience).map((r) => `${r.method} ${r.url}`);
    if (outside.length > 0)
      throw new Error(`API routes outside every audience (plugins/audiences.ts): ${outside.join(", ")}`);
    // One definition per endpoint (src/shared/contracts/endpoint.ts): no route is written by hand.
    const handWritten = routes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`);
    if (handWritten.length > 0)
      throw new Error(
        `API routes without an endpoint definition (http/endpoint-route.ts): ${handWritten.join(", ")}`,
      );
  });
}

/** An audience: its routes, each behind the audience's guard (none for the public). */
export function audience(
  name: Audience,
  guard: onRequestHookHandler | undefined,
  plugins: FastifyPluginAsync[],
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook("onRoute", (route) => {
      const endpoint = (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
      // A definition names its audience; registering it in another is a mistake caught at start.
      if (endpoint && endpoint.audience !== name)
        throw new Error(
          `${endpoint.method} ${endpoint.path} is defined for ${endpoint.audience}, not ${name}`,
        );
      route.config = { ...(route.config as object), audience: name } as typeof route.config;
    });
    if (guard) scope.addHook("onRequest", guard);
    for (const plugin of plugins) await scope.register(plugin);
  };
}
