/**
 * /sitemap.xml (prepared once per state of the public data) and /robots.txt. The pages' crawlable tags
 * are their route modules' meta (app/routes/*).
 */
import type { FastifyPluginAsync } from "fastify";
import { sendKept } from "../../http/answer-cache";
import { buildSitemap, robotsTxt } from "./sitemap";
import { stateLinks } from "./state-links";

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const site = { publicUrl: app.config.publicUrl.replace(/\/$/, ""), brandName: app.config.site.brandName };

  // Prepared once per state of the public data, like the pages it lists (plugins/public-answers.ts).
  app.get("/sitemap.xml", { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("sitemap.xml", async () => ({
      status: 200,
      type: "application/xml; charset=utf-8",
      cacheControl: "public, max-age=600",
      body: buildSitemap(
        site.publicUrl,
        await app.services.publicTrainers.sitemapEntries(app.now()),
        stateLinks((await app.publicListing()).trainers).map((s) => `/find-trainer/${s.slug}`),
      ),
    }));
    return sendKept(request, reply, answer);
  });

  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(site.publicUrl)),
  );
};
