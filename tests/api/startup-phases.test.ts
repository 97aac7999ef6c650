/**
 * Issue 28, point 5, as `npm start` runs: start-up logs one line per phase with its time and a last
 * "ready" line (startup-log.ts), the gazetteer loads in the background, and the running server answers
 * its health probes, echoes request ids and logs the probes below info.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshPostgres } from "../support/test-app";

type Line = {
  level: number;
  msg: string;
  phase?: string;
  ms?: number;
  reqId?: string;
  req?: { url: string };
};

const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "sp-phases-"));
let pg: Awaited<ReturnType<typeof freshPostgres>> | undefined;
let server: ChildProcess | undefined;
const lines: Line[] = [];
let base = "";

beforeAll(async () => {
  pg = serverUrl ? await freshPostgres(serverUrl) : undefined;
  server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: pg?.url ?? "",
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DEMO_DATA: "on",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let rest = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const complete = text.split("\n");
    rest = complete.pop() ?? "";
    for (const line of complete) if (line.trim()) lines.push(JSON.parse(line));
  });
  const deadline = Date.now() + 90_000;
  while (!lines.some((l) => l.phase === "ready")) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the server did not start: ${JSON.stringify(lines)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(lines.map((l) => l.msg).join("\n"))![1]!;
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await pg?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("logs each start-up phase with its time, then the time to ready", async () => {
  // The gazetteer loads beside the others: its line may come at any point, so it is checked apart.
  await expect.poll(() => lines.some((l) => l.phase === "gazetteer"), { timeout: 30_000 }).toBe(true);
  const phases = lines.filter((l) => l.phase);
  const inOrder = phases.map((l) => l.phase).filter((p) => p !== "gazetteer");
  expect(inOrder).toEqual([
    "code",
    ...(serverUrl ? ["startup turn"] : ["database"]),
    "migrations",
    "content",
    "demo data",
    "roles",
    "app",
    "listen",
    "ready",
  ]);
  for (const line of phases) {
    expect(line.level, line.phase).toBe(30);
    expect(line.ms, line.phase).toEqual(expect.any(Number));
    expect(line.msg).toMatch(new RegExp(`^start-up: ${line.phase} in ${line.ms} ms`));
  }
  const ready = phases.find((l) => l.phase === "ready")!;
  const listen = phases.find((l) => l.phase === "listen")!;
  expect(ready.ms).toBeGreaterThanOrEqual(listen.ms!);
});

it("answers its probes, echoes a request id, and logs the probes below info", async () => {
  const live = await fetch(`${base}/api/health/live`, { headers: { "x-request-id": "probe-live" } });
  expect(live.status).toBe(200);
  expect(live.headers.get("x-request-id")).toBe("probe-live");
  const ready = await fetch(`${base}/api/health/ready`, { headers: { "x-request-id": "probe-ready" } });
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready", migrations: { missing: [] } });

  const search = await fetch(`${base}/api/geocode?q=${encodeURIComponent("Tulsa, OK")}`, {
    headers: { "x-request-id": "first-search" },
  });
  expect(search.status).toBe(200);
  expect(search.headers.get("x-request-id")).toBe("first-search");
  await expect
    .poll(() => lines.filter((l) => l.reqId === "first-search").map((l) => l.msg))
    .toEqual(["incoming request", "request completed"]);
  expect(lines.filter((l) => l.reqId?.startsWith("probe-"))).toEqual([]);
});
