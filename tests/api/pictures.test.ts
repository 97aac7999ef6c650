/**
 * POST /api/upload-profile-picture and GET /uploads/pictures/{file} (modules/pictures): the content
 * decides (PNG, JPEG, WebP as decoded; a renamed text file is refused), 5 MB and the pixel limit, EXIF
 * orientation applied and every metadata dropped (GPS), the served file's type and caching, the
 * directory showing the new picture on the next request, the old upload deleted, and who may upload.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { pictureVariants } from "../../src/server/db/schema";
import { diskPictureStorage, picturesFolder } from "../../src/server/modules/pictures/repository";
import { PICTURE_TEXT, smallPictureUrl } from "../../src/shared/contracts/pictures";
import { createTestApp, loginAs, type TestApp, testConfig, testWebDir } from "../support/test-app";

let t: TestApp;
let dataDir: string;
let trainer: string;
let trainerId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pictures-"));
  t = await createTestApp(
    { RATE_LIMIT_LOGIN_PER_IP: "1000", RATE_LIMIT_LOGIN_PER_EMAIL: "1000" },
    undefined,
    {},
    (config) => {
      config.dataDir = dataDir;
      // With the web app served: its static files and page handling must leave /uploads to this module.
      config.webDir = testWebDir();
    },
  );
  trainer = await loginAs(t.app, "trainer@example.com");
  trainerId = (await get("/api/dashboard", trainer)).json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, "uploads", "pictures");
/** The stored files' names (each size), wherever this app keeps them: the database on PostgreSQL. */
async function storedNames(): Promise<string[]> {
  if (t.app.pictures.where === "disk") return existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : [];
  const rows = await t.database.db.select().from(pictureVariants);
  return rows.map((r) => `${r.trainerId}-${r.hash}${r.variant === "small" ? "-160" : ""}.webp`);
}
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

function upload(
  file: Buffer | string,
  name: string,
  type: string,
  cookie?: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("userEmail", "someone.else@example.com");
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const bytes = typeof file === "string" ? file : new Uint8Array(file);
  form.append("profilePicture", new Blob([bytes], { type }), name);
  return t.app.inject({
    method: "POST",
    url: "/api/upload-profile-picture",
    payload: form,
    headers: cookie ? { cookie } : {},
  });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });

/** A square, left half red and right half blue, as raw RGB. */
function halves(size: number) {
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) raw[(y * size + x) * 3 + (x < size / 2 ? 0 : 2)] = 255;
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } });
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

const listed = async (id: number) =>
  ((await get("/api/public-trainers")).json() as { id: number; profilePicture: string | null }[]).find(
    (p) => p.id === id,
  );

