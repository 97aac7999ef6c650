import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { DEMO_TRAINERS, demoPortraits } from "../../src/server/db/demo/trainers";

// A demo trainer added without re-running scripts/demo-portraits.mjs would show a broken picture.
describe('the demo trainers\' portraits (docs/design.md "Images")', () => {
  const portraits = demoPortraits();

  it("name one file per trainer", () => {
    expect(portraits.size).toBe(DEMO_TRAINERS.length);
    expect(new Set(portraits.values()).size).toBe(DEMO_TRAINERS.length);
  });

  it("are committed as small 256 px WebP files", async () => {
    for (const url of portraits.values()) {
      const bytes = readFileSync(path.join("public", url));
      expect(bytes.length, url).toBeLessThan(8 * 1024);
      expect(await sharp(bytes).metadata(), url).toMatchObject({ format: "webp", width: 256, height: 256 });
    }
  });
});
