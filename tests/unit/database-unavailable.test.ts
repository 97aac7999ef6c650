import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableReason } from "../../src/server/db/unavailable";

/** A server error as node-postgres raises it. */
function sqlError(code: string, message = "server error"): pg.DatabaseError {
  const err = new pg.DatabaseError(message, message.length, "error");
  err.code = code;
  return err;
}

/** A socket error as Node raises it. */
function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect" });
}

const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

describe("isDatabaseUnavailable", () => {
  it.each(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"])("a socket %s", (code) => {
    expect(isDatabaseUnavailable(systemError(code))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Query read timeout",
    "Client has encountered a connection error and is not queryable",
    "PGlite is closed",
    "Cannot use a pool after calling end on the pool",
  ])("the driver's %j", (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it.each([
    ["08006", "connection failure"],
    ["08001", "unable to connect"],
    ["08P01", "protocol violation"],
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "crash shutdown"],
    ["57P03", "the database system is starting up"],
    ["53300", "sorry, too many clients already"],
    ["57014", "canceling statement due to statement timeout"],
  ])("SQLSTATE %s (%s)", (code, message) => {
    expect(isDatabaseUnavailable(sqlError(code, message))).toBe(true);
  });

  it("looks through Drizzle's wrapper and pg-pool's connect timeout", () => {
    const timeout = new Error("Connection terminated due to connection timeout", {
      cause: new Error("Connection terminated unexpectedly"),
    });
    expect(isDatabaseUnavailable(wrapped(timeout))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(sqlError("57P01")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("outer", { cause: wrapped(systemError("ECONNREFUSED")) }))).toBe(
      true,
    );
  });

  it("looks into an AggregateError (a host with several addresses refused on each)", () => {
    const refused = new AggregateError([systemError("ECONNREFUSED"), systemError("ECONNREFUSED")]);
    expect(isDatabaseUnavailable(wrapped(refused))).toBe(true);
  });

  it.each([
    ["a unique violation", sqlError("23505", "duplicate key value violates unique constraint")],
    ["a syntax error", sqlError("42601", "syntax error at or near")],
    ["a deadlock", sqlError("40P01", "deadlock detected")],
    ["Drizzle's wrapper around a constraint error", wrapped(sqlError("23503"))],
    ["a plain error", new Error("something else")],
    ["a message that only mentions a timeout", new Error("Query took too long: Query read timeout")],
    [
      "an HTTP status error",
      Object.assign(new Error("Not Found"), { statusCode: 404, code: "FST_ERR_NOT_FOUND" }),
    ],
  ])("not %s", (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it("not for values that are no errors, and not forever on a cause cycle", () => {
    for (const value of [undefined, null, "ECONNREFUSED", 57014, {}])
      expect(isDatabaseUnavailable(value)).toBe(false);
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("unavailableReason", () => {
  it("names the innermost cause in one line", () => {
    expect(unavailableReason(wrapped(systemError("ECONNREFUSED")))).toBe(
      "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432",
    );
    expect(unavailableReason(wrapped(new Error("Query read timeout")))).toBe("Query read timeout");
    expect(unavailableReason(new Error("other"))).toBeUndefined();
  });
});
