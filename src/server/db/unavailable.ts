/**
 * Tells a database that cannot be reached (down, hung, restarting, out of connections, too slow) from
 * every other failure, so that the error handler can answer 503 instead of 500.
 */

/** Socket errors of a host that refuses, drops or never answers. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs: admin shutdown, crash shutdown, cannot connect now (starting up or in recovery), too many
 * connections, and statement timeout (our own statement_timeout cancelled a statement). Class 08
 * (connection exception) is matched by its prefix.
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** node-postgres, pg-pool and PGlite raise these as plain Errors, without a code. */
const MESSAGE_PREFIXES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error",
  "PGlite is closed",
  "PGlite is closing",
  // pg-pool once closed (a server shutting down): the database is out of reach for this server too.
  "Cannot use a pool after calling end on the pool",
];

function matches(e: object): boolean {
  const code = "code" in e && typeof e.code === "string" ? e.code : "";
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = "message" in e && typeof e.message === "string" ? e.message : "";
  return MESSAGE_PREFIXES.some((p) => message.startsWith(p));
}

/**
 * The error (or the one it wraps) that says the database is unreachable. Drizzle wraps driver errors
 * (DrizzleQueryError.cause), pg-pool wraps a connect timeout, and Node reports a refused connection to a
 * host with several addresses as an AggregateError: causes and `errors` are all searched.
 */
function findUnavailable(err: unknown, depth = 0): object | undefined {
  if (typeof err !== "object" || err === null || depth > 8) return undefined;
  if (matches(err)) return err;
  if ("cause" in err) {
    const found = findUnavailable(err.cause, depth + 1);
    if (found) return found;
  }
  if (err instanceof AggregateError) {
    for (const inner of err.errors) {
      const found = findUnavailable(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return findUnavailable(err) !== undefined;
}

/** A one-line reason for the log ("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432"), no stack. */
export function unavailableReason(err: unknown): string | undefined {
  const found = findUnavailable(err);
  if (!found) return undefined;
  const code = "code" in found && typeof found.code === "string" ? `${found.code} ` : "";
  return `${code}${"message" in found ? String(found.message) : ""}`.trim();
}
