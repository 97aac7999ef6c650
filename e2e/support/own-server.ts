/**
 * A built app server of a spec's own (dist/server/main.js), for specs that need a database or data of
 * their own beside the suite's shared servers: it logs to reports/e2e-server-<port>.log like those, and
 * is ready once /api/health answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";

/** `running()`: the process started has not exited (a spec can show it was never restarted). */
export type OwnServer = { url: string; running: () => boolean; stop: () => Promise<void> };

export async function startOwnServer(
  port: number,
  env: NodeJS.ProcessEnv,
  { readyWithinMs = 45_000 } = {},
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  mkdirSync("reports", { recursive: true });
  const log = openSync(`reports/e2e-server-${port}.log`, "w");
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    stdio: ["ignore", log, log],
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url },
  });
  const stop = () => stopServer(server);
  try {
    await waitForHealth(server, url, readyWithinMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, running: () => server.exitCode === null && server.signalCode === null, stop };
}

async function waitForHealth(server: ChildProcess, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}): see its log`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
