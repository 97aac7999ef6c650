/**
 * A prepared body (src/server/http/prepared-body.ts): brotli at once, gzip compressed for the first client
 * that asks for it and kept from then on.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareBody } from "../../src/server/http/prepared-body";

describe("prepareBody", () => {
  const text = Buffer.from("<p>Self-defense classes near you</p>".repeat(200));

  it("holds the body, its brotli form and a strong ETag of the body", async () => {
    const body = await prepareBody(text);
    expect(brotliDecompressSync(body.br).equals(text)).toBe(true);
    expect(body.br.length).toBeLessThan(text.length / 10);
    expect(body.etag).toMatch(/^"[\w-]{43}"$/);
    expect((await prepareBody(Buffer.from(text))).etag).toBe(body.etag);
  });

  it("compresses the gzip form on the first ask only, then hands the same bytes at once", async () => {
    const body = await prepareBody(text);
    const first = body.gzip();
    expect(first).toBeInstanceOf(Promise);
    const gz = await first;
    expect(gunzipSync(gz).equals(text)).toBe(true);
    const again = body.gzip();
    expect(again).toBe(gz);
  });
});
