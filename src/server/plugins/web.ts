/**
 * Serves the built web app: hashed assets with long caching (pre-compressed .br/.gz beside them),
 * the route table's redirects, and the HTML shell for every client route, with the right HTTP status.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { defaultMeta } from "../../shared/meta";
import { redirectFor, type Screen, screenFor } from "../../shared/routes";
import type { SiteConfig } from "../../shared/site-config";
import { escapeMarkup } from "../http/escape";
import { createPreloads } from "./preloads";

export type ShellOptions = { title?: string; description?: string; head?: string; status?: number };

/**
 * A module's answer for a page path (modules/seo): the shell with its own tags and status, a redirect,
 * or undefined to leave the page to the next resolver and the default shell.
 */
export type PageAnswer = ShellOptions | { redirect: string };
export type PageResolver = (pathname: string, screen: Screen) => Promise<PageAnswer | undefined>;

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the HTML shell; later modules add crawlable tags through `head`. */
    sendShell(reply: FastifyReply, options?: ShellOptions): FastifyReply;
    /** Preload hints for a screen's chunks and first API calls (plugins/preloads.ts). */
    screenPreloads(screen: Screen): string;
    /** Page resolvers that put crawlable tags into a page's HTML or redirect it. */
    pageResolvers: PageResolver[];
  }
}

/** JSON inside <script> must not be able to close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

export function createShellRenderer(template: string, site: SiteConfig) {
  const meta = defaultMeta(site.brandName);
  const configTag = `<script type="application/json" id="site-config">${jsonForScript(site)}</script>`;
  const [before, after] = template.split("<!--app-head-->");
  if (after === undefined) throw new Error("index.html lacks the <!--app-head--> marker");
  return (options: ShellOptions = {}) => {
    const title = escapeMarkup(options.title ?? meta.title);
    const description = escapeMarkup(options.description ?? meta.description);
    return `${before}<title>${title}</title>\n    <meta name="description" content="${description}" />\n    ${options.head ?? ""}${configTag}${after}`;
  };
}

/** Is this screen hidden in this deployment (production hides the test page and the dev mailbox)? */
function hiddenScreen(screen: string, site: SiteConfig): boolean {
  if (screen === "test-mode") return !site.testPageEnabled;
  if (screen === "dev-mailbox") return site.production;
  return false;
}

export async function registerWeb(app: FastifyInstance, opts: { webDir: string; site: SiteConfig }) {
  const render = createShellRenderer(readFileSync(path.join(opts.webDir, "index.html"), "utf8"), opts.site);

  app.decorate("screenPreloads", createPreloads(opts.webDir));
  app.decorate("pageResolvers", [] as PageResolver[]);
  app.decorate("sendShell", (reply: FastifyReply, options: ShellOptions = {}) =>
    reply
      .status(options.status ?? 200)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(render(options)),
  );

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [pathname, query] = splitUrl(request.url);
    const target = redirectFor(pathname);
    if (target) return reply.redirect(query ? `${target}?${query}` : target, 301);
  });

  await app.register(fastifyStatic, {
    root: opts.webDir,
    prefix: "/",
    index: false,
    wildcard: true,
    preCompressed: true,
    // The shell is rendered per request (it carries the site configuration), never served raw.
    allowedPath: (pathName) => pathName !== "/index.html",
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
}

/**
 * The not-found handler's answer for a browser path: the shell, 404 when no screen matches; a page
 * resolver may give it its own tags and status, or redirect it.
 */
export async function sendPageOrNotFound(
  app: FastifyInstance,
  url: string,
  site: SiteConfig,
  reply: FastifyReply,
) {
  const [pathname, query] = splitUrl(url);
  if (pathname.startsWith("/assets/")) return reply.status(404).type("text/plain").send("Not found");
  const screen = screenFor(pathname);
  const missing = screen === "not-found" || hiddenScreen(screen, site);
  if (missing) return app.sendShell(reply, { status: 404, title: "404 Page Not Found" });
  for (const resolve of app.pageResolvers) {
    const answer = await resolve(pathname, screen);
    if (!answer) continue;
    if ("redirect" in answer)
      return reply.redirect(query ? `${answer.redirect}?${query}` : answer.redirect, 301);
    const preloads = app.screenPreloads(screen);
    return app.sendShell(reply, { ...answer, head: `${preloads}${answer.head ?? ""}` });
  }
  return app.sendShell(reply, { status: 200, head: app.screenPreloads(screen) });
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i + 1)];
}
