/**
 * One owner per entity: only the stores write trainers and classes, and only publicWrite moves the
 * public-data version, so a write cannot skip the public reads' refresh (docs/decisions/0010).
 * The demo data set writes its rows itself, inside TrainerService.bulkLoad (db/seed.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve("src/server");
const files = (readdirSync(SERVER, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && !f.includes("migrations"))
  .map((f) => f.split(path.sep).join("/"));
const source = (file: string) => readFileSync(path.join(SERVER, file), "utf8");

const OWNED: Record<string, string[]> = {
  "modules/trainers/repository.ts": ["trainers", "trainerProfiles", "trainerRoles"],
  "modules/trainers/profile-repository.ts": ["trainers", "trainerProfiles", "slugHistory"],
  "modules/classes/repository.ts": ["classes", "trainers"],
  "db/demo/seed-demo.ts": ["trainers", "trainerProfiles", "trainerRoles", "classes"],
};
const ENTITY_TABLES = ["trainers", "trainerProfiles", "trainerRoles", "slugHistory", "classes"];

function writesIn(text: string): string[] {
  const found = text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g);
  return [...found].map((m) => m[2]!).filter((table) => ENTITY_TABLES.includes(table));
}

describe("entity ownership", () => {
  it("finds the stores' own writes (the check can see a write)", () => {
    expect(writesIn(source("modules/trainers/profile-repository.ts"))).toContain("trainerProfiles");
    expect(writesIn(source("modules/classes/repository.ts"))).toContain("classes");
  });

  it("writes trainers, profiles, roles, slugs and classes only in their stores", () => {
    const outside = files.flatMap((file) =>
      writesIn(source(file))
        .filter((table) => !(OWNED[file] ?? []).includes(table))
        .map((table) => `${file} writes ${table}`),
    );
    expect(outside).toEqual([]);
  });

  it("moves the public-data version only in db/public-write.ts", () => {
    const movers = files.filter(
      (file) => file !== "db/public-version.ts" && /publicVersion\.changed\(/.test(source(file)),
    );
    expect(movers).toEqual(["db/public-write.ts"]);
  });
});
