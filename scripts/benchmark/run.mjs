// `npm run bench [-- --only size|api|pages|keys|classes|lighthouse] [--no-build]`: the public pages'
// performance figures, written to bench/results.json and printed as a table. Exits 1 if a target fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { apiThroughput } from "./api-throughput.mjs";
import { classesScreens } from "./classes-screens.mjs";
import { firstJs } from "./first-js.mjs";
import { keystrokes } from "./keystrokes.mjs";
import { lighthouseScores } from "./lighthouse.mjs";
import { publicPages } from "./public-pages.mjs";
import { cleanup } from "./servers.mjs";

const args = process.argv.slice(2);
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const want = (part) => !only || only === part;

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const file = "bench/results.json";
let previous = {};
try {
  previous = JSON.parse(readFileSync(file, "utf8")).results ?? {};
} catch {}

const results = { ...previous };
const parts = [
  ["size", () => firstJs()],
  ["api", () => apiThroughput()],
  ["pages", () => publicPages()],
  ["keys", () => keystrokes()],
  ["classes", () => classesScreens()],
  ["lighthouse", () => lighthouseScores()],
];
let failed = false;
process.on("SIGINT", () => cleanup().then(() => process.exit(130)));
try {
  for (const [name, run] of parts) {
    if (!want(name)) continue;
    console.log(`bench: ${name}...`);
    try {
      results[name] = { ...(await run()), measuredAt: new Date().toISOString() };
    } catch (err) {
      results[name] = {
        pass: false,
        error: String(err?.message ?? err),
        measuredAt: new Date().toISOString(),
      };
    }
    failed ||= !results[name].pass;
  }
} finally {
  await cleanup();
}

mkdirSync("bench", { recursive: true });
const out = { node: process.version, cpu: cpus()[0]?.model, cpus: cpus().length, results };
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);

const line = (name, value, target, pass) =>
  console.log(`${pass ? "PASS" : "FAIL"}  ${name.padEnd(44)} ${String(value).padEnd(22)} target ${target}`);
const info = (name, value) => console.log(`INFO  ${name.padEnd(44)} ${value}`);
const r = results;
if (r.size)
  line("first JavaScript of /find-trainer (gzip)", `${r.size.kb} KB`, `<= ${r.size.limitKb} KB`, r.size.pass);
if (r.api)
  line(
    "public-trainers vs bare node:http (2,000)",
    r.api.error ?? `${r.api.appRps} / ${r.api.bareRps} req/s = ${r.api.ratio}`,
    ">= 0.8",
    r.api.pass,
  );
if (r.pages?.error) line("public reads and pages (demo data)", r.pages.error, "", false);
for (const read of r.pages?.reads ?? [])
  line(
    `${read.path.replace(/^\/public\/class\/.+/, "/public/class/:id")} vs bare node:http`,
    read.error ?? `${read.appRps} / ${read.bareRps} req/s = ${read.ratio}`,
    `>= ${read.target}`,
    read.pass,
  );
if (r.pages?.load)
  line(
    `pages, ${r.pages.load.connections} conn.: p99 / timeouts / errors`,
    `${r.pages.load.p99Ms} ms / ${r.pages.load.timeouts} / ${r.pages.load.errors}`,
    `< ${r.pages.load.p99TargetMs} ms / 0 / 0`,
    r.pages.load.pass,
  );
if (r.pages?.memory)
  info(
    "app RSS: start / after load / 10 s idle",
    `${r.pages.memory.startMb} / ${r.pages.memory.afterLoadMb} / ${r.pages.memory.idleMb} MB`,
  );
if (r.keys)
  line(
    "keystroke to cards (10,000), max / p95",
    r.keys.error ?? `${r.keys.updates.max} / ${r.keys.updates.p95} ms (n=${r.keys.updates.count})`,
    "<= 50 ms",
    r.keys.pass,
  );
if (r.keys && !r.keys.error)
  line("map clusters shown (10,000)", r.keys.mapClusters, "> 0", r.keys.mapClusters > 0);
if (r.classes)
  line(
    "classes screens (10,000): switch / elements",
    r.classes.error ?? `${r.classes.worstSwitchMs} ms / ${r.classes.mostElements}`,
    `<= ${r.classes.budgetMs ?? 500} ms / <= ${r.classes.maxElements ?? 5000}`,
    r.classes.pass,
  );
if (r.lighthouse?.error) line("Lighthouse mobile", r.lighthouse.error, ">= 90 / 100", false);
for (const p of r.lighthouse?.pages ?? [])
  line(
    `Lighthouse mobile ${p.path} perf / a11y (LCP)`,
    `${p.performance} / ${p.accessibility} (${p.lcpMs} ms)`,
    ">= 90 / 100",
    p.pass,
  );
console.log(`results: ${file}`);
process.exit(failed ? 1 : 0);
