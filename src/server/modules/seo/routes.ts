/**
 * Crawlable public pages (docs/product.md "Beyond the spec"): the HTML of /:trainerName,
 * /public/trainer/:id and /public/class/:id carries its title, description, Open Graph and Twitter tags,
 * canonical link and JSON-LD; an unknown trainer or class answers 404, a replaced slug 301. The
 * directory and its state pages carry their first results in the HTML too (directory-page.ts).
 * /sitemap.xml (prepared once per state of the public data) and /robots.txt.
 */
import type { FastifyPluginAsync } from "fastify";
import { directoryResultsPath } from "../../../shared/directory-index";
import { directoryPageOf } from "../../../shared/state-pages";
import { sendKept } from "../../http/answer-cache";
import { fetchPreload } from "../../plugins/preloads";
import type { PageResolver, ShellOptions } from "../../plugins/web";
import { publicClassById } from "../classes/detail-view";
import { currentSlugFor } from "../trainers/public-view";
import { findClassesBody } from "./classes-html";
import { directoryPage, stateLinks } from "./directory-page";
import { classShell, profileShell } from "./page-meta";
import { buildSitemap, robotsTxt } from "./sitemap";

// One formatter: toLocaleDateString builds a new one per call, the costliest step of a class page's
// build in the mixed load's profile (every write rebuilds the pages read next).
const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T12:00:00Z`));

function segment(pathname: string, index: number): string {
  const raw = pathname.split("/").filter(Boolean)[index] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}

/** The page's own API call starts with the HTML, not after the screen's code has run. */
function withData(shell: ShellOptions, url: string): ShellOptions {
  return { ...shell, hints: `${fetchPreload(url)}\n    ${shell.hints ?? ""}` };
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const site = { publicUrl: app.config.publicUrl.replace(/\/$/, ""), brandName: app.config.site.brandName };
  const db = () => app.database.db;
  const notFound = { status: 404, title: `Trainer Not Found | ${site.brandName}` };

  const resolve: PageResolver = async (pathname, screen) => {
    if (screen === "trainer-profile-by-slug") {
      const slug = segment(pathname, 0);
      const trainer = slug ? (await app.publicListing()).bySlug.get(slug) : undefined;
      if (trainer)
        return withData(
          profileShell(site, trainer),
          `/api/trainer-profile/${encodeURIComponent(trainer.customUrlSlug)}`,
        );
      const moved = slug ? await currentSlugFor(db(), slug) : null;
      return moved ? { redirect: `/${encodeURIComponent(moved)}` } : notFound;
    }
    if (screen === "trainer-profile-by-id") {
      const id = Number(segment(pathname, 2));
      const trainer =
        Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
          ? (await app.publicListing()).byId.get(id)
          : undefined;
      return trainer ? withData(profileShell(site, trainer), `/api/public-trainers/${id}`) : notFound;
    }
    if (screen === "find-trainer") {
      const page = directoryPage(site, (await app.publicListing()).trainers, pathname);
      // The screen's first call, for this page's state (features/directory/directory-data.ts).
      const state = directoryPageOf(pathname)?.state?.code;
      return page.status === 404 ? page : withData(page, directoryResultsPath({ state }));
    }
    if (screen === "find-classes") return { body: findClassesBody(site.brandName) };
    if (screen === "class-detail") {
      const detail = await publicClassById(db(), app.publicListing, app.now(), segment(pathname, 2));
      return detail
        ? withData(
            classShell(site, detail, longDate(detail.class.date)),
            `/api/public-classes/${encodeURIComponent(detail.class.id)}`,
          )
        : { status: 404, title: `Class Not Found | ${site.brandName}` };
    }
    return undefined;
  };
  if (app.hasDecorator("pageResolvers"))
    for (const screen of [
      "trainer-profile-by-slug",
      "trainer-profile-by-id",
      "class-detail",
      "find-trainer",
      "find-classes",
    ] as const)
      app.pageResolvers.set(screen, resolve);

  // Prepared once per state of the public data, like the pages it lists (plugins/public-answers.ts).
  app.get("/sitemap.xml", { compress: false }, (request, reply) => {
    const answer = app.publicAnswer("sitemap.xml", async () => ({
      status: 200,
      type: "application/xml; charset=utf-8",
      cacheControl: "public, max-age=600",
      body: await buildSitemap(
        db(),
        site.publicUrl,
        app.now(),
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
