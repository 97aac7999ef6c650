import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classes, slugHistory, trainerProfiles, trainers } from "../../src/server/db/schema";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, manualClock, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
const clock = manualClock(new Date("2026-11-22T15:00:00Z"));
beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: "https://trainers.example" },
    undefined,
    { now: clock.now },
    (config) => {
      config.webDir = testWebDir();
    },
  );
});
afterAll(() => t.close());

const db = () => t.database.db;
const page = (url: string) => t.app.inject({ method: "GET", url });
async function listed(): Promise<PublicTrainer[]> {
  t.app.database.publicVersion.changed();
  return (await page("/api/public-trainers")).json();
}

/** The values a crawler reads from the HTML, without running any JavaScript. */
function crawl(html: string) {
  const attr = (pattern: RegExp) =>
    pattern
      .exec(html)?.[1]
      ?.replaceAll("&quot;", '"')
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&amp;", "&"),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    jsonLd: ld ? JSON.parse(ld) : undefined,
  };
}

describe("crawlable profile pages", () => {
  it("puts the trainer's title, og:title, canonical and a parseable Person JSON-LD into the HTML", async () => {
    const [trainer] = (await listed()).filter((x) => x.upcomingClasses.length > 0);
    const res = await page(`/${trainer!.customUrlSlug}`);
    expect(res.statusCode).toBe(200);
    const seen = crawl(res.body);
    const expectedTitle = `${trainer!.firstName} - Soul Punch Trainer`;
    expect(seen.title).toBe(expectedTitle);
    expect(seen.ogTitle).toBe(expectedTitle);
    expect(seen.canonical).toBe(`https://trainers.example/${trainer!.customUrlSlug}`);
    expect(seen.jsonLd["@type"]).toBe("Person");
    expect(seen.jsonLd.name).toBe(trainer!.displayName);
    expect(seen.jsonLd.event).toHaveLength(trainer!.upcomingClasses.length);
    // The profile itself is in the HTML, not a spinner: the page reads without JavaScript.
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${trainer!.displayName}</h1>`));
    const event = seen.jsonLd.event[0];
    const first = trainer!.upcomingClasses[0]!;
    expect(event.url).toBe(`https://trainers.example/public/class/${first.id}`);
    expect(event.startDate).toMatch(
      new RegExp(`^${first.date}T${first.startTime.slice(0, 5)}:00[+-]\\d\\d:\\d\\d$`),
    );
  });

  it("names a trainer's picture by its absolute address, for link previews and crawlers", async () => {
    const trainer = (await listed()).find((x) => x.profilePicture?.startsWith("/"));
    expect(trainer, "a demo trainer with a picture of ours").toBeDefined();
    const seen = crawl((await page(`/${trainer!.customUrlSlug}`)).body);
    const absolute = `https://trainers.example${trainer!.profilePicture}`;
    expect(seen.ogImage).toBe(absolute);
    expect(seen.jsonLd.image).toBe(absolute);
    expect(seen.twitterCard).toBe("summary");
  });

  it("serves /public/trainer/:id with the same tags and the slug as canonical", async () => {
    const [trainer] = await listed();
    const seen = crawl((await page(`/public/trainer/${trainer!.id}`)).body);
    expect(seen.canonical).toBe(`https://trainers.example/${trainer!.customUrlSlug}`);
    expect(seen.jsonLd.name).toBe(trainer!.displayName);
    expect((await page("/public/trainer/999999")).statusCode).toBe(404);
  });

  it("answers 404 for an unknown trainer and 301 from a replaced slug to the current one", async () => {
    const unknown = await page("/no-such-trainer");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toContain("text/html");
    expect(crawl(unknown.body).title).toBe("Trainer Not Found | Soul Punch");
    expect(unknown.body).toContain("The trainer profile you&#x27;re looking for doesn&#x27;t exist.");

    const target = (await listed()).find((x) => x.status === "certified")!;
    const oldSlug = target.customUrlSlug;
    await db()
      .update(trainers)
      .set({ slug: `${oldSlug}-new` })
      .where(eq(trainers.id, target.id));
    await db().insert(slugHistory).values({ slug: oldSlug, trainerId: target.id });
    t.app.database.publicVersion.changed();
    const moved = await page(`/${oldSlug}?ref=qr`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${oldSlug}-new?ref=qr`);
    expect((await page(`/${oldSlug}-new`)).statusCode).toBe(200);
    // An old slug in other letter case too.
    const movedUpper = await page(`/${oldSlug.toUpperCase()}`);
    expect(movedUpper.statusCode).toBe(301);
    expect(movedUpper.headers.location).toBe(`/${oldSlug}-new`);
  });

  it("answers 301 from a slug in other letter case to the stored one, on the page and in the API", async () => {
    const target = (await listed()).find((x) => x.customUrlSlug.includes("-"))!;
    const slug = target.customUrlSlug;
    const cased = slug
      .split("-")
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join("-");
    const res = await page(`/${cased}?ref=card`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/${slug}?ref=card`);
    const api = await page(`/api/trainer-profile/${cased}`);
    expect(api.statusCode).toBe(404);
    expect(api.json().movedTo).toBe(slug);
    expect((await page("/No-Such-Trainer")).statusCode).toBe(404);
  });

  it("gives events their zone's offset on their own date, across daylight saving, and a price only when there is one", async () => {
    const [trainer] = await listed();
    const values = [
      { date: "2027-01-14", priceCents: 7500 },
      { date: "2027-07-15", priceCents: 0 },
    ].map((v) => ({
      ...v,
      trainerId: trainer!.id,
      startTime: "18:00",
      endTime: "20:00",
      timeZone: "America/Chicago",
      location: "Tulsa, OK",
      title: `Offset check ${v.date}`,
    }));
    await db().insert(classes).values(values);
    t.app.database.publicVersion.changed();
    const ld = crawl((await page(`/${trainer!.customUrlSlug}`)).body).jsonLd;
    const winter = ld.event.find((e: { name: string }) => e.name === "Offset check 2027-01-14");
    const summer = ld.event.find((e: { name: string }) => e.name === "Offset check 2027-07-15");
    expect(winter.startDate).toBe("2027-01-14T18:00:00-06:00");
    expect(winter.endDate).toBe("2027-01-14T20:00:00-06:00");
    expect(winter.offers).toMatchObject({ price: "75.00", priceCurrency: "USD" });
    expect(summer.startDate).toBe("2027-07-15T18:00:00-05:00");
    expect(summer.offers).toBeUndefined();
  });

  it("escapes what trainers type so it cannot break out of the tags", async () => {
    const [trainer] = await listed();
    await db()
      .update(trainerProfiles)
      .set({ publicBio: 'Bold "quotes" & </script><script>alert(1)</script>' })
      .where(eq(trainerProfiles.trainerId, trainer!.id));
    t.app.database.publicVersion.changed();
    const html = (await page(`/${trainer!.customUrlSlug}`)).body;
    expect(html).not.toContain("<script>alert(1)");
    const seen = crawl(html);
    expect(seen.description).toBe('Bold "quotes" & </script><script>alert(1)</script>');
    expect(seen.jsonLd.description).toBe('Bold "quotes" & </script><script>alert(1)</script>');
  });
});

