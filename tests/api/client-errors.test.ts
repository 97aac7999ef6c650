/**
 * Requests Node cannot parse (http/client-error-page.ts): an over-long header gets a styled HTML page
 * with 431, a malformed request line a styled 400, never raw JSON. A plain client (curl, a health probe:
 * no Accept-Encoding) gets every page as HTML. Needs a real listening socket: inject skips Node's parser.
 */

import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp, testWebDir } from "../support/test-app";

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp(undefined, undefined, undefined, (config) => {
    config.webDir = testWebDir();
  });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

it("answers an over-long header with a styled 431 page", async () => {
  const answer = await raw(
    `GET /find-trainer HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  expect(answer).toContain("Content-Type: text/html; charset=utf-8");
  expect(answer).toContain("<h1>Request Header Fields Too Large</h1>");
  expect(answer).toContain('href="/find-trainer"');
  expect(answer).not.toContain('"statusCode"');
});

it("answers a malformed request with a styled 400 page", async () => {
  const answer = await raw("NOT A REQUEST\r\n\r\n");
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toContain("<h1>Bad Request</h1>");
});

it("still serves a well-formed request on the same server", async () => {
  const answer = await raw("GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
});

it("serves pages as plain HTML to a client that sends no Accept-Encoding", async () => {
  const [first] = JSON.parse((await t.app.inject({ method: "GET", url: "/api/public-trainers" })).body) as {
    customUrlSlug: string;
  }[];
  for (const path of ["/", "/find-trainer", `/${first!.customUrlSlug}`, "/public/classes"]) {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(answer, path).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer, path).toMatch(/content-type: text\/html/i);
    expect(answer, path).not.toMatch(/content-encoding/i);
    expect(answer, path).toMatch(/<!doctype html>/i);
  }
});
