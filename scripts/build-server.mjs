// Bundles the server entry points with esbuild (dependencies stay in node_modules) and copies the
// migrations beside them, so `npm start` runs plain JavaScript. The packages the bundle imports are
// listed in dist/server/externals.json: `npm run release` checks each is a production dependency.
import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: "src/server/main.ts",
    backup: "src/server/backup.ts",
    // The render worker's thread (src/server/pages/render-pool.ts) loads this file.
    "render-worker": "src/server/pages/render-worker.ts",
    // The embedded database's thread (src/server/db/pglite-thread.ts) loads this file.
    "pglite-worker": "src/server/db/pglite-worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  packages: "external",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
});
const externals = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (imported.external && !imported.path.startsWith("node:")) externals.add(imported.path);
  }
}
writeFileSync("dist/server/externals.json", `${JSON.stringify([...externals].sort(), null, 2)}\n`);
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
writeFileSync("dist/server/build-info.json", `${JSON.stringify(buildInfo())}\n`);
console.log("server bundle: dist/server/main.js");

/**
 * The version and commit the health answers name (src/server/build-info.ts): GIT_COMMIT when the build
 * has no .git (a Docker build passes it as a build argument), else the checkout's HEAD, else "unknown".
 */
function buildInfo() {
  const { version } = JSON.parse(readFileSync("package.json", "utf8"));
  const git = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" });
  const fromGit = git.status === 0 ? git.stdout.trim() : "";
  const commit = [process.env.GIT_COMMIT?.trim(), fromGit].find((c) => c && /^[\w.-]{1,64}$/.test(c));
  return { version, commit: commit ?? "unknown" };
}
