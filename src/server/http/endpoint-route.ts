/**
 * Registers a route from its endpoint definition (src/shared/contracts/endpoint.ts): the method, path and
 * schemas come from the contract, so the server cannot drift from what the web calls. The audience the
 * route is registered in must be the one the definition names (plugins/audiences.ts refuses to start
 * otherwise).
 */
import type {
  FastifyInstance,
  FastifyTypeProviderDefault,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Endpoint } from "../../shared/contracts/endpoint";

/** The Fastify schema an endpoint stands for. */
export type SchemaOf<E extends Endpoint> = {
  params: E["params"];
  querystring: E["query"];
  body: E["body"];
  response: E["responses"];
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  // biome-ignore lint/complexity/noBannedTypes: Fastify's "no generic" route.
  {},
  unknown,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What a route may add to its definition: hooks, limits and config (never a path or a schema). */
export type EndpointOptions = Omit<RouteShorthandOptions, "schema" | "config"> & {
  config?: Record<string, unknown>;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** The definition the route was registered from. */
    endpoint?: Endpoint;
  }
}

type AnyApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  // biome-ignore lint/suspicious/noExplicitAny: any logger, any type provider (the plugins' own app types).
  any,
  ZodTypeProvider | FastifyTypeProviderDefault
>;

/** Registers `endpoint` on `app` with `handler` (and any hooks or limits in `options`). */
export function route<E extends Endpoint>(
  app: AnyApp,
  endpoint: E,
  options: EndpointOptions | EndpointHandler<E>,
  handler?: EndpointHandler<E>,
) {
  const opts = typeof options === "function" ? {} : options;
  const run = (typeof options === "function" ? options : handler) as EndpointHandler<E>;
  const schema: Record<string, unknown> = { response: endpoint.responses };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  app.route({
    ...opts,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...opts.config, endpoint },
    // biome-ignore lint/suspicious/noExplicitAny: the handler's types were checked against E above.
    handler: run as any,
  });
}
