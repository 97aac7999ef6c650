/**
 * Serves the built web app: hashed assets with long caching (pre-compressed .br/.gz beside them),
 * the route table's redirects, and the HTML shell for every client route, with the right HTTP status.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { defaultMeta } from "../../shared/meta";
import { redirectFor, type Screen, screenFor } from "../../shared/routes";
import { publicSiteOf, type SiteConfig } from "../../shared/site-config";
import { isDatabaseUnavailable } from "../db/unavailable";
import { type PreparedAnswer, prepareAnswer, sendAnswer, sendKept } from "../http/answer-cache";
import { escapeMarkup, jsonForScript } from "../http/escape";
import { isLoopbackRequest } from "../http/loopback";
import { firstViewShell } from "./first-view";
import { createPreloads, hintsSessionCalls } from "./preloads";

export type ShellOptions = {
  title?: string;
  description?: string;
  head?: string;
  /**
   * Preload links (plugins/preloads.ts), placed after the app's own script and stylesheet: a browser
   * (and Lighthouse's model of a phone on HTTP/1.1, six connections) fetches in document order, and
   * the entry chunk, which everything waits for, must not queue behind some sixty small chunks.
   */
  hints?: string;
  status?: number;
  /** Cache-Control of the page; "no-cache" unless it holds a visitor's own data. */
  cacheControl?: string;
  /**
   * Markup inside the app's root element, readable without JavaScript (the directory's first results,
   * modules/seo/directory-html.ts; a portal page's first view, plugins/first-view.ts); the app's first
   * render replaces it (createRoot, src/web/main.tsx). Already escaped. Such a page starts the app after
   * its first paint (runAfterPaint).
   */
  body?: string;
};

const ROOT = '<div id="root"></div>';

/**
 * A module's answer for a page path (modules/seo): the shell with its own tags and status, a redirect,
 * or undefined to leave the page to the screen's plain shell.
 */
export type PageAnswer = ShellOptions | { redirect: string };
export type PageResolver = (pathname: string, screen: Screen) => Promise<PageAnswer | undefined>;

/**
 * The shell with the site configuration of the moment (app.site(): the admin edits its links). Only its
 * public part is embedded: the members' links are served by GET /api/members/links (site-config.ts).
 */
