/**
 * Fastify's page handler (docs/decisions/0034-one-page-pipeline.md): every GET or HEAD that no API route,
 * asset or redirect answered is a page, rendered by React Router from the built server bundle with the
 * load context of this request (pages/reads.ts). The server never imports the web app's source.
 *
 * Anonymous public pages are the same for everyone: each is rendered whole once per state of the public
 * data and kept prepared (ETag, 304, br/gzip: plugins/public-answers.ts), drawn on the render worker
 * where there is one (render-pool.ts); a page that shows one trainer only is kept until her own data
 * changes (decision 0048). Every other page is the visitor's own: streamed, `private, no-cache`.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "../../shared/contracts/endpoint";
import type { PageContext } from "../../shared/page-context";
import { ROUTES, screenFor } from "../../shared/routes";
import { publicSiteOf } from "../../shared/site-config";
import { isDatabaseUnavailable } from "../db/unavailable";
import { type AnswerSource, sendKept } from "../http/answer-cache";
import { isLoopbackRequest } from "../http/loopback";
import type { PublicListing } from "../modules/trainers/public-list";
import { securityHeaders } from "../plugins/response-headers";
import { loadPageRenderer } from "./page-renderer";
import { createPageReads } from "./reads";
import { RenderPool, type RenderWorkerScript } from "./render-pool";
import { inlineScriptHashes, newNonce, withScriptSources } from "./script-policy";
import { builtStylesheets } from "./stylesheets";

const PUBLIC_SCREENS = new Set(ROUTES.filter((r) => r.group === "public").map((r) => r.screen));

type Render = (request: FastifyRequest, renderAll: boolean, nonce?: string) => Promise<Response>;

export async function registerPageHandler(
  app: FastifyInstance,
  serverBuild: string,
  clientDir: string,
  workerScript?: RenderWorkerScript,
) {
  const handle = await loadPageRenderer(serverBuild);
  const stylesheet = builtStylesheets(clientDir);
  // The pages the answer cache keeps are drawn on a thread of their own (render-pool.ts) where there
  // is one; the visitor's own pages stream from this thread.
  const pool = workerScript ? new RenderPool(workerScript, { serverBuild, clientDir }, app.log) : undefined;
  if (pool) {
    await pool.start();
    app.addHook("onClose", () => pool.close());
  }

  const policy = securityHeaders(app.config.production)["content-security-policy"] ?? "";
  const render: Render = async (request, renderAll, nonce) => {
    const failures: unknown[] = [];
    const site = publicSiteOf(await app.site());
    const loopback = isLoopbackRequest(request);
    const reads = createPageReads(app, request);
    const reportError = (err: unknown) => {
      failures.push(err);
      request.log.error({ err }, "a page's loader or render failed");
    };
    const web = toWebRequest(request);
    const response =
      pool && renderAll
        ? await pool.render({
            url: web.url,
            method: web.method,
            headers: [...web.headers],
            site,
            loopback,
            reads,
            reportError,
          })
        : await handle(web, {
            site,
            request: { loopback },
            renderAll,
            nonce,
            reads,
            stylesheet,
            reportError,
          } satisfies PageContext as never);
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
    const key = `page${request.url}`;
    const trainerId = await trainerOfPage(app, request.url);
    const build = async (): Promise<AnswerSource> => {
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
    };
    const answer =
      trainerId === undefined ? app.publicAnswer(key, build) : app.trainerPageAnswer(key, trainerId, build);
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

/**
 * The listed trainer a page shows alone (her profile, by slug or id, or one of her upcoming classes'
 * pages), found in the listing of this version; undefined for every other page (a page not found too),
 * which follows every public write.
 */
async function trainerOfPage(app: FastifyInstance, url: string): Promise<number | undefined> {
  const pathname = url.split("?", 1)[0] ?? "/";
  const screen = screenFor(pathname);
  if (screen !== "trainer-profile-by-slug" && screen !== "trainer-profile-by-id" && screen !== "class-detail")
    return undefined;
  const param = lastSegment(pathname);
  if (param === undefined) return undefined;
  // A listing that cannot be read now: the page follows every write, and its render says what failed.
  const listing = await app.publicListing().catch(() => undefined);
  if (!listing) return undefined;
  if (screen === "trainer-profile-by-slug") return listing.bySlug.get(param)?.id;
  if (screen === "trainer-profile-by-id")
    return /^\d{1,9}$/.test(param) ? listing.byId.get(Number(param))?.id : undefined;
  return classOwners(listing).get(param);
}

/** The path's last segment, decoded as React Router decodes a parameter; undefined if it cannot be. */
function lastSegment(pathname: string): string | undefined {
  const segment = pathname.replace(/\/+$/, "").split("/").at(-1) ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Each listed upcoming class's trainer, made once per listing. */
const owners = new WeakMap<PublicListing, Map<string, number>>();
function classOwners(listing: PublicListing): Map<string, number> {
  let map = owners.get(listing);
  if (!map) {
    map = new Map(listing.trainers.flatMap((t) => t.upcomingClasses.map((c) => [c.id, t.id] as const)));
    owners.set(listing, map);
  }
  return map;
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
