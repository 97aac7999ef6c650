/**
 * The PictureStorage interface (modules/pictures/repository.ts), the same promises of each implementation:
 * the database's (run here on PGlite, and on PostgreSQL in CI) and the disk's; and which one an app
 * gets for its database.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databasePictureStorage,
  diskPictureStorage,
  type PictureStorage,
  pictureStorage,
} from "../../src/server/modules/pictures/repository";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), "picture-storage-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const webp = (text: string) => ({ bytes: Buffer.from(text), contentType: "image/webp" });
const key = (trainerId: number, digit: string) => ({ trainerId, hash: digit.repeat(32) });

describe.each([
  ["database", () => databasePictureStorage(t.database.db)],
  ["disk", () => diskPictureStorage(path.join(dir, "uploads", "pictures"))],
] as const)("the %s storage", (where, make) => {
  let storage: PictureStorage;
  beforeAll(() => {
    storage = make();
  });

  it("stores both sizes and gives each back with its type", async () => {
    expect(storage.where).toBe(where);
    expect(await storage.get(key(1, "a"), "large")).toBeNull();
    expect(await storage.put(key(1, "a"), { large: webp("large a"), small: webp("small a") })).toBe(true);
    const large = await storage.get(key(1, "a"), "large");
    expect(large?.bytes.toString()).toBe("large a");
    expect(large?.contentType).toBe("image/webp");
    expect(Buffer.isBuffer(large?.bytes)).toBe(true);
    expect((await storage.get(key(1, "a"), "small"))?.bytes.toString()).toBe("small a");
  });

  it("answers false for a picture already stored, and keeps it", async () => {
    expect(await storage.put(key(1, "a"), { large: webp("large a"), small: webp("small a") })).toBe(false);
    expect((await storage.get(key(1, "a"), "large"))?.bytes.toString()).toBe("large a");
  });

  it("keeps the same hash of two trainers apart, and deletes one picture's sizes only", async () => {
    await storage.put(key(2, "a"), { large: webp("large 2a"), small: webp("small 2a") });
    await storage.put(key(1, "b"), { large: webp("large b"), small: webp("small b") });
    expect((await storage.get(key(2, "a"), "large"))?.bytes.toString()).toBe("large 2a");
    await storage.delete(key(1, "a"));
    expect(await storage.get(key(1, "a"), "large")).toBeNull();
    expect(await storage.get(key(1, "a"), "small")).toBeNull();
    expect((await storage.get(key(2, "a"), "small"))?.bytes.toString()).toBe("small 2a");
    expect((await storage.get(key(1, "b"), "large"))?.bytes.toString()).toBe("large b");
    // Deleting what is not there is not an error.
    await storage.delete(key(1, "a"));
    await storage.delete(key(9, "c"));
  });
});

describe("each storage's own rules", () => {
  it("the database keeps the type it was given", async () => {
    const storage = databasePictureStorage(t.database.db);
    const png = { bytes: Buffer.from([0x89, 0x50]), contentType: "image/png" };
    await storage.put(key(3, "d"), { large: png, small: png });
    expect(await storage.get(key(3, "d"), "small")).toEqual(png);
  });

  it("the disk keeps WebP only, under the names uploads have always had", async () => {
    const folder = path.join(dir, "names");
    const storage = diskPictureStorage(folder);
    const png = { bytes: Buffer.from("x"), contentType: "image/png" };
    await expect(storage.put(key(4, "e"), { large: png, small: png })).rejects.toThrow(/WebP only/);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    await storage.put(key(4, "e"), { large: webp("l"), small: webp("s") });
    expect(readdirSync(folder).sort()).toEqual([`4-${"e".repeat(32)}-160.webp`, `4-${"e".repeat(32)}.webp`]);
  });

  it("an app gets the database storage on PostgreSQL and the disk with PGlite", () => {
    const chosen = pictureStorage(t.database, dir);
    expect(chosen.where).toBe(t.database.kind === "postgres" ? "database" : "disk");
    expect(t.app.pictures.where).toBe(chosen.where);
  });
});
