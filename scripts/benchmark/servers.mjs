// Starts built app servers on throwaway data directories for the benchmarks, and stops them; and the
// browser they are measured in.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const running = new Set();
const dirs = new Set();

export function tempDataDir(name) {
  const dir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  dirs.add(dir);
  return dir;
}

/** `npm run seed:many -- N` into a fresh data directory (the demo data comes first). */
export function seedMany(dataDir, count) {
  const started = Date.now();
  const run = spawnSync("npx", ["tsx", "scripts/seed-many.ts", String(count), "--seed", "42"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`seed:many failed: ${run.stderr || run.stdout}`);
  return Date.now() - started;
}

export async function startApp(port, dataDir) {
  const child = spawn("node", ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  child.on("exit", () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop: () => stop(child) };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop(child);
  throw new Error(`the app on port ${port} did not start`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

export async function cleanup() {
  await Promise.all([...running].map(stop));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/** Debian's Chromium (CHROMIUM_PATH to use another), headless. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}
