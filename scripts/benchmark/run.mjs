// `npm run bench [-- --only size,api,pages,mixed,keys,classes,lighthouse,scale,ops] [--no-build] [--port 3450]`: the
// performance figures of docs/benchmarks.md, each beside its reference or target. Writes bench/results.json
// and bench/results.md, prints one PASS/FAIL/INFO line per figure, and exits 1 if a target fails. A part
// not run keeps its figures from the previous results.json. `--port` is the first of the 40 ports the
// parts' servers use (default 3450).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, totalmem } from "node:os";
import { apiThroughput } from "./api-throughput.mjs";
import { classesScreens } from "./classes-screens.mjs";
import { firstJs } from "./first-js.mjs";
import { keystrokes } from "./keystrokes.mjs";
import { lighthouseScores } from "./lighthouse.mjs";
import { mixedLoad } from "./mixed-load.mjs";
import { operations } from "./operations.mjs";
import { publicPages } from "./public-pages.mjs";
import { renderMarkdown, rowsOf } from "./report.mjs";
import { scale } from "./scale.mjs";
import { cleanup } from "./servers.mjs";

const PARTS = ["size", "api", "pages", "mixed", "keys", "classes", "lighthouse", "scale", "ops"];

const args = process.argv.slice(2);
const flagValue = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const only = flagValue("--only")
  ?.split(",")
  .map((p) => p.trim())
  .filter(Boolean);
const unknown = only?.filter((p) => !PARTS.includes(p)) ?? [];
if (unknown.length > 0) {
  console.error(`bench: no part named ${unknown.join(", ")} (parts: ${PARTS.join(", ")})`);
  process.exit(2);
}
const base = Number(flagValue("--port") ?? 3450);
const want = (part) => !only || only.includes(part);

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const jsonFile = "bench/results.json";
const mdFile = "bench/results.md";
let previous = {};
try {
  previous = JSON.parse(readFileSync(jsonFile, "utf8")).results ?? {};
} catch {}

/** The machine a part ran on: with --only, results.json can hold parts of different runs. */
const machine = () => ({
  cpu: cpus()[0]?.model ?? "unknown",
  cores: cpus().length,
  memoryGb: Math.round(totalmem() / 1024 ** 3),
  node: process.version,
  kernel: release(),
  loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
});

const results = { ...previous };
const runs = {
  size: () => firstJs(),
  api: () => apiThroughput({ port: base }),
  pages: () => publicPages({ port: base + 5 }),
  keys: () => keystrokes({ port: base + 10 }),
  classes: () => classesScreens({ port: base + 15 }),
  lighthouse: () => lighthouseScores({ port: base + 20 }),
  mixed: () => mixedLoad({ port: base + 25 }),
  scale: () => scale({ port: base + 30 }),
  ops: () => operations({ port: base + 35 }),
};
let failed = false;
process.on("SIGINT", () => cleanup().then(() => process.exit(130)));
try {
  for (const name of PARTS) {
    if (!want(name)) continue;
    console.log(`bench: ${name}...`);
    const started = { ...machine(), measuredAt: new Date().toISOString() };
    try {
      results[name] = { ...(await runs[name]()), machine: started, measuredAt: started.measuredAt };
    } catch (err) {
      results[name] = {
        pass: false,
        error: String(err?.message ?? err),
        machine: started,
        measuredAt: started.measuredAt,
      };
    }
    failed ||= !results[name].pass;
  }
} finally {
  await cleanup();
}

mkdirSync("bench", { recursive: true });
const out = { node: process.version, cpu: cpus()[0]?.model, cpus: cpus().length, results };
writeFileSync(jsonFile, `${JSON.stringify(out, null, 2)}\n`);
writeFileSync(mdFile, renderMarkdown(results, { machine: machine(), writtenAt: new Date() }));

for (const part of PARTS) {
  if (!results[part]) continue;
  for (const row of rowsOf(part, results[part])) {
    const state = row.pass === undefined || row.pass === null ? "INFO" : row.pass ? "PASS" : "FAIL";
    const value = String(row.value ?? "");
    console.log(
      `${state}  ${row.figure.padEnd(60)} ${value.padEnd(30)}${row.target ? ` target ${row.target}` : ""}`,
    );
  }
}
console.log(`results: ${jsonFile}, ${mdFile}`);
process.exit(failed ? 1 : 0);
