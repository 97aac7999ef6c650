/**
 * The server as a real process (src/server/main.ts through tsx), for the tests that kill it with
 * SIGKILL mid-write: PGlite in a DATA_DIR of the test's, or PostgreSQL at a DATABASE_URL of the test's.
 * Development mode, no demo data, a port the system picks (read from the "Server listening" line).
 */
import { type ChildProcess, spawn } from "node:child_process";

export type ServerProcess = {
  /** "http://127.0.0.1:<port>" */
  base: string;
  child: ChildProcess;
  /** kill -9, resolved once the process is gone. */
  kill9(): Promise<void>;
};

export type ServerDatabase = { dataDir: string } | { databaseUrl: string };

export async function startServer(
  database: ServerDatabase,
  env: Record<string, string> = {},
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      ...("dataDir" in database
        ? { DATABASE_URL: "", DATA_DIR: database.dataDir }
        : { DATABASE_URL: database.databaseUrl }),
      PORT: "0",
      HOST: "127.0.0.1",
      DEMO_DATA: "off",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let log = "";
  const base = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs} ms`), timeoutMs);
    function fail(why: string) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`server ${why}: ${log}`));
    }
    child.once("exit", (code, signal) => fail(`exited (${code ?? signal}) before listening`));
    child.stdout!.on("data", (chunk: Buffer) => {
      // The log up to the "listening" line, for the error when the server does not get there.
      if (settled) return;
      log += chunk.toString();
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      if (url) {
        settled = true;
        clearTimeout(timer);
        resolve(url);
      }
    });
  });
  return {
    base,
    child,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
