// Reports the JavaScript each kind of page loads (gzip), from Vite's manifest: the entry with its
// static imports, plus the screen's lazy chunk and its static imports. Fails the build over budget.
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = "dist/web";
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, "utf8"));
const gz = (file) => gzipSync(readFileSync(`${dir}/${file}`), { level: 9 }).length;

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

function jsOf(keys) {
  return [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith(".js"));
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);

const budgets = [
  {
    page: "static pages (/legal/terms, /privacy, ...)",
    module: "features/static-pages/legal-pages.tsx",
    limitKb: 100,
  },
  {
    page: "support pages (/support, /support-public)",
    module: "features/static-pages/support-page.tsx",
    limitKb: 100,
  },
  { page: "not-found screen", module: "features/not-found/not-found-screen.tsx", limitKb: 100 },
  {
    // The directory screen loads with the query client (router.tsx withData); the map is a later chunk.
    page: "directory (/find-trainer)",
    module: ["features/directory/find-trainer-screen.tsx", "lib/query-client.ts"],
    limitKb: 150,
  },
];

let failed = false;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryBytes = jsOf(entry).reduce((sum, f) => sum + gz(f), 0);
console.log(`first JavaScript (entry): ${kb(entryBytes)} KB gzip`);
const results = { entryKb: Number(kb(entryBytes)), pages: [] };
for (const budget of budgets) {
  const files = new Set(jsOf(entry));
  for (const module of [budget.module].flat()) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) throw new Error(`no chunk for ${module}`);
    for (const f of jsOf(closure(key))) files.add(f);
  }
  const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
  const over = bytes / 1024 > budget.limitKb;
  failed ||= over;
  results.pages.push({
    page: budget.page,
    kb: Number(kb(bytes)),
    limitKb: budget.limitKb,
    files: [...files],
  });
  console.log(
    `${budget.page}: ${kb(bytes)} KB gzip (budget ${budget.limitKb} KB)${over ? "  OVER BUDGET" : ""}`,
  );
}
// Read by the benchmark (scripts/bench) for the first-JavaScript figure.
writeFileSync("dist/bundle-report.json", `${JSON.stringify(results, null, 2)}\n`);
if (failed) process.exit(1);