export function createShellRenderer(template: string) {
  const [before, after] = template.split("<!--app-head-->");
  if (after === undefined) throw new Error("index.html lacks the <!--app-head--> marker");
  const [head, tail] = after.split(ROOT);
  if (tail === undefined) throw new Error(`index.html lacks the empty root element ${ROOT}`);
  const [headEnd, bodyStart] = (head ?? "").split("</head>");
  if (bodyStart === undefined) throw new Error("index.html lacks </head>");
  return (site: SiteConfig, options: ShellOptions = {}) => {
    const meta = defaultMeta(site.brandName);
    const configTag = `<script type="application/json" id="site-config">${jsonForScript(publicSiteOf(site))}</script>`;
    const title = escapeMarkup(options.title ?? meta.title);
    const description = escapeMarkup(options.description ?? meta.description);
    const late = options.body ? runAfterPaint(headEnd ?? "", options.hints) : undefined;
    return `${before}<title>${title}</title>\n    <meta name="description" content="${description}" />\n    ${options.head ?? ""}${configTag}${late?.head ?? headEnd}${late?.hints ?? options.hints ?? ""}</head>${bodyStart}<div id="root">${options.body ?? ""}</div>${tail}`;
  };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * A page whose HTML already shows its screen: the entry's script and the page's hints wait for the first
 * paint, then run-after-paint.js adds the hints (the entry's first) and runs the entry. Nothing the app
 * loads is fetched before that paint, which a phone would otherwise spend on some sixty modules
 * (docs/decisions/0023-portal-first-view.md).
 */
function runAfterPaint(head: string, hints = ""): { head: string; hints: string } {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return { head, hints };
  return {
    head: head.replace(
      ENTRY_SCRIPT,
      `<script defer src="/run-after-paint.js" data-entry="${entry}"></script>\n    `,
    ),
    hints: `<template id="after-paint-hints"><link rel="modulepreload" crossorigin href="${entry}" />${hints}</template>\n    `,
  };
}

/**
 * Is this screen hidden in this deployment (production hides the test page and the dev mailbox), or from
 * this client (the dev mailbox shows only to clients on this machine)?
 */
function hiddenScreen(screen: string, site: SiteConfig, request: FastifyRequest): boolean {
  if (screen === "test-mode") return !site.testPageEnabled;
  if (screen === "dev-mailbox") return site.production || !isLoopbackRequest(request);
  return false;
}

export async function registerWeb(app: FastifyInstance, opts: { webDir: string }) {
  const render = createShellRenderer(readFileSync(path.join(opts.webDir, "index.html"), "utf8"));
  const preloads = createPreloads(opts.webDir);

  app.decorate("pageResolvers", new Map<Screen, PageResolver>());
  app.decorate("prepareShell", async (options: ShellOptions, screen?: Screen, signedIn = false) =>
    prepareAnswer({
      status: options.status ?? 200,
      type: "text/html; charset=utf-8",
      cacheControl: options.cacheControl ?? "no-cache",
      body: render(await app.site(), {
        ...options,
        hints: `${options.hints ?? ""}${screen ? preloads(screen, signedIn) : ""}`,
      }),
    }),
  );

  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    const [pathname, query] = splitUrl(request.url);
    const target = redirectFor(pathname);
    if (!target) return done();
    reply.redirect(query ? `${target}?${query}` : target, 301);
  });

  await app.register(fastifyStatic, {
    root: opts.webDir,
    prefix: "/",
    index: false,
    // One route per built file, found at start: a page path then costs no file-system look-up.
    wildcard: false,
    preCompressed: true,
    // The shell is rendered with the site configuration, never served raw.
    allowedPath: (pathName) => pathName !== "/index.html",
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
}

/**
 * Answers that depend on no trainer's data, prepared once per app and content version (the embedded
 * site configuration holds the admin's links): each screen's plain shell (with its preloads), and the
 * not-found pages by title (every unknown trainer shares one).
 */
const shells = new WeakMap<
  FastifyInstance,
  { version: number; byKey: Map<string, PreparedAnswer | Promise<PreparedAnswer>> }
>();

/** The shared answer: the prepared bytes once ready (sent without a promise), the build until then. */
function sharedShell(
  app: FastifyInstance,
  key: string,
  options: ShellOptions,
  screen?: Screen,
  signedIn = false,
) {
  const version = app.database.publicVersion.current();
  let current = shells.get(app);
  if (!current || current.version !== version) {
    current = { version, byKey: new Map() };
    shells.set(app, current);
  }
  const byKey = current.byKey;
  const kept = byKey.get(key);
  if (kept) return kept;
  const building = app.prepareShell(options, screen, signedIn).then(
    (ready) => {
      byKey.set(key, ready);
      return ready;
    },
    (err: unknown) => {
      byKey.delete(key);
      throw err;
    },
  );
  byKey.set(key, building);
  return building;
}

const NOT_FOUND: ShellOptions = { status: 404, title: "404 Page Not Found" };

/**
 * The not-found handler's answer for a browser path: the screen's shell, 404 when no screen matches; a
 * page resolver may give it its own tags and status, or redirect it. Resolved pages are prepared once per
 * state of the public data (plugins/public-answers.ts). When the database cannot be reached the shell is
 * sent with 503, and the screen shows its own error.
 */
export function sendPageOrNotFound(
  app: FastifyInstance,
  url: string,
  site: SiteConfig,
  reply: FastifyReply,
): Promise<void> | undefined {
  const request = reply.request;
  const [pathname, query] = splitUrl(url);
  if (pathname.startsWith("/assets/")) {
    reply.status(404).type("text/plain").send("Not found");
    return;
  }
  const screen = screenFor(pathname);
  if (screen === "not-found" || hiddenScreen(screen, site, request))
    return sendKept(request, reply, sharedShell(app, "not-found", NOT_FOUND));
  const resolve = app.pageResolvers.get(screen);
  if (!resolve && hintsSessionCalls(screen))
    return signedInShell(app, request, screen, pathname).then((shell) => sendKept(request, reply, shell));
  if (!resolve) return sendKept(request, reply, sharedShell(app, `screen:${screen}`, {}, screen));

  const answer = app.publicAnswer(`page${pathname}`, async () => {
    const page = await resolve(pathname, screen);
    if (!page) return sharedShell(app, `screen:${screen}`, {}, screen);
    if ("redirect" in page)
      return { status: 301, type: "text/plain", cacheControl: "no-cache", body: "", redirect: page.redirect };
    if (page.status === 404) return sharedShell(app, `404:${page.title}`, page);
    return await app.prepareShell(page, screen);
  });
  const sent = sendKept(request, reply, answer, query);
  return sent?.catch(async (err: unknown) => {
    if (!isDatabaseUnavailable(err)) throw err;
    const shell = await app.prepareShell({ status: 503 }, screen);
    sendAnswer(request, reply, shell);
  });
}

/**
 * A portal screen's shell hints its calls only to a visitor whose session is valid (plugins/preloads.ts);
 * the dashboard and the profile form come to them drawn, with those calls' answers (plugins/first-view.ts).
 */
async function signedInShell(app: FastifyInstance, request: FastifyRequest, screen: Screen, path: string) {
  const signedIn = Boolean(await app.loadAccount(request).catch(() => undefined));
  if (signedIn) {
    const drawn = await firstViewShell(app, request, screen, path).catch((err: unknown) => {
      request.log.warn({ err }, "the portal page's first view could not be drawn");
      return undefined;
    });
    if (drawn) return drawn;
  }
  return sharedShell(app, `screen:${screen}:${signedIn}`, {}, screen, signedIn);
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i + 1)];
}
