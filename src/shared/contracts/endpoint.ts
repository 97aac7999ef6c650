/**
 * One definition per endpoint (issue 30): its method, path, audience and schemas, declared once in
 * `contracts/<area>.ts`. The server registers its route from it (src/server/http/endpoint-route.ts), the
 * web calls it with the typed client (app/lib/api.ts: `call`), and the authorization matrix and the
 * bad-input suites read the same list. No "/api/..." path is written anywhere else.
 */
import type { z } from "zod";

/** Where every API path starts; the server's guards and the page handler test against it. */
export const API_PREFIX = "/api/";
/** The bare prefix (a request for "/api" itself is an API request too). */
export const API_ROOT = "/api";

export const isApiPath = (path: string) => path === API_ROOT || path.startsWith(API_PREFIX);

/**
 * Who may call: public (anyone), onboarding (an applicant's onboarding session or a signed-in trainer),
 * portal (a signed-in trainer), admin, dev (outside production, from this machine only).
 */
export type Audience = "public" | "onboarding" | "portal" | "admin" | "dev";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = z.ZodType;

export type Endpoint = {
  method: Method;
  /** The route's path, with ":name" for each path parameter ("/api/announcements/:id/dismiss"). */
  path: `/api/${string}`;
  audience: Audience;
  params?: Schema;
  query?: Schema;
  /** A JSON body. An endpoint that takes a file says `multipart: true` instead. */
  body?: Schema;
  multipart?: true;
  /** Every answer by status, errors included; a success without a schema answers text (a feed, a file). */
  responses: Partial<Record<number, Schema>>;
};

/** Declares an endpoint; the literal types are kept so the server and the client can read them. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Input<S> = S extends Schema ? z.input<S> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the parsed success schema (void for 204, text without a schema). */
export type ResponseOf<E extends Endpoint> = {
  [K in keyof E["responses"] & SuccessStatus]: K extends 204
    ? undefined
    : E["responses"][K] extends Schema
      ? z.output<E["responses"][K]>
      : string;
}[keyof E["responses"] & SuccessStatus];

/** The values a caller gives: path parameters, query and body, each only where the endpoint has one. */
export type CallInput<E extends Endpoint> = (E["params"] extends Schema
  ? { params: Input<E["params"]> }
  : { params?: never }) &
  (E["query"] extends Schema ? { query: Input<E["query"]> } : { query?: never }) &
  (E["body"] extends Schema
    ? { body: Input<E["body"]> }
    : E["multipart"] extends true
      ? { body: FormData }
      : { body?: never }) & { signal?: AbortSignal };

/** The body's values as a form holds them (react-hook-form's `defaultValues`). */
export type BodyInput<E extends Endpoint> = Input<E["body"]>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of a call: path parameters filled in (encoded), query values appended in order; a value that is
 * undefined or null is left out, an array gives the key once per item.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, "path">,
  input: { params?: unknown; query?: unknown } = {},
): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  // A parameter may carry Fastify's pattern (":id(^\\d+$)"): the pattern is the server's, not the URL's.
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^/]*\))?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
