/** Start-up as `npm start` does it: bad configuration, a second server on one DATA_DIR, clean shutdown. */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const main = ["--import", "tsx", "src/server/main.ts"];
const dataDir = mkdtempSync(path.join(tmpdir(), "sp-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (extra: Record<string, string>) => ({
  ...process.env,
  DATABASE_URL: "",
  LOG_LEVEL: "warn",
  DEMO_DATA: "off",
  ...extra,
});

it("stops with a one-line message naming a wrong variable", () => {
  const run = spawnSync(process.execPath, main, {
    env: env({ PORT: "abc" }),
    encoding: "utf8",
    // The server loads from source (tsx): over 15 s on a CI machine busy with the browser tests.
    timeout: 90_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split("\n")).toEqual([
    expect.stringMatching(/^Invalid configuration: PORT="abc": /),
  ]);
}, 100_000);

it("refuses to start in production without PUBLIC_URL, printing the line", () => {
  const run = spawnSync(process.execPath, main, {
    env: env({
      NODE_ENV: "production",
      PUBLIC_URL: "",
      SMTP_URL: "smtp://127.0.0.1:2525",
      ADMIN_EMAILS: "owner@trainers.example",
    }),
    encoding: "utf8",
    // The server loads from source (tsx): over 15 s on a CI machine busy with the browser tests.
    timeout: 90_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split("\n")).toEqual([
    "Invalid configuration: PUBLIC_URL is required in production (the address people use to reach the site).",
  ]);
}, 100_000);

it("prints every production problem, one line each", () => {
  const run = spawnSync(process.execPath, main, {
    env: env({ NODE_ENV: "production", PUBLIC_URL: "", SMTP_URL: "", ADMIN_EMAILS: "" }),
    encoding: "utf8",
    // The server loads from source (tsx): over 15 s on a CI machine busy with the browser tests.
    timeout: 90_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split("\n")).toEqual([
    expect.stringMatching(/^Invalid configuration: PUBLIC_URL is required in production/),
    expect.stringMatching(/^Invalid configuration: SMTP_URL is required in production/),
    expect.stringMatching(/^Invalid configuration: ADMIN_EMAILS is required in production/),
  ]);
}, 100_000);

it.skipIf(Boolean(process.env.DATABASE_URL))(
  "refuses a second server on the same DATA_DIR, and shuts down cleanly on SIGTERM",
  async () => {
    const first = spawn(process.execPath, main, {
      env: env({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    first.stdout!.on("data", (c: Buffer) => {
      output += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => first.once("exit", resolve));
    // The lock is taken before the database opens; wait until the server listens.
    const deadline = Date.now() + 90_000;
    while (!existsSync(path.join(dataDir, "server.lock")) || !/listening|Server listening/i.test(output)) {
      if (Date.now() > deadline) throw new Error(`first server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    const second = spawnSync(process.execPath, main, {
      env: env({ PORT: "0", DATA_DIR: dataDir }),
      encoding: "utf8",
      // The server loads from source (tsx): over 15 s on a CI machine busy with the browser tests.
      timeout: 90_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr.trim()).toMatch(
      /^DATA_DIR .* is in use by another server \(pid \d+\); stop it first or use another DATA_DIR\.$/,
    );

    first.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  },
  150_000,
);
