/**
 * The directory's crawlable pages (issue 18, docs/decisions/0021-state-pages.md): /find-trainer and
 * /find-trainer/{state} carry their title, description, canonical link, Open Graph tags and JSON-LD, and
 * their first results (every trainer of a state page) as plain links in the HTML; an unknown state or a
 * state without listed trainers answers 404; the sitemap lists the state pages; a write shows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { STATE_SLUGS } from "../../src/shared/state-pages";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://trainers.example" }, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const listed = async (): Promise<PublicTrainer[]> => (await get("/api/public-trainers")).json();

const fromMarkup = (s: string) =>
  s.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** The HTML of the element that opens with `open` (a section or nav, up to its closing tag). */
function element(html: string, open: RegExp, tag: string): string {
  const at = html.search(open);
  if (at < 0) return "";
  const close = html.indexOf(`</${tag}>`, at);
  return html.slice(at, close < 0 ? html.length : close);
}

/** What a crawler (or curl) reads, without running any JavaScript. */
function crawl(html: string) {
  const attr = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : fromMarkup(value);
  };
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const body = /<body>([\s\S]*?)<script/.exec(html)?.[1] ?? "";
  // React separates adjacent texts with <!-- -->: a crawler reads them as one.
  const text = (s: string) => fromMarkup(s.replaceAll("<!-- -->", ""));
  const links = (part: string) =>
    [...part.matchAll(/<a [^>]*href="([^"]*)"[^>]*>((?:(?!<\/a>)[\s\S])*)<\/a>/g)].map((m) => ({
      href: fromMarkup(m[1]!),
      text: text(m[2]!.replace(/<[^>]*>/g, "")).trim(),
    }));
  const stateList = element(body, /<section aria-labelledby="state-trainers-heading"/, "section");
  const cards = element(body, /<section id="trainer-cards"/, "section");
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    jsonLd: ld ? JSON.parse(ld) : undefined,
    /** A state page's list of its every trainer: the links, and the list's text. */
    stateLinks: links(stateList),
    stateText: text(stateList),
    /** The first page's cards: each card's name links the trainer's page. */
    cardLinks: links(cards).filter((l) => !l.href.startsWith("mailto:") && !l.href.startsWith("http")),
    /** The state tiles' links (every state page). */
    tileLinks: links(body)
      .filter((l) => l.href.startsWith("/find-trainer/"))
      .map((l) => l.href),
    body,
  };
}

const profileLink = (x: PublicTrainer) => ({
  href: `/${encodeURIComponent(x.customUrlSlug)}`,
  text: x.displayName,
});

describe("a state page", () => {
  it("GET /find-trainer/texas: its own title, description with the count, canonical, Open Graph and JSON-LD", async () => {
    const texas = (await listed()).filter((x) => x.state === "TX");
    expect(texas.length, "demo trainers in Texas").toBeGreaterThan(1);
    const res = await get("/find-trainer/texas");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    const seen = crawl(res.body);
    expect(seen.title).toBe("Self-Defense Trainers in Texas | Soul Punch");
    expect(seen.ogTitle).toBe(seen.title);
    expect(seen.description).toContain(`among ${texas.length} trainers`);
    expect(seen.description).toContain("in Texas");
    expect(seen.canonical).toBe("https://trainers.example/find-trainer/texas");
    expect(seen.ogUrl).toBe(seen.canonical);

    const [collection, breadcrumb] = seen.jsonLd["@graph"];
    expect(collection).toMatchObject({ "@type": "CollectionPage", url: seen.canonical, name: seen.title });
    expect(collection.mainEntity.numberOfItems).toBe(texas.length);
    expect(collection.mainEntity.itemListElement.map((i: { url: string }) => i.url).sort()).toEqual(
      texas.map((x) => `https://trainers.example/${encodeURIComponent(x.customUrlSlug)}`).sort(),
    );
    expect(breadcrumb.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      "https://trainers.example/find-trainer",
      "https://trainers.example/find-trainer/texas",
    ]);
  });

  it("links every listed trainer of the state in the HTML, with the place, in the directory order, and no one else", async () => {
    const all = await listed();
    const texas = all.filter((x) => x.state === "TX");
    const seen = crawl((await get("/find-trainer/texas")).body);
    const trainerLinks = seen.stateLinks.filter((l) => !l.href.startsWith("/find-trainer"));
    // The API lists in the directory order: the page keeps it.
    expect(trainerLinks).toEqual(texas.map(profileLink));
    for (const x of texas)
      expect(seen.stateText).toContain(`${x.displayName}</a>, ${x.displayLocation}</li>`);
    expect(seen.stateLinks).toContainEqual({
      href: "/find-trainer",
      text: "All trainers, every state and province",
    });
  });

  it("is served under /public/find-trainer too, with /find-trainer's address as canonical", async () => {
    const res = await get("/public/find-trainer/texas");
    expect(res.statusCode).toBe(200);
    expect(crawl(res.body).canonical).toBe("https://trainers.example/find-trainer/texas");
  });

  it("answers 404 with the not-found page for an unknown state and for a state without listed trainers", async () => {
    const states = new Set((await listed()).map((x) => x.state));
    const empty = STATE_SLUGS.find((s) => !states.has(s.code))!;
    expect(empty, "a region without demo trainers").toBeDefined();
    for (const path of [
      "/find-trainer/atlantis",
      "/find-trainer/Texas",
      "/find-trainer/tx",
      `/find-trainer/${empty.slug}`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"], path).toContain("text/html");
      expect(res.body, path).toContain("404 Page Not Found");
      expect(crawl(res.body).stateLinks, path).toEqual([]);
      expect(crawl(res.body).jsonLd, path).toBeUndefined();
    }
  });
});

