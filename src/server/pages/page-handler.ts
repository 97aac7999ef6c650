/**
 * Fastify's page handler (docs/decisions/0034-one-page-pipeline.md): every GET or HEAD that no API route,
 * asset or redirect answered is a page, rendered by React Router from the built server bundle with the
 * load context of this request (pages/reads.ts). The server never imports the web app's source.
 *
 * Anonymous public pages are the same for everyone: each is rendered whole once per state of the public
 * data and kept prepared (ETag, 304, br/gzip: plugins/public-answers.ts). Every other page is the
 * visitor's own: streamed, `private, no-cache`.
 */
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";
import { isApiPath } from "../../shared/contracts/endpoint";
import type { PageContext } from "../../shared/page-context";
import { ROUTES, screenFor } from "../../shared/routes";
import { publicSiteOf } from "../../shared/site-config";
import { isDatabaseUnavailable } from "../db/unavailable";
import { type AnswerSource, sendKept } from "../http/answer-cache";
import { isLoopbackRequest } from "../http/loopback";
import { securityHeaders } from "../plugins/response-headers";
import { createPageReads } from "./reads";
import { inlineScriptHashes, newNonce, withScriptSources } from "./script-policy";
import { builtStylesheets } from "./stylesheets";

const PUBLIC_SCREENS = new Set(ROUTES.filter((r) => r.group === "public").map((r) => r.screen));

type Render = (request: FastifyRequest, renderAll: boolean, nonce?: string) => Promise<Response>;

export async function registerPageHandler(app: FastifyInstance, serverBuild: string, clientDir: string) {
  const handle = await loadPageRenderer(serverBuild);
  const stylesheet = builtStylesheets(clientDir);

  const policy = securityHeaders(app.config.production)["content-security-policy"] ?? "";
  const render: Render = async (request, renderAll, nonce) => {
    const failures: unknown[] = [];
    const context: PageContext = {
      site: publicSiteOf(await app.site()),
      request: { loopback: isLoopbackRequest(request) },
      renderAll,
      nonce,
      reads: createPageReads(app, request),
      stylesheet,
      reportError: (err) => {
        failures.push(err);
        request.log.error({ err }, "a page's loader or render failed");
      },
    };
    const response = await handle(toWebRequest(request), context as never);
    // A read that failed (its screen then asks in the browser, app/lib/seed.tsx) makes the page a 500,
    // or a 503 while the database cannot be reached: never kept, and honest to monitors and crawlers.
    if (failures.length === 0) return response;
    const status = failures.some(isDatabaseUnavailable) ? 503 : Math.max(response.status, 500);
    return new Response(response.body, { status, headers: response.headers });
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const pathname = request.url.split("?", 1)[0] ?? "/";
      // An unknown API path or asset is not a page.
      if (isApiPath(pathname) || pathname.startsWith("/assets/")) return reply.callNotFound();
      if (PUBLIC_SCREENS.has(screenFor(pathname) as never))
        return sendCachedPage(app, render, request, reply, policy);
      return sendStreamed(render, request, reply, policy);
    },
  });
}

/**
 * A public page from the answer cache: rendered whole once per public-data version and URL. A failed
 * render (500, or 503 while the database cannot be reached) is sent once and never kept.
 */
async function sendCachedPage(
  app: FastifyInstance,
  render: Render,
  request: FastifyRequest,
  reply: FastifyReply,
  policy: string,
) {
  try {
    const answer = app.publicAnswer(`page${request.url}`, async (): Promise<AnswerSource> => {
      const response = await render(request, true);
      const location = response.headers.get("location");
      const body = await response.text();
      const source: AnswerSource = {
        status: response.status,
        type: response.headers.get("content-type") ?? "text/html; charset=utf-8",
        cacheControl: "no-cache",
        body,
        headers: { "content-security-policy": withScriptSources(policy, inlineScriptHashes(body)) },
        ...(location ? { redirect: location } : {}),
      };
      if (source.status >= 500) throw new UnkeptPage(source);
      return source;
    });
    return await sendKept(request, reply, answer);
  } catch (err) {
    if (!(err instanceof UnkeptPage)) throw err;
    const { status, type, body, headers } = err.source;
    return reply
      .status(status)
      .type(type)
      .headers(headers ?? {})
      .header("cache-control", "no-store")
      .send(body);
  }
}

/** A failed render of a public page, thrown out of the cache's build so that it is not kept. */
class UnkeptPage extends Error {
  constructor(readonly source: AnswerSource) {
    super(`page answered ${source.status}`);
  }
}

async function sendStreamed(render: Render, request: FastifyRequest, reply: FastifyReply, policy: string) {
  const nonce = newNonce();
  const response = await render(request, false, nonce);
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // The visitor's own page: no shared cache may keep it.
  reply.header("cache-control", "private, no-cache");
  reply.header("content-security-policy", withScriptSources(policy, [`'nonce-${nonce}'`]));
  if (!response.body || request.method === "HEAD") return reply.send();
  return reply.send(Readable.fromWeb(response.body as never));
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const host = request.headers.host ?? "localhost";
  return new Request(`${request.protocol}://${host}${request.url}`, { method: request.method, headers });
}

/**
 * React Router's request handler around the server build, with React's production build whatever NODE_ENV
 * says (a demo or a test server renders as fast as production): React chooses its build when first
 * loaded, which is here. React Router imports React, so it too is imported here and only here: a static
 * import would load React's development build at start, beside react-dom/server's production build
 * (every render then fails: "dispatcher.getOwner is not a function").
 */
async function loadPageRenderer(file: string) {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const { createRequestHandler } = await import("react-router");
    const build = (await import(pathToFileURL(file).href)) as ServerBuild;
    return createRequestHandler(build, "production");
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}
