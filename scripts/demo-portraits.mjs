// Writes the demo trainers' portraits to public/demo/avatars/<slug>.webp (docs/design.md "Images"):
// DiceBear's Open Peeps style (CC0 1.0, see public/demo/avatars/LICENSE.md), one per trainer, seeded by
// the trainer's e-mail so a re-run gives the same files. The files are committed; DiceBear is a
// devDependency only, so the server never needs it. Run: node scripts/demo-portraits.mjs
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAvatar } from "@dicebear/core";
import * as openPeeps from "@dicebear/open-peeps";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";

// Paths below are the repository's, wherever the script is run from.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const SIZE = 256;
const OUT = "public/demo/avatars";

// The seed names each trainer's file by the same list (demoPortraits), so the names cannot drift.
const { DEMO_TRAINERS, demoPortraits } = await tsImport("../src/server/db/demo/trainers.ts", import.meta.url);

/** Token colours by name, read from the one tokens file so the portraits follow the brand. */
const tokens = Object.fromEntries(
  [...readFileSync("app/styles/tokens.css", "utf8").matchAll(/--color-([\w-]+):\s*#([0-9a-f]{6})/gi)].map(
    (m) => [m[1], m[2].toLowerCase()],
  ),
);
const token = (name) => {
  if (!tokens[name]) throw new Error(`No --color-${name} in tokens.css`);
  return tokens[name];
};

const options = {
  size: SIZE,
  // Light brand tints behind, brand and coral clothes in front: warm, and dark enough to read as a
  // figure on every tint.
  backgroundColor: ["brand-50", "brand-100", "coral-100", "brand-200"].map(token),
  clothingColor: ["brand-500", "brand-600", "brand-700", "coral-500", "coral-400"].map(token),
  // The demo trainers are all women: hair styles that read as adult women's, and friendly, confident
  // faces only (the style also draws fear, rage and monsters; its determined brow reads as stern at 64 px).
  head: [
    "afro",
    "bangs",
    "bangs2",
    "bun",
    "bun2",
    "buns",
    "cornrows",
    "dreads1",
    "dreads2",
    "grayBun",
    "grayMedium",
    "hijab",
    "long",
    "longAfro",
    "longBangs",
    "longCurly",
    "medium1",
    "medium2",
    "medium3",
    "mediumBangs",
    "mediumBangs2",
    "mediumBangs3",
    "mediumStraight",
  ],
  face: ["smile", "calm"],
  // Natural hair colours (the style's pinks and whites vanish into the brand tints).
  headContrastColor: ["2c1b18", "4a312c", "724133", "a55728", "b58143", "d6b370", "c93305"],
  accessories: ["glasses", "glasses2", "glasses3", "glasses4", "glasses5"],
  accessoriesProbability: 15,
  facialHairProbability: 0,
  maskProbability: 0,
};

const portraits = demoPortraits();
mkdirSync(OUT, { recursive: true });
// Files of trainers no longer in the list would otherwise linger in the build.
for (const name of readdirSync(OUT)) if (name.endsWith(".webp")) rmSync(path.join(OUT, name));

let total = 0;
for (const demo of DEMO_TRAINERS) {
  const file = path.join("public", portraits.get(demo.email));
  const svg = createAvatar(openPeeps, { ...options, seed: demo.email }).toString();
  // Flat colours and black outlines: lossy WebP at this quality keeps the lines clean at a few KB.
  const webp = await sharp(Buffer.from(svg)).resize(SIZE, SIZE).webp({ quality: 82, effort: 6 }).toBuffer();
  writeFileSync(file, webp);
  total += webp.length;
  console.log(`${file}  ${(webp.length / 1024).toFixed(1)} KB`);
}
console.log(`${DEMO_TRAINERS.length} portraits, ${(total / 1024).toFixed(1)} KB in all`);
