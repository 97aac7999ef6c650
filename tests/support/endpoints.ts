/**
 * Every endpoint definition of the contracts (src/shared/contracts/*.ts), found by reading each module's
 * exports: an exported group (`announcementEndpoints = { … }`) or a single definition. The endpoint test
 * compares them with the routes the app registered; the authorization matrix and the bad-input suite
 * read their audiences and schemas from the same definitions.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Endpoint } from "../../src/shared/contracts/endpoint";

const CONTRACTS = path.resolve("src/shared/contracts");

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Endpoint).method === "string" &&
  typeof (value as Endpoint).path === "string" &&
  (value as Endpoint).path.startsWith("/api/") &&
  typeof (value as Endpoint).audience === "string" &&
  typeof (value as Endpoint).responses === "object";

/** Each definition once, with the module and export it was found under. */
export async function allEndpoints(): Promise<{ endpoint: Endpoint; where: string }[]> {
  const found = new Map<Endpoint, string>();
  for (const file of readdirSync(CONTRACTS)
    .filter((f) => f.endsWith(".ts"))
    .sort()) {
    const module = (await import(pathToFileURL(path.join(CONTRACTS, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) found.set(value, `${file} ${name}`);
      else if (value && typeof value === "object" && !Array.isArray(value))
        for (const [key, inner] of Object.entries(value))
          if (isEndpoint(inner) && !found.has(inner)) found.set(inner, `${file} ${name}.${key}`);
    }
  }
  return [...found].map(([endpoint, where]) => ({ endpoint, where }));
}

export const endpointKey = (e: Pick<Endpoint, "method" | "path">) => `${e.method} ${e.path}`;
