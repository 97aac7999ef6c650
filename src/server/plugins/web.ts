/**
 * Serves the built web app (docs/decisions/0034-one-page-pipeline.md): hashed assets with long caching
 * (pre-compressed .br/.gz beside them), the route table's redirects, then every page from React Router's
 * server build (pages/page-handler.ts).
 */
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { redirectFor } from "../../shared/routes";
import { registerPageHandler } from "../pages/page-handler";
import type { RenderWorkerScript } from "../pages/render-pool";

export async function registerWeb(
  app: FastifyInstance,
  opts: { webDir: string; workerScript?: RenderWorkerScript },
) {
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    const [pathname, query] = splitUrl(request.url);
    const target = redirectFor(pathname);
    if (!target) return done();
    reply.redirect(query ? `${target}?${query}` : target, 301);
  });

  await app.register(fastifyStatic, {
    root: path.join(opts.webDir, "client"),
    prefix: "/",
    index: false,
    // One route per built file, found at start: a page path then costs no file-system look-up.
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  await registerPageHandler(
    app,
    path.join(opts.webDir, "server", "index.js"),
    path.join(opts.webDir, "client"),
    opts.workerScript,
  );
}

function splitUrl(url: string): [string, string] {
  const i = url.indexOf("?");
  return i < 0 ? [url, ""] : [url.slice(0, i), url.slice(i + 1)];
}
