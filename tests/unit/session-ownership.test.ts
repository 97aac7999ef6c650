/**
 * Sessions have one owner (issue 30, docs/decisions/0037): only the auth module's repository writes the
 * sessions and sign-in tokens tables. Other modules end sessions through its functions, in their own
 * transaction; the retention job runs its one prune.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve("src/server");
const OWNER = "modules/auth/repository.ts";
const TABLES = ["sessions", "signInTokens"];

const files = (readdirSync(SERVER, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".ts") && !f.includes("migrations"))
  .map((f) => f.split(path.sep).join("/"));
const source = (file: string) => readFileSync(path.join(SERVER, file), "utf8");

function writesIn(text: string): string[] {
  const found = text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g);
  return [...found].map((m) => m[2]!).filter((table) => TABLES.includes(table));
}

describe("session ownership", () => {
  it("sees the owner's own writes (the check can see a write)", () => {
    expect(new Set(writesIn(source(OWNER)))).toEqual(new Set(TABLES));
  });

  it("writes sessions and sign-in tokens only in the auth module's repository", () => {
    const outside = files
      .filter((file) => file !== OWNER)
      .flatMap((file) => writesIn(source(file)).map((table) => `${file} writes ${table}`));
    expect(outside).toEqual([]);
  });
});
