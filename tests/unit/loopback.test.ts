import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackRequest } from "../../src/server/http/loopback";

describe("isLoopbackAddress", () => {
  it.each(["127.0.0.1", "127.255.0.9", "::1", "::ffff:127.0.0.1", "::FFFF:127.1.2.3"])(
    "%s is loopback",
    (a) => {
      expect(isLoopbackAddress(a)).toBe(true);
    },
  );

  it.each([
    undefined,
    "",
    "0.0.0.0",
    "10.0.0.1",
    "203.0.113.9",
    "128.0.0.1",
    "::",
    "::2",
    "::ffff:10.0.0.1",
    "2001:db8::1",
    "127.0.0.1.evil.example",
    "localhost",
  ])("%s is not", (a) => {
    expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe("isLoopbackRequest", () => {
  const request = (remoteAddress: string, ip: string, headers: Record<string, string> = {}) =>
    ({ socket: { remoteAddress }, ip, headers }) as unknown as FastifyRequest;

  it("needs both the socket's address and request.ip on this machine, and no proxy in between", () => {
    expect(isLoopbackRequest(request("127.0.0.1", "127.0.0.1"))).toBe(true);
    expect(isLoopbackRequest(request("::1", "::1"))).toBe(true);
    // A forged X-Forwarded-For trusted by TRUST_PROXY: request.ip says loopback, the socket does not.
    expect(isLoopbackRequest(request("203.0.113.9", "127.0.0.1"))).toBe(false);
    // A local reverse proxy: the socket is loopback, the client (request.ip) is not.
    expect(isLoopbackRequest(request("127.0.0.1", "203.0.113.9"))).toBe(false);
    // A local reverse proxy the app does not trust: it still says it forwarded someone's request.
    expect(isLoopbackRequest(request("127.0.0.1", "127.0.0.1", { "x-forwarded-for": "203.0.113.9" }))).toBe(
      false,
    );
    expect(isLoopbackRequest(request("127.0.0.1", "127.0.0.1", { forwarded: "for=203.0.113.9" }))).toBe(
      false,
    );
  });
});