describe("the classes screens' HTML", () => {
  it("carries each screen's heading, title and first classes, drawn on the server from the seeded answer", async () => {
    const classes = (await listed()).flatMap((x) => x.upcomingClasses);
    const screens = [
      ["/public/classes", "Find Self-Defense Classes"],
      ["/public", "Find Self-Defense Classes"],
      ["/public-calendar", "Class Calendar"],
      ["/classes", "Classes and Workshops"],
    ] as const;
    for (const [url, heading] of screens) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(crawl(res.body).title, url).toBe(`${heading} | Soul Punch`);
      const body = res.body.slice(res.body.indexOf("<body"));
      expect(body, url).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // Some class of the listing is in the server's HTML (this month's, or the list's first page).
      expect(
        classes.some((c) => body.includes(`/public/class/${c.id}`) || body.includes(`>${c.title}<`)),
        url,
      ).toBe(true);
    }
    // React marks the seams of text and values with empty comments.
    expect((await page("/public/classes")).body.replaceAll("<!-- -->", "")).toContain(
      "Connect with certified Soul Punch trainers and find a self-defense class near you.",
    );
  });
});

describe("class pages, sitemap and robots", () => {
  it("puts an Event JSON-LD into /public/class/:id and answers 404 for an unknown class", async () => {
    const owner = (await listed()).find((x) => x.upcomingClasses.length > 0)!;
    const c = owner.upcomingClasses[0]!;
    const seen = crawl((await page(`/public/class/${c.id}`)).body);
    expect(seen.title).toBe(`${c.title} with ${owner.displayName} | Soul Punch`);
    expect(seen.canonical).toBe(`https://trainers.example/public/class/${c.id}`);
    expect(seen.jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "Event", name: c.title });
    expect(seen.description).toMatch(/^\w+day, \w+ \d{1,2}, \d{4}, /);
    const unknown = await page("/public/class/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(crawl(unknown.body).title).toBe("Class Not Found | Soul Punch");
  });

  it("lists every listed trainer and upcoming class in sitemap.xml, and robots.txt points to it", async () => {
    const list = await listed();
    const res = await page("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const x of list) {
      expect(locs).toContain(`https://trainers.example/${x.customUrlSlug}`);
      for (const c of x.upcomingClasses)
        expect(locs).toContain(`https://trainers.example/public/class/${c.id}`);
    }
    const [unlisted] = await db()
      .select({ slug: trainers.slug })
      .from(trainers)
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(eq(trainerProfiles.publiclyListed, false));
    expect(locs).not.toContain(`https://trainers.example/${unlisted!.slug}`);
    expect(locs).toContain("https://trainers.example/find-trainer");

    const robots = await page("/robots.txt");
    expect(robots.body).toContain("Sitemap: https://trainers.example/sitemap.xml");
    expect(robots.body).toContain("Disallow: /trainer-portal/");
  });
});
