// Writes .br and .gz beside every built asset, served as they are by @fastify/static (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "dist/web/client";
const compressible = /\.(js|css|html|svg|json|txt|xml|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (compressible.test(name) && !name.endsWith("index.html")) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`compressed ${count} assets (.br, .gz)`);
