import { describe, expect, it } from "vitest";
import { AnswerCache, jsonAnswer, nextQuarterHour } from "../../src/server/http/answer-cache";

const T0 = Date.parse("2026-11-22T15:07:00Z");

describe("AnswerCache", () => {
  it("builds once per key and version, concurrent requests sharing the build", async () => {
    const cache = new AnswerCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return jsonAnswer(200, { n: builds });
    };
    const [a, b] = await Promise.all([cache.get("k", 1, T0, build), cache.get("k", 1, T0, build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    // Kept: answered without a promise.
    const kept = cache.get("k", 1, T0 + 1000, build);
    expect(kept).not.toBeInstanceOf(Promise);
    expect(JSON.parse((kept as Awaited<typeof a>).identity.toString())).toEqual({ n: 1 });
    // The public data moved: built again.
    const next = await cache.get("k", 2, T0 + 1000, build);
    expect(JSON.parse(next.identity.toString())).toEqual({ n: 2 });
  });

  it("rebuilds at the next quarter hour, when 'today' may have changed somewhere", async () => {
    const cache = new AnswerCache();
    let builds = 0;
    const build = async () => jsonAnswer(200, { n: ++builds });
    await cache.get("k", 1, T0, build);
    expect(cache.get("k", 1, Date.parse("2026-11-22T15:14:59Z"), build)).not.toBeInstanceOf(Promise);
    await cache.get("k", 1, Date.parse("2026-11-22T15:15:00Z"), build);
    expect(builds).toBe(2);
  });

  it("keeps no failed build", async () => {
    const cache = new AnswerCache();
    await expect(cache.get("k", 1, T0, () => Promise.reject(new Error("db down")))).rejects.toThrow();
    const ok = await cache.get("k", 1, T0, async () => jsonAnswer(200, { ok: true }));
    expect(ok.status).toBe(200);
  });

  it("stays within its bounds, dropping the oldest first", async () => {
    const cache = new AnswerCache({ maxEntries: 3 });
    for (const key of ["a", "b", "c", "d"]) await cache.get(key, 1, T0, async () => jsonAnswer(200, key));
    expect(cache.stats.entries).toBe(3);
    let rebuilt = false;
    await cache.get("a", 1, T0, async () => {
      rebuilt = true;
      return jsonAnswer(200, "a");
    });
    expect(rebuilt).toBe(true);
    const byBytes = new AnswerCache({ maxBytes: 1000 });
    for (let i = 0; i < 20; i++)
      await byBytes.get(`k${i}`, 1, T0, async () => jsonAnswer(200, "x".repeat(200)));
    expect(byBytes.stats.bytes).toBeLessThanOrEqual(1000);
  });

  it("keeps an answer until its own validUntil when it names one", async () => {
    const cache = new AnswerCache();
    let builds = 0;
    const until = Date.parse("2026-11-23T06:00:00Z");
    const build = async () => ({ ...jsonAnswer(200, { n: ++builds }), validUntil: until });
    await cache.get("list", 1, T0, build);
    expect(cache.get("list", 1, until - 1, build)).not.toBeInstanceOf(Promise);
    await cache.get("list", 1, until, build);
    expect(builds).toBe(2);
  });

  it("drops the least recently used first, and never the answer just kept", async () => {
    const cache = new AnswerCache({ maxEntries: 3 });
    for (const key of ["hot", "b", "c"]) await cache.get(key, 1, T0, async () => jsonAnswer(200, key));
    cache.get("hot", 1, T0, async () => jsonAnswer(200, "rebuilt"));
    await cache.get("d", 1, T0, async () => jsonAnswer(200, "d"));
    expect(cache.get("hot", 1, T0, async () => jsonAnswer(200, "rebuilt"))).not.toBeInstanceOf(Promise);
    const tiny = new AnswerCache({ maxBytes: 100 });
    await tiny.get("big", 1, T0, async () => jsonAnswer(200, "x".repeat(5000)));
    expect(tiny.get("big", 1, T0, async () => jsonAnswer(200, "again"))).not.toBeInstanceOf(Promise);
  });

  it("spares an answer read since it was kept once, and stays within its bounds when every one was read", async () => {
    const cache = new AnswerCache({ maxEntries: 3 });
    const kept = (key: string) =>
      !(cache.get(key, 1, T0, async () => jsonAnswer(200, "rebuilt")) instanceof Promise);
    for (const key of ["a", "b", "c"]) await cache.get(key, 1, T0, async () => jsonAnswer(200, key));
    for (const key of ["a", "b", "c"]) expect(kept(key)).toBe(true);
    // All three were read: one is dropped all the same, the oldest after their second chance.
    await cache.get("d", 1, T0, async () => jsonAnswer(200, "d"));
    expect(cache.stats.entries).toBe(3);
    expect(kept("d")).toBe(true);
    // "a" went; "b" was read again since, "c" was not: "c" goes next.
    expect(kept("b")).toBe(true);
    await cache.get("e", 1, T0, async () => jsonAnswer(200, "e"));
    expect(cache.stats.entries).toBe(3);
    expect(kept("c")).toBe(false);
  });

  it("nextQuarterHour is the next quarter hour of UTC", () => {
    expect(new Date(nextQuarterHour(T0)).toISOString()).toBe("2026-11-22T15:15:00.000Z");
    expect(new Date(nextQuarterHour(Date.parse("2026-11-22T15:15:00Z"))).toISOString()).toBe(
      "2026-11-22T15:30:00.000Z",
    );
  });
});
