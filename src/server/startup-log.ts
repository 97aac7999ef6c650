/**
 * Start-up's phase lines (docs/deployment.md "Start-up"): one structured line per phase with its time,
 * `{"phase":"migrations","ms":412,"msg":"start-up: migrations in 412 ms"}`, and a last line with the time
 * from the process's start to listening. An operator sees where a slow or stuck start-up spends its time
 * (waiting for another server's turn, migrating, loading the demo data) while it happens.
 */
import type { FastifyBaseLogger } from "fastify";

export type StartupPhase =
  | "code"
  | "startup turn"
  | "database"
  | "migrations"
  | "content"
  | "demo data"
  | "roles"
  | "gazetteer"
  | "app"
  | "listen";

/** Runs one phase and logs its time; callers without a log (tests, scripts) pass none and time nothing. */
export type TimePhase = <T>(phase: StartupPhase, run: () => Promise<T>) => Promise<T>;

export const untimed: TimePhase = (_phase, run) => run();

export function phaseTimer(log: Pick<FastifyBaseLogger, "info">): TimePhase {
  return async (phase, run) => {
    const started = performance.now();
    const result = await run();
    const ms = Math.round(performance.now() - started);
    log.info({ phase, ms }, `start-up: ${phase} in ${ms} ms`);
    return result;
  };
}

/** The first line: from the process's start to main() running, Node's boot and loading the code and its packages. */
export function logCodeLoaded(log: Pick<FastifyBaseLogger, "info">) {
  const ms = Math.round(performance.now());
  log.info(
    { phase: "code", ms },
    `start-up: code in ${ms} ms (Node started, the server and its packages loaded)`,
  );
}

/** The last line: from the process's start (Node's own boot and loading the code included) to listening. */
export function logReady(log: Pick<FastifyBaseLogger, "info">, extra: Record<string, unknown> = {}) {
  const ms = Math.round(performance.now());
  log.info({ phase: "ready", ms, ...extra }, `start-up: ready in ${ms} ms since the process started`);
}
