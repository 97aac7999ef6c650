// Bundles the server entry points with esbuild (dependencies stay in node_modules) and copies the
// migrations beside them, so `npm start` runs plain JavaScript.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts", backup: "src/server/backup.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
console.log("server bundle: dist/server/main.js");
