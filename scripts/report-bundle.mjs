// Reports the JavaScript each kind of page loads (gzip), from Vite's manifest: the entry with its
// static imports, plus the screen's lazy chunk and its static imports. Fails the build over budget.
import { readFileSync } from "node:fs";
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
];

let failed = false;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const entryBytes = jsOf(entry).reduce((sum, f) => sum + gz(f), 0);
console.log(`first JavaScript (entry): ${kb(entryBytes)} KB gzip`);
for (const budget of budgets) {
  const key = Object.keys(manifest).find((k) => k.endsWith(budget.module));
  if (!key) throw new Error(`no chunk for ${budget.module}`);
  const files = new Set([...jsOf(entry), ...jsOf(closure(key))]);
  const bytes = [...files].reduce((sum, f) => sum + gz(f), 0);
  const over = bytes / 1024 > budget.limitKb;
  failed ||= over;
  console.log(
    `${budget.page}: ${kb(bytes)} KB gzip (budget ${budget.limitKb} KB)${over ? "  OVER BUDGET" : ""}`,
  );
}
if (failed) process.exit(1);
