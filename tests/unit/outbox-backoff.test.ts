import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, nextTryAfterFailure, RETRY_WAITS_MS } from "../../src/server/modules/outbox/backoff";
import { deliveryErrorText } from "../../src/server/plugins/mail";

const MINUTE = 60_000;
const now = new Date("2026-11-22T15:00:00Z");

describe("the outbox's retries", () => {
  it("wait a minute after the first failure, longer after each, an hour at most", () => {
    expect(nextTryAfterFailure(1, now)).toEqual(new Date(now.getTime() + MINUTE));
    for (let i = 1; i < RETRY_WAITS_MS.length; i++)
      expect(RETRY_WAITS_MS[i]!).toBeGreaterThan(RETRY_WAITS_MS[i - 1]!);
    expect(Math.max(...RETRY_WAITS_MS)).toBe(60 * MINUTE);
  });

  it("span more than an hour before the e-mail is failed", () => {
    const span = RETRY_WAITS_MS.reduce((a, b) => a + b, 0);
    expect(span).toBeGreaterThan(60 * MINUTE);
    expect(MAX_ATTEMPTS).toBe(RETRY_WAITS_MS.length + 1);
  });

  it("stop after the last try", () => {
    expect(nextTryAfterFailure(MAX_ATTEMPTS - 1, now)).toEqual(new Date(now.getTime() + 60 * MINUTE));
    expect(nextTryAfterFailure(MAX_ATTEMPTS, now)).toBeNull();
  });
});

describe("deliveryErrorText", () => {
  it("keeps no e-mail address and stays short", () => {
    const text = deliveryErrorText(
      new Error("550 5.1.1 <ines.okoro@example.com>: Recipient address rejected"),
    );
    expect(text).toBe("Error: 550 5.1.1 <[redacted]>: Recipient address rejected");
    expect(deliveryErrorText("x".repeat(2000))).toHaveLength(500);
  });
});
