/** Start-up: configuration, data, the app, and a clean shutdown on SIGTERM and SIGINT. */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { LockError } from "./db/lock";
import { createLogger } from "./http/request-log";
import { loadGazetteer } from "./modules/geo/gazetteer";
import { openData } from "./start";
import { logCodeLoaded, logReady, phaseTimer } from "./startup-log";

async function main() {
  // A .env file in the working directory is read first; the real environment wins.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  // The built web app: dist/web beside the built server (dist/server), or, when the server runs from
  // source (tsx src/server/main.ts, as the kill tests do), the project's dist/web.
  config.webDir = [path.resolve(here, "..", "web"), path.resolve(here, "..", "..", "dist", "web")].find(
    (dir) => existsSync(path.join(dir, "client")),
  );
  // The render worker's script: built beside this file, or, from source, run through tsx.
  if (config.renderWorker) {
    const built = path.join(here, "render-worker.js");
    config.renderWorkerScript = existsSync(built)
      ? { file: built, execArgv: [] }
      : { file: path.join(here, "pages", "render-worker.ts"), execArgv: ["--import", "tsx"] };
  }
  // The embedded database's thread (db/pglite-thread.ts), the same way; unused with DATABASE_URL.
  if (config.pgliteThread) {
    const built = path.join(here, "pglite-worker.js");
    config.pgliteWorkerScript = existsSync(built)
      ? { file: built, execArgv: [] }
      : { file: path.join(here, "db", "pglite-worker.ts"), execArgv: ["--import", "tsx"] };
  }
  // One logger for the phase lines and, handed to buildApp, for the requests' lines.
  const log = createLogger(config.logLevel);
  logCodeLoaded(log);
  if (!config.webDir) log.warn("the web app is not built (npm run build): the API runs, pages answer 404");
  const time = phaseTimer(log);
  // The gazetteer loads beside the rest of start-up (gazetteer-index.ts): listening does not wait for
  // it, and a location search or the demo data that comes first waits for this same load.
  void time("gazetteer", loadGazetteer).catch((err: unknown) =>
    log.error({ err }, "start-up: the gazetteer did not load; a location search will try again"),
  );

  let data: Awaited<ReturnType<typeof openData>>;
  try {
    data = await openData(config, time);
  } catch (err) {
    if (err instanceof LockError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const app = await time("app", () => buildApp(config, data.database, { loggerInstance: log }));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await data.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  // A fault nothing caught ends the process (as Node would), but first says what it was in the log,
  // where an operator (and the e2e run's server log) can read it.
  process.on("uncaughtException", (err, origin) => {
    app.log.fatal({ err, origin }, "uncaught exception: the server stops");
    process.stderr.write(`Uncaught ${origin}: ${err.stack ?? err}\n`);
    process.exit(1);
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await time("listen", () => app.listen({ host: config.host, port: config.port }));
  } catch (err) {
    process.stderr.write(`Could not listen on ${config.host}:${config.port}: ${(err as Error).message}\n`);
    await data.close();
    process.exit(1);
  }
  app.log.info(
    `${config.site.brandName} trainers app on ${config.publicUrl} (database: ${data.database.kind}; limits: ${app.redis ? "shared in Redis" : "in this process"})`,
  );
  logReady(log, { database: data.database.kind });
}

void main();
