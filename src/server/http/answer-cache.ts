/**
 * Public answers prepared once per state of the public data (issue 9.7): a trainer's profile and class
 * pages, their API answers and calendar files are read thousands of times for each change, so each is
 * built once (bytes, gzip, brotli, ETag: prepared-body.ts) and kept, bounded, until the public-data
 * version moves or "today" may have changed. A request then costs a map look-up and a buffer write.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { type PreparedBody, prepareBody, sendPrepared } from "./prepared-body";

export type PreparedAnswer = PreparedBody & {
  status: number;
  type: string;
  cacheControl: string;
  /** A redirect's target path (its query is added per request). */
  redirect?: string;
  /** More headers (a download's Content-Disposition). */
  headers?: Record<string, string>;
  /**
   * Memory held: the body and its brotli form, and a guess at the gzip form a client may yet ask for
   * (a quarter more than brotli's), so that the cache's bound holds either way.
   */
  size: number;
};

export type AnswerSource = {
  status: number;
  type: string;
  cacheControl: string;
  body: string;
  redirect?: string;
  headers?: Record<string, string>;
  /** When the answer must be rebuilt (ms since epoch); by default the next quarter hour. */
  validUntil?: number;
};

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * Answers list upcoming classes ("today" in the trainer's and the class's time zone) and a class's past
 * flag. Every zone's midnight falls on a quarter hour of UTC, so an answer built now holds until the next
 * quarter hour; rebuilding a kept answer four times an hour costs nothing noticeable.
 */
export function nextQuarterHour(now: number): number {
  return (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
}

/** `used`: read since it was kept or last spared (the eviction's second chance, see keep). */
type Entry = { answer: PreparedAnswer; validUntil: number; used?: boolean };

export type AnswerCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  /** Told of each look-up: a kept answer or a build joined (hit), or a new build (miss). For /metrics. */
  onLookup?: (result: "hit" | "miss") => void;
};

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<PreparedAnswer>>();
  private version = -1;
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly onLookup: (result: "hit" | "miss") => void;

  constructor(options: AnswerCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 4000;
    this.maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
    this.onLookup = options.onLookup ?? (() => {});
  }

  /**
   * The kept answer for `key` when it is of this version and still valid, else one build shared by
   * concurrent requests. A failed build is not kept: the next request tries again.
   */
  get(
    key: string,
    version: number,
    now: number,
    build: () => Promise<AnswerSource | PreparedAnswer>,
  ): PreparedAnswer | Promise<PreparedAnswer> {
    if (version !== this.version) this.reset(version);
    const entry = this.entries.get(key);
    if (entry && now < entry.validUntil) {
      // Marked, not moved: moving the entry to the end of the map on every read cost more than the rest
      // of the look-up (1.5% of a public read's CPU); eviction spares what was read (keep).
      entry.used = true;
      this.onLookup("hit");
      return entry.answer;
    }
    const pending = this.building.get(key);
    this.onLookup(pending ? "hit" : "miss");
    if (pending) return pending;
    const promise = build()
      // An answer many keys share (the not-found page) comes prepared: no compression per unknown key.
      .then(async (source) => ({
        answer: "etag" in source ? { ...source, size: 0 } : await prepareAnswer(source),
        validUntil: ("etag" in source ? undefined : source.validUntil) ?? nextQuarterHour(now),
      }))
      .then((entry) => {
        if (this.building.get(key) === promise) this.building.delete(key);
        // Invalidated while building: serve this answer once, but do not keep it.
        if (version === this.version) this.keep(key, entry);
        return entry.answer;
      })
      .catch((err: unknown) => {
        if (this.building.get(key) === promise) this.building.delete(key);
        throw err;
      });
    this.building.set(key, promise);
    return promise;
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private reset(version: number) {
    this.version = version;
    this.entries.clear();
    this.building.clear();
    this.bytes = 0;
  }

  /**
   * Keeps the newest. When the cache is full the oldest go first (Map order is the order of keeping),
   * but one read since it was kept is moved to the end instead, once (a second chance): what is read
   * often (the directory list) is never the first to go. Never the one just kept, however large.
   */
  private keep(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.answer.size;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.answer.size;
    while ((this.entries.size > this.maxEntries || this.bytes > this.maxBytes) && this.entries.size > 1) {
      const first = this.entries.entries().next();
      if (first.done) break;
      const [oldest, e] = first.value;
      this.entries.delete(oldest);
      if (oldest === key || e.used) {
        e.used = false;
        this.entries.set(oldest, e);
      } else this.bytes -= e.answer.size;
    }
  }
}

export async function prepareAnswer(source: AnswerSource): Promise<PreparedAnswer> {
  const body = await prepareBody(Buffer.from(source.body));
  return {
    ...body,
    status: source.status,
    type: source.type,
    cacheControl: source.cacheControl,
    redirect: source.redirect,
    headers: source.headers,
    size: body.identity.length + Math.ceil(body.br.length * 2.25),
  };
}

/** Sends a prepared answer: its redirect (with the request's query), or its bytes with 304 on a match. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  query = "",
): undefined | Promise<void> {
  if (answer.headers) reply.headers(answer.headers);
  if (answer.redirect) {
    reply.header("cache-control", answer.cacheControl);
    reply.redirect(query ? `${answer.redirect}?${query}` : answer.redirect, answer.status);
    return;
  }
  return sendPrepared(request, reply, answer, answer);
}

/** Sends an answer that is kept or still being built, without a promise when it is kept. */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer | Promise<PreparedAnswer>,
  query = "",
): undefined | Promise<void> {
  if (!(answer instanceof Promise)) return sendAnswer(request, reply, answer, query);
  return answer.then((ready) => sendAnswer(request, reply, ready, query));
}

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer to prepare; public reads revalidate by ETag (304) rather than trust a stale copy. */
export function jsonAnswer(status: number, value: unknown, cacheControl = "no-cache"): AnswerSource {
  return { status, type: JSON_TYPE, cacheControl, body: JSON.stringify(value) };
}
