/**
 * Which build is running, for the health answers: the version (package.json) and the commit, written at
 * build time beside the server bundle by scripts/build-server.mjs (build-info.json, from GIT_COMMIT or
 * `git rev-parse HEAD`). Running from the sources (tsx, the tests) there is no such file: the version
 * comes from package.json and the commit is "unknown". Read once: a build does not change under a process.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export type BuildInfo = { version: string; commit: string };

export const BUILD_INFO_FILE = "build-info.json";
export const UNKNOWN = "unknown";

const buildInfoFile = z.object({
  version: z.string().min(1).max(64),
  commit: z.string().min(1).max(64),
});

/** build-info.json beside the running code when it is valid; else package.json's version and no commit. */
export function readBuildInfo(here = path.dirname(fileURLToPath(import.meta.url))): BuildInfo {
  const written = path.join(here, BUILD_INFO_FILE);
  if (existsSync(written)) {
    const parsed = buildInfoFile.safeParse(readJson(written));
    if (parsed.success) return parsed.data;
  }
  // From the sources: src/server → the package's root.
  const version = z
    .object({ version: z.string() })
    .safeParse(readJson(path.join(here, "..", "..", "package.json")));
  return { version: version.success ? version.data.version : UNKNOWN, commit: UNKNOWN };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

let cached: BuildInfo | undefined;

export function buildInfo(): BuildInfo {
  cached ??= readBuildInfo();
  return cached;
}
