// Which files go into release/ (scripts/release.mjs): the production dependencies' packages, found as
// Node finds them, without the files only a compiler or a reader uses.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Where Node would find package `name` required from `fromDir`: the nearest node_modules up. */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The installed packages the given dependencies need at run time (as `npm install --omit=dev` would
 * keep them): their dependencies, optional dependencies that are installed (sharp's binary for this
 * platform) and required peers, transitively. Answers the top-level folders to copy, relative to
 * `root` ("node_modules/fastify"); a package nested inside another comes with its parent's folder.
 */
export function productionPackages(root, dependencies) {
  const seen = new Set();
  const visit = (name, fromDir, optional) => {
    const dir = findPackage(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(
        `release: ${name} (needed from ${path.relative(root, fromDir) || "."}) is not installed`,
      );
    }
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    for (const dep of Object.keys(pkg.dependencies ?? {})) visit(dep, dir, false);
    // Optional ones for other platforms are not installed: skipped.
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visit(dep, dir, true);
    const peersMeta = pkg.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(pkg.peerDependencies ?? {})) {
      if (!peersMeta[dep]?.optional) visit(dep, dir, true);
    }
  };
  for (const name of dependencies) visit(name, root, false);
  return [...seen]
    .map((dir) => path.relative(root, dir))
    .filter((dir) => dir.split(path.sep).filter((part) => part === "node_modules").length === 1)
    .sort();
}

const DECLARATIONS_AND_SOURCES = /\.(d\.)?[cm]?ts$/;

/**
 * A file or folder of a package left out of the release: source maps, TypeScript sources and
 * declarations, Markdown, and `.bin` links (nothing the server loads; about a third of the size).
 */
export function prunable(name, isDirectory) {
  if (isDirectory) return name === ".bin";
  return name.endsWith(".map") || name.endsWith(".md") || DECLARATIONS_AND_SOURCES.test(name);
}

/** Bytes a folder takes on disk (blocks, as `du` counts them). */
export function sizeOnDisk(dir) {
  let total = statSync(dir).blocks * 512;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += sizeOnDisk(full);
    else if (entry.isFile()) total += statSync(full).blocks * 512;
  }
  return total;
}
