// `npm run release`: builds, then writes release/, a folder that runs on its own with Node 24 (the
// server bundle, the web assets, the migrations and the production node_modules only), and a tarball
// of it. `--no-build` reuses dist/ from a build just done (scripts/test-all.sh); `--no-tarball` skips
// the tarball (the Docker image copies the folder). Decision 0032.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { productionPackages, prunable, sizeOnDisk } from "./release-files.mjs";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "release");
const args = new Set(process.argv.slice(2));
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`release: ${command} ${commandArgs.join(" ")} failed`);
    process.exit(1);
  }
}

if (!args.has("--no-build")) run("npm", ["run", "--silent", "build"]);
for (const built of [
  "dist/server/main.js",
  "dist/server/render-worker.js",
  "dist/server/pglite-worker.js",
  "dist/server/externals.json",
  "dist/server/build-info.json",
  "dist/web/server/index.js",
  "dist/web/client/favicon.svg",
]) {
  if (!existsSync(path.join(root, built))) {
    console.error(`release: ${built} is missing; run npm run build first (or leave out --no-build)`);
    process.exit(1);
  }
}

// Every package the bundle imports must be a production dependency, or the release would miss it.
const dependencies = Object.keys(pkg.dependencies ?? {});
const externals = [
  ...JSON.parse(readFileSync(path.join(root, "dist/server/externals.json"), "utf8")),
  ...pageBuildImports(path.join(root, "dist/web/server")),
];
const missing = externals
  .map((specifier) =>
    specifier
      .split("/")
      .slice(0, specifier.startsWith("@") ? 2 : 1)
      .join("/"),
  )
  .filter((name) => !dependencies.includes(name));
if (missing.length > 0) {
  console.error(`release: the server imports ${[...new Set(missing)].join(", ")}, not in "dependencies"`);
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out);
cpSync(path.join(root, "dist/server"), path.join(out, "server"), { recursive: true });
cpSync(path.join(root, "dist/web"), path.join(out, "web"), { recursive: true });
for (const dir of productionPackages(root, dependencies)) {
  cpSync(path.join(root, dir), path.join(out, dir), {
    recursive: true,
    filter: (source) => !prunable(path.basename(source), statSync(source).isDirectory()),
  });
}

// The commit the build recorded (scripts/build-server.mjs: GIT_COMMIT, else the checkout's HEAD).
const { commit } = JSON.parse(readFileSync(path.join(root, "dist/server/build-info.json"), "utf8"));
const release = {
  name: pkg.name,
  version: pkg.version,
  private: true,
  type: "module",
  description: pkg.description,
  engines: pkg.engines,
  scripts: { start: "node server/main.js", "db:backup": "node server/backup.js" },
  // What was built, for an operator's eyes (the folder has no git history).
  release: { commit, builtAt: new Date().toISOString() },
};
writeFileSync(path.join(out, "package.json"), `${JSON.stringify(release, null, 2)}\n`);
writeFileSync(path.join(out, "README.md"), readFileSync(path.join(import.meta.dirname, "release-readme.md")));

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const modules = readdirSync(path.join(out, "node_modules")).length;
console.log(
  `release/: ${megabytes(sizeOnDisk(out))} (node_modules ${megabytes(sizeOnDisk(path.join(out, "node_modules")))}, ${modules} entries)`,
);

if (!args.has("--no-tarball")) {
  const tarball = `${pkg.name}-${pkg.version}.tar.gz`;
  run("tar", ["-czf", tarball, "-C", root, "release"]);
  console.log(`${tarball}: ${megabytes(statSync(path.join(root, tarball)).size)}`);
}

/**
 * The packages React Router's server build imports (dist/web/server, loaded by the page handler): bare
 * specifiers of its static and dynamic imports, node: built-ins left out.
 */
function pageBuildImports(dir) {
  const PACKAGE = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w./-]+)?$/;
  const found = new Set();
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!String(name).endsWith(".js")) continue;
    const text = readFileSync(path.join(dir, String(name)), "utf8");
    for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g)) {
      const specifier = m[1];
      if (specifier && PACKAGE.test(specifier) && !specifier.startsWith("node:")) found.add(specifier);
    }
  }
  return [...found];
}
