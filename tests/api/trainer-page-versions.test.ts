/**
 * A trainer's own pages follow her own data (decision 0048, src/server/db/public-version.ts): a save of
 * one trainer's profile or classes draws again her profile page, her class pages and every page of many
 * trainers (the directory), and keeps every other trainer's pages as they were prepared; a change that is
 * no one trainer's own (a new trainer, the site's content) draws every page again.
 * Needs the built web app (`npm run build`).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicTrainer } from "../../src/shared/contracts/public-trainers";
import { createTestApp, loginAs, requestAs, type TestApp, testWebDir } from "../support/test-app";

/** The pages each cache draws (a kept answer draws none), by URL. */
function countDraws(app: FastifyInstance) {
  const drawn: string[] = [];
  const publicAnswer = app.publicAnswer.bind(app);
  const trainerPageAnswer = app.trainerPageAnswer.bind(app);
  app.publicAnswer = (key, build) =>
    publicAnswer(key, () => {
      if (key.startsWith("page")) drawn.push(key.slice(4));
      return build();
    });
  app.trainerPageAnswer = (key, trainerId, build) =>
    trainerPageAnswer(key, trainerId, () => {
      drawn.push(key.slice(4));
      return build();
    });
  return drawn;
}

let t: TestApp;
let drawn: string[];
let mine: PublicTrainer;
let other: PublicTrainer;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, {}, (config) => {
    config.webDir = testWebDir();
  });
  drawn = countDraws(t.app);
  cookie = await loginAs(t.app, "trainer@example.com");
  const me = (await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json() as {
    id: number;
  };
  const listed = (
    await t.app.inject({ method: "GET", url: "/api/public-trainers" })
  ).json() as PublicTrainer[];
  mine = listed.find((p) => p.id === me.id)!;
  other = listed.find((p) => p.id !== me.id && p.upcomingClasses.length > 0)!;
  expect(mine?.upcomingClasses.length).toBeGreaterThan(0);
  expect(other).toBeDefined();
});
afterAll(() => t.close());

const pages = () => [
  `/${mine.customUrlSlug}`,
  `/public/trainer/${mine.id}`,
  `/public/class/${mine.upcomingClasses[0]!.id}`,
  `/${other.customUrlSlug}`,
  `/public/trainer/${other.id}`,
  `/public/class/${other.upcomingClasses[0]!.id}`,
  "/find-trainer",
];

/** The pages drawn again after a write of hers alone. */
const hersAndTheDirectory = () => [
  `/${mine.customUrlSlug}`,
  `/public/trainer/${mine.id}`,
  `/public/class/${mine.upcomingClasses[0]!.id}`,
  "/find-trainer",
];

/** Asks for every page, and answers which were drawn (not kept). */
async function drawnOf(): Promise<string[]> {
  drawn.length = 0;
  for (const url of pages()) expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
  return [...drawn];
}

describe("a trainer's own pages", () => {
  it("are drawn once, then kept", async () => {
    await drawnOf();
    expect(await drawnOf()).toEqual([]);
  });

  it("are drawn again after her profile save; other trainers' pages are kept", async () => {
    await drawnOf();
    const saved = await requestAs(t.app)(cookie, "PUT", "/api/trainer-profile-edit", {
      publicBio: "Drawn again after this save, and only my pages.",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await drawnOf()).toEqual(hersAndTheDirectory());
    const page = await t.app.inject({ method: "GET", url: `/${mine.customUrlSlug}` });
    expect(page.body).toContain("Drawn again after this save, and only my pages.");
  });

  it("are drawn again after her class changes; other trainers' pages are kept", async () => {
    await drawnOf();
    const as = requestAs(t.app);
    const list = await as(cookie, "GET", "/api/trainer-classes");
    const date = new Date(Date.now() + 12 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const added = await as(cookie, "POST", "/api/trainer-classes", {
      version: list.json().version,
      class: {
        title: "A Class Of My Own",
        date,
        startTime: "18:00",
        location: "Hall",
        paymentLink: "https://pay.example/mine",
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await drawnOf()).toEqual(hersAndTheDirectory());
    const page = await t.app.inject({ method: "GET", url: `/${mine.customUrlSlug}` });
    expect(page.body).toContain("A Class Of My Own");
  });

  it("are all drawn again after a change that is no one trainer's own", async () => {
    await drawnOf();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/dev/trainers",
      payload: { name: "Noor Haddad", email: "noor.versions@example.org" },
    });
    expect(created.statusCode).toBe(201);
    expect(await drawnOf()).toEqual(pages());
  });
});