describe("POST /api/upload-profile-picture", () => {
  let first: string;

  it("takes a PNG, answers its URL and serves it as WebP with long caching", async () => {
    expect((await listed(trainerId))?.profilePicture).toBe("/demo/avatars/kayla-brooks.webp");
    const res = await upload(await solid(800, 600).png().toBuffer(), "me.png", "image/png", trainer);
    expect(res.statusCode, res.body).toBe(200);
    first = res.json().profilePicture;
    expect(first).toMatch(new RegExp(`^/uploads/pictures/${trainerId}-[0-9a-f]{32}\\.webp$`));

    const served = await get(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 512 });

    const small = await get(smallPictureUrl(first) as string);
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 160,
      height: 160,
    });

    // The demo picture was not an upload: nothing else was deleted, and the directory shows the new one.
    expect(existsSync(path.join(process.cwd(), "public/demo/avatars/kayla-brooks.webp"))).toBe(true);
    expect((await listed(trainerId))?.profilePicture).toBe(first);
    expect((await get("/api/dashboard", trainer)).json().profilePicture).toBe(first);
  });

  it("turns a JPEG upright by its EXIF orientation and drops its EXIF and GPS data", async () => {
    const jpeg = await halves(400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "pictures-test" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "36/1 9/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "95/1 59/1 0/1",
        },
      })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes("pictures-test")).toBe(true);

    const res = await upload(jpeg, "holiday.jpg", "image/jpeg", trainer);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().profilePicture;
    for (const u of [url, smallPictureUrl(url) as string]) {
      const body = (await get(u)).rawPayload;
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes("pictures-test")).toBe(false);
    }
    // Orientation 6 turns the picture a quarter clockwise: the left (red) half is now on top.
    const body = (await get(url)).rawPayload;
    const top = await pixel(body, 256, 40);
    const bottom = await pixel(body, 256, 470);
    expect(top.r).toBeGreaterThan(200);
    expect(top.b).toBeLessThan(60);
    expect(bottom.b).toBeGreaterThan(200);
    expect(bottom.r).toBeLessThan(60);
  });

  it("takes a WebP", async () => {
    const res = await upload(await solid(300, 300).webp().toBuffer(), "p.webp", "image/webp", trainer);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("deletes the previous upload (both sizes) when a new picture is saved", async () => {
    const before = (
      await upload(await solid(200, 200).png().toBuffer(), "a.png", "image/png", trainer)
    ).json().profilePicture as string;
    expect((await get(before)).statusCode).toBe(200);
    // Another picture (pictures are named by their content: the same colour at another size is the same).
    const res = await upload(await halves(220).png().toBuffer(), "b.png", "image/png", trainer);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().profilePicture;
    expect(after).not.toBe(before);
    expect((await get(before)).statusCode).toBe(404);
    expect((await get(smallPictureUrl(before) as string)).statusCode).toBe(404);
    expect((await get(after)).statusCode).toBe(200);
    expect((await listed(trainerId))?.profilePicture).toBe(after);
    // Only the current picture's two files of this trainer are left.
    const mine = (await storedNames()).filter((f) => f.startsWith(`${trainerId}-`));
    expect(mine.sort()).toEqual(
      [after, smallPictureUrl(after) as string].map((u) => u.replace("/uploads/pictures/", "")).sort(),
    );
    expect((await get(first)).statusCode).toBe(404);
  });

  it("keeps the picture when the same one is uploaded again: same URL, still served", async () => {
    const png = await solid(240, 240).png().toBuffer();
    const once = (await upload(png, "a.png", "image/png", trainer)).json().profilePicture as string;
    const again = await upload(png, "again.png", "image/png", trainer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().profilePicture).toBe(once);
    expect((await get(once)).statusCode).toBe(200);
    expect((await get(smallPictureUrl(once) as string)).statusCode).toBe(200);
  });

  it("names the served picture by its ETag and answers 304 to a client that has it", async () => {
    const url = (await get("/api/dashboard", trainer)).json().profilePicture as string;
    const served = await get(url);
    const name = url.slice("/uploads/pictures/".length, -".webp".length);
    expect(served.headers.etag).toBe(`"${name}"`);
    const cached = await t.app.inject({ method: "GET", url, headers: { "if-none-match": `"${name}"` } });
    expect(cached.statusCode).toBe(304);
    expect(cached.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const other = await t.app.inject({ method: "GET", url, headers: { "if-none-match": '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it("refuses a text file named .png by its content", async () => {
    const res = await upload("hello, I am not a picture\n", "x.png", "image/png", trainer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PICTURE_TEXT.notAnImage);
  });

  it("refuses an image format other than PNG, JPEG or WebP (GIF, SVG)", async () => {
    const gif = await upload(await solid(50, 50).gif().toBuffer(), "x.png", "image/png", trainer);
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe(PICTURE_TEXT.notAnImage);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const res = await upload(svg, "x.png", "image/png", trainer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PICTURE_TEXT.notAnImage);
  });

  it("refuses a damaged image", async () => {
    const png = await solid(400, 400).png().toBuffer();
    const res = await upload(png.subarray(0, Math.floor(png.length / 2)), "cut.png", "image/png", trainer);
    expect(res.statusCode).toBe(400);
    expect([PICTURE_TEXT.unreadable, PICTURE_TEXT.notAnImage]).toContain(res.json().message);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const res = await upload(big, "big.jpg", "image/jpeg", trainer);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PICTURE_TEXT.fileTooLarge);
  });

  it("refuses an image of more pixels than the limit before decoding it", async () => {
    const png = await solid(7000, 7000).png({ compressionLevel: 9 }).toBuffer();
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(png, "bomb.png", "image/png", trainer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PICTURE_TEXT.tooManyPixels);
  });

  it("refuses a request without the picture, or not multipart", async () => {
    const form = new FormData();
    form.append("userEmail", "trainer@example.com");
    const none = await t.app.inject({
      method: "POST",
      url: "/api/upload-profile-picture",
      payload: form,
      headers: { cookie: trainer },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PICTURE_TEXT.noFile);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/upload-profile-picture",
      payload: { profilePicture: "https://example.com/x.png" },
      headers: { cookie: trainer },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 401 to an anonymous upload and writes nothing", async () => {
    const count = (await storedNames()).length;
    const res = await upload(await solid(100, 100).png().toBuffer(), "a.png", "image/png");
    expect(res.statusCode).toBe(401);
    expect((await storedNames()).length).toBe(count);
  });

  it("lets only the admin upload for another trainer (trainerId)", async () => {
    const lead = await loginAs(t.app, "lead@example.com");
    const leadId = (await get("/api/dashboard", lead)).json().id as number;
    const png = await solid(100, 100).png().toBuffer();
    const refused = await upload(png, "a.png", "image/png", trainer, { trainerId: String(leadId) });
    expect(refused.statusCode).toBe(403);

    const admin = await loginAs(t.app, "admin@example.com");
    const res = await upload(png, "a.png", "image/png", admin, { trainerId: String(leadId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profilePicture).toMatch(new RegExp(`^/uploads/pictures/${leadId}-`));
    expect((await get("/api/dashboard", lead)).json().profilePicture).toBe(res.json().profilePicture);
    const unknown = await upload(png, "a.png", "image/png", admin, { trainerId: "999999" });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("GET /uploads/pictures/{file}", () => {
  it("answers 404 for an unknown or malformed name, never a page or another file", async () => {
    for (const url of [
      "/uploads/pictures/1-00000000000000000000000000000000.webp",
      "/uploads/pictures/..%2F..%2Fpgdata",
      "/uploads/pictures/server.lock",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    }
  });
});

// Two app servers on two machines: the same PostgreSQL, each its own DATA_DIR, no shared disk.
describe.runIf(process.env.DATABASE_URL)("pictures on PostgreSQL: no disk shared between app servers", () => {
  it("serves a picture uploaded on the first, immutable with its ETag; a wrong hash is 404", async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), "pictures-second-"));
    const database = await openDatabase({ databaseUrl: t.config.databaseUrl! });
    const config = testConfig({ DATABASE_URL: t.config.databaseUrl });
    config.dataDir = otherDir;
    const second = await buildApp(config, database);
    try {
      await second.ready();
      const png = await halves(300).png().toBuffer();
      const res = await upload(png, "mine.png", "image/png", trainer);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().profilePicture as string;
      const hash = /-([0-9a-f]{32})\.webp$/.exec(url)![1]!;

      for (const u of [url, smallPictureUrl(url) as string]) {
        const there = await second.inject({ method: "GET", url: u });
        expect(there.statusCode, u).toBe(200);
        expect(there.headers["content-type"]).toBe("image/webp");
        expect(there.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(String(there.headers.etag)).toContain(hash);
        expect(there.rawPayload.equals((await get(u)).rawPayload)).toBe(true);
      }
      const wrong = url.replace(hash, `${hash.slice(0, -1)}${hash.endsWith("0") ? "1" : "0"}`);
      expect((await second.inject({ method: "GET", url: wrong })).statusCode).toBe(404);
      // Another trainer's number with this hash names nothing either.
      const elsewhere = url.replace(`/${trainerId}-`, `/${trainerId + 1000}-`);
      expect((await second.inject({ method: "GET", url: elsewhere })).statusCode).toBe(404);
      // Neither server wrote a file.
      expect(existsSync(path.join(otherDir, "uploads"))).toBe(false);
      expect(existsSync(uploadsDir())).toBe(false);
    } finally {
      await second.close();
      await database.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("copies at start the pictures profiles name from an older install's uploads folder, and no other", async () => {
    const oldDir = mkdtempSync(path.join(tmpdir(), "pictures-old-"));
    const folder = picturesFolder(oldDir);
    const webp = async (size: number) => ({
      bytes: await halves(size).webp().toBuffer(),
      contentType: "image/webp",
    });
    const inUse = { trainerId, hash: "ab".repeat(16) };
    const replaced = { trainerId, hash: "cd".repeat(16) };
    for (const key of [inUse, replaced])
      await diskPictureStorage(folder).put(key, { large: await webp(512), small: await webp(160) });
    const url = `/uploads/pictures/${trainerId}-${inUse.hash}.webp`;
    await t.app.services.trainers.setPicture(trainerId, url);
    expect((await get(url)).statusCode).toBe(404);

    const database = await openDatabase({ databaseUrl: t.config.databaseUrl! });
    const config = testConfig({ DATABASE_URL: t.config.databaseUrl });
    config.dataDir = oldDir;
    const started = await buildApp(config, database);
    try {
      await started.ready();
      // Served by the first app, which has no such file: it is in the database now.
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await webp(512)).bytes)).toBe(true);
      expect((await get(smallPictureUrl(url) as string)).statusCode).toBe(200);
      expect((await get(`/uploads/pictures/${trainerId}-${replaced.hash}.webp`)).statusCode).toBe(404);
      // Nothing on disk was changed.
      expect(readdirSync(folder)).toHaveLength(4);
    } finally {
      await started.close();
      await database.close();
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});
