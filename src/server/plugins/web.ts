/**
 * Serves the built web app: hashed assets with long caching (pre-compressed .br/.gz beside them),
 * the route table's redirects, and the HTML shell for every client route, with the right HTTP status.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { defaultMeta } from "../../shared/meta";
import { redirectFor, screenFor } from "../../shared/routes";
import type { SiteConfig } from "../../shared/site-config";

export type ShellOptions = { title?: string; description?: string; head?: string; status?: number };

declare module "fastify" {
  interface FastifyInstance {
    /** Sends the HTML shell; later modules add crawlable tags through `head`. */
    sendShell(reply: FastifyReply, options?: ShellOptions): FastifyReply;
  }
}

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** JSON inside <script> must not be able to close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

export function createShellRenderer(template: string, site: SiteConfig) {
  const meta = defaultMeta(site.brandName);
  const configTag = `<script type="application/json" id="site-config">${jsonForScript(site)}</script>`;
  const [before, after] = template.split("<!--app-head-->");
  if (after === undefined) throw new Error("index.html lacks the <!--app-head--> marker");
  return (options: ShellOptions = {}) => {
    const title = escapeHtml(options.title ?? meta.title);
    const description = escapeHtml(options.description ?? meta.description);
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

/** The not-found handler's answer for a browser path: the shell, 404 when no screen matches. */
export function sendPageOrNotFound(app: FastifyInstance, url: string, site: SiteConfig, reply: FastifyReply) {
  const [pathname] = splitUrl(url);
  if (pathname.startsWith("/assets/")) return reply.status(404).type("text/plain").send("Not found");
  const screen = screenFor(pathname);
  const missing = screen === "not-found" || hiddenScreen(screen, site);
  return app.sendShell(reply, {
    status: missing ? 404 : 200,
    ...(missing ? { title: "404 Page Not Found" } : {}),
  });
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i + 1)];
}
