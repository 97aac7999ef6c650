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
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageContext } from "../../shared/page-context";
import { ROUTES, screenFor } from "../../shared/routes";
import { publicSiteOf } from "../../shared/site-config";
import { isDatabaseUnavailable } from "../db/unavailable";
import { type AnswerSource, sendKept } from "../http/answer-cache";
import { isLoopbackRequest } from "../http/loopback";
import { createPageReads } from "./reads";

const PUBLIC_SCREENS = new Set(ROUTES.filter((r) => r.group === "public").map((r) => r.screen));

type Render = (request: FastifyRequest, renderAll: boolean) => Promise<Response>;

export async function registerPageHandler(app: FastifyInstance, serverBuild: string) {
  const build = await loadServerBuild(serverBuild);
  const handle = createRequestHandler(build, "production");

  const render: Render = async (request, renderAll) => {
    const failures: unknown[] = [];
    const context: PageContext = {
      site: publicSiteOf(await app.site()),
      request: { loopback: isLoopbackRequest(request) },
      renderAll,
      reads: createPageReads(app, request),
      reportError: (err) => {
        failures.push(err);
        request.log.error({ err }, "a page's loader or render failed");
      },
    };
    const response = await handle(toWebRequest(request), context as never);
    // A database that cannot be reached is a 503 (the page shows its error), not a 500.
    if (failures.some(isDatabaseUnavailable))
      return new Response(response.body, { status: 503, headers: response.headers });
    return response;
  };

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: (request, reply) => {
      const pathname = request.url.split("?", 1)[0] ?? "/";
      // An unknown API path or asset is not a page.
      if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/assets/"))
        return reply.callNotFound();
      if (PUBLIC_SCREENS.has(screenFor(pathname) as never))
        return sendCachedPage(app, render, request, reply);
      return sendStreamed(render, request, reply);
    },
  });
}

/** A public page from the answer cache: rendered whole once per public-data version and URL. */
function sendCachedPage(app: FastifyInstance, render: Render, request: FastifyRequest, reply: FastifyReply) {
  const answer = app.publicAnswer(`page${request.url}`, async (): Promise<AnswerSource> => {
    const response = await render(request, true);
    const location = response.headers.get("location");
    return {
      status: response.status,
      type: response.headers.get("content-type") ?? "text/html; charset=utf-8",
      cacheControl: "no-cache",
      body: await response.text(),
      ...(location ? { redirect: location } : {}),
    };
  });
  return sendKept(request, reply, answer);
}

async function sendStreamed(render: Render, request: FastifyRequest, reply: FastifyReply) {
  const response = await render(request, false);
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // The visitor's own page: no shared cache may keep it.
  reply.header("cache-control", "private, no-cache");
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
 * The server build, with React's production build whatever NODE_ENV says (a demo or a test server
 * renders as fast as production): React chooses its build when first loaded, which is here; nothing else
 * in the server loads React.
 */
async function loadServerBuild(file: string): Promise<ServerBuild> {
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return (await import(pathToFileURL(file).href)) as ServerBuild;
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}