describe("the directory", () => {
  it("GET /find-trainer: the count in the description, the first page of the directory order and every state page in the HTML", async () => {
    const all = await listed();
    const res = await get("/find-trainer");
    expect(res.statusCode).toBe(200);
    const seen = crawl(res.body);
    expect(seen.title).toBe("Soul Punch Certified Trainers Directory");
    expect(seen.description).toContain(`among ${all.length} trainers`);
    expect(seen.canonical).toBe("https://trainers.example/find-trainer");
    const [collection] = seen.jsonLd["@graph"];
    expect(collection.mainEntity.numberOfItems).toBe(all.length);
    expect(collection.mainEntity.itemListElement).toHaveLength(Math.min(9, all.length));

    expect(seen.cardLinks).toEqual(all.slice(0, 9).map(profileLink));
    expect(collection.mainEntity.itemListElement.map((i: { url: string }) => i.url)).toEqual(
      all.slice(0, 9).map((x) => `https://trainers.example/${encodeURIComponent(x.customUrlSlug)}`),
    );
    const states = new Set(all.map((x) => x.state));
    expect(new Set(seen.tileLinks)).toEqual(
      new Set(STATE_SLUGS.filter((s) => states.has(s.code)).map((s) => `/find-trainer/${s.slug}`)),
    );
    expect((await get("/public/find-trainer")).statusCode).toBe(200);
  });

  it("escapes what trainers type in the HTML list", async () => {
    const [first] = await listed();
    await t.app.services.trainers.saveProfile(
      first!.id,
      { displayName: 'Eve "Q" </script><script>alert(1)</script>' },
      { asAdmin: true },
    );
    const html = (await get("/find-trainer")).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(crawl(html).cardLinks).toContainEqual({
      href: `/${encodeURIComponent(first!.customUrlSlug)}`,
      text: 'Eve "Q" </script><script>alert(1)</script>',
    });
  });
});

describe("writes show at once", () => {
  it("a name change, a new state and an unlisting reach the state pages and the sitemap on the next request", async () => {
    const states = new Set((await listed()).map((x) => x.state));
    const empty = STATE_SLUGS.find((s) => !states.has(s.code))!;
    const page = `/find-trainer/${empty.slug}`;
    const loc = `<loc>https://trainers.example${page}</loc>`;
    // Read first, so a kept answer exists to go stale.
    expect((await get(page)).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain(loc);

    const created = await t.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Nell Quade", email: "nell@example.com", city: "Somewhere", state: empty.code },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json() as { id: number; slug: string };
    const nell = (await listed()).find((x) => x.id === id)!;
    expect(crawl((await get(page)).body).stateLinks).toContainEqual(profileLink(nell));
    expect((await get("/sitemap.xml")).body).toContain(loc);

    await t.app.services.trainers.saveProfile(id, { displayName: "Nell Q. Renamed" }, { asAdmin: true });
    expect(crawl((await get(page)).body).stateLinks).toContainEqual({
      href: `/${slug}`,
      text: "Nell Q. Renamed",
    });

    await t.app.services.trainers.saveProfile(id, { publiclyListed: false }, { asAdmin: true });
    expect((await get(page)).statusCode).toBe(404);
    expect((await get("/sitemap.xml")).body).not.toContain(loc);
    expect(crawl((await get("/find-trainer")).body).tileLinks).not.toContain(page);
  });
});

describe("the sitemap", () => {
  it("lists the page of each state with listed trainers, and no other state's", async () => {
    const states = new Set((await listed()).map((x) => x.state));
    const body = (await get("/sitemap.xml")).body;
    for (const s of STATE_SLUGS) {
      const loc = `<loc>https://trainers.example/find-trainer/${s.slug}</loc>`;
      if (states.has(s.code)) expect(body, s.slug).toContain(loc);
      else expect(body, s.slug).not.toContain(loc);
    }
  });
});
