/**
 * A response body prepared once and sent many times: its bytes, their brotli form (and gzip form, for
 * the first client that asks for it) and a strong ETag. Each request only picks the form its
 * Accept-Encoding asks for, or answers 304 (the public list and the calendar feed of all classes;
 * @fastify/compress is off on their routes).
 */
import { createHash } from "node:crypto";
import { constants } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { compress } from "./compress-thread";

export type PreparedBody = {
  /** The body, and its compressed forms. */
  identity: Buffer;
  br: Buffer;
  /**
   * The gzip form, compressed when a client first asks for it and then kept. Every browser of the last
   * years accepts brotli, and public answers are prepared again after every public write: compressing
   * both forms each time spent a tenth of the app's thread on gzip forms nobody read (docs/decisions/0049).
   */
  gzip(): Buffer | Promise<Buffer>;
  /** Strong ETag: the quoted base64url SHA-256 of the body. */
  etag: string;
};

/**
 * Public answers are rebuilt after every public write, and under a steady stream of writes every read
 * may rebuild (issue 17's mixed load): quality 11 cost 174 ms of CPU for the 66 KB demo list, quality 6
 * costs about 1 ms for 14% more bytes (10.0 against 8.7 KB). Larger answers (the directory's page, 210 KB
 * with the demo data; the list of 10,000 trainers, 15 MB) take quality 5: for the directory's page
 * 4.8 ms against quality 9's 27.9 ms, for 3% more bytes (28.1 against 27.3 KB). Quality 9 kept the
 * compression thread a quarter busy under the bench's mixed load, on cores the app's thread shares
 * (docs/decisions/0049).
 */
function brotliQuality(bytes: number): number {
  return bytes <= 128 * 1024 ? 6 : 5;
}

export async function prepareBody(identity: Buffer): Promise<PreparedBody> {
  const br = await compress(identity, {
    kind: "br",
    options: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(identity.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    },
  });
  const etag = `"${createHash("sha256").update(identity).digest("base64url")}"`;
  let gz: Buffer | Promise<Buffer> | undefined;
  const gzip = () =>
    // zlib's default level 6: about a third of level 9's time for a percent or two more bytes. A failed
    // compression is not kept: the next request tries again.
    (gz ??= compress(identity, { kind: "gzip", options: { level: 6 } }).then(
      (done) => (gz = done),
      (err: unknown) => {
        gz = undefined;
        throw err;
      },
    ));
  return { identity, br, gzip, etag };
}

/**
 * Sends a prepared body: 304 when If-None-Match names its ETag, else the form the client accepts; a
 * promise only while the gzip form is first compressed.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  headers: { type: string; cacheControl: string; status?: number },
): undefined | Promise<void> {
  const status = headers.status ?? 200;
  reply.header("cache-control", headers.cacheControl).header("vary", "Accept-Encoding");
  // Only a 200 has a representation a cache may revalidate.
  if (status === 200) {
    reply.header("etag", body.etag);
    if (etagMatches(request.headers["if-none-match"], body.etag)) {
      reply.code(304).send();
      return;
    }
  }
  reply.code(status);
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  reply.type(headers.type);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  if (encoding !== "gzip") {
    reply.send(encoding === "br" ? body.br : body.identity);
    return;
  }
  const gz = body.gzip();
  if (!(gz instanceof Promise)) {
    reply.send(gz);
    return;
  }
  return gz.then((ready) => {
    reply.send(ready);
  });
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for If-None-Match) or is "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

export type Encoding = "br" | "gzip" | "identity";

/**
 * The best encoding the client accepts by its quality values; br before gzip before identity at equal
 * quality; q=0 refuses one. Identity is the answer when nothing else is acceptable.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // Browsers send a handful of distinct headers: remember the answer for each (bounded).
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  const encoding = negotiate(acceptEncoding);
  if (chosen.size >= 256) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

const chosen = new Map<string, Encoding>();

function negotiate(acceptEncoding: string): Encoding {
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(value) ? value : 0;
  }
  const quality = (name: string) => q[name] ?? q["*"] ?? 0;
  const ranked: [Encoding, number][] = [
    ["br", quality("br")],
    ["gzip", Math.max(quality("gzip"), q["x-gzip"] ?? 0)],
    // Identity is always acceptable; unless the client ranks it by name it comes after any compression.
    ["identity", q.identity ?? 0.001],
  ];
  // The highest quality wins; at equal quality the earlier (smaller) form.
  const [best] = ranked.reduce((a, b) => (b[1] > a[1] ? b : a));
  return ranked.find(([name]) => name === best)![1] > 0 ? best : "identity";
}
