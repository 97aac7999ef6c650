/** The pure rules of class reservations (src/shared/reservation-rules.ts; docs/decisions/0044). */
import { describe, expect, it } from "vitest";
import {
  fits,
  isClosed,
  normalEmail,
  noShowRate,
  offerDeadline,
  pendingDeadline,
  pickOffers,
  spotsLeft,
} from "../../src/shared/reservation-rules";

const at = (iso: string) => new Date(iso);

describe("spots", () => {
  it("counts down from the capacity, never below 0; no capacity is unlimited", () => {
    expect(spotsLeft(10, 7)).toBe(3);
    expect(spotsLeft(10, 12)).toBe(0);
    expect(spotsLeft(null, 50)).toBeNull();
    expect(fits(10, 9, 1)).toBe(true);
    expect(fits(10, 9, 2)).toBe(false);
    expect(fits(null, 1000, 4)).toBe(true);
  });
});

describe("deadlines", () => {
  const start = at("2026-11-26T00:00:00Z");
  it("gives 30 minutes to confirm", () => {
    expect(pendingDeadline(at("2026-11-22T15:00:00Z")).toISOString()).toBe("2026-11-22T15:30:00.000Z");
  });
  it("gives an offer 12 hours, or until 2 hours before the class, whichever is first", () => {
    expect(offerDeadline(at("2026-11-22T15:00:00Z"), start).toISOString()).toBe("2026-11-23T03:00:00.000Z");
    expect(offerDeadline(at("2026-11-25T15:00:00Z"), start).toISOString()).toBe("2026-11-25T22:00:00.000Z");
  });
  it("runs a last-minute offer until the class starts", () => {
    expect(offerDeadline(at("2026-11-25T23:00:00Z"), start).toISOString()).toBe("2026-11-26T00:00:00.000Z");
  });
  it("closes reservations at the start", () => {
    expect(isClosed(at("2026-11-25T23:59:59Z"), start)).toBe(false);
    expect(isClosed(start, start)).toBe(true);
  });
});

describe("offers", () => {
  const list = [
    { id: "a", partySize: 4 },
    { id: "b", partySize: 2 },
    { id: "c", partySize: 1 },
    { id: "d", partySize: 1 },
  ];
  it("goes down the waitlist in order, skipping a party that does not fit", () => {
    expect(pickOffers(3, list).map((r) => r.id)).toEqual(["b", "c"]);
    expect(pickOffers(4, list).map((r) => r.id)).toEqual(["a"]);
    expect(pickOffers(0, list)).toEqual([]);
    expect(pickOffers(Number.POSITIVE_INFINITY, list)).toHaveLength(4);
  });
  it("compares e-mails without case or spaces", () => {
    expect(normalEmail("  Ann@Example.COM ")).toBe("ann@example.com");
  });
});

describe("the no-show rate", () => {
  it("is the share of marked reservations not attended, to three places", () => {
    expect(noShowRate(4, 1)).toBe(0.25);
    expect(noShowRate(3, 1)).toBe(0.333);
    expect(noShowRate(2, 0)).toBe(0);
  });
  it("is none, not 0, when nothing was marked", () => {
    expect(noShowRate(0, 0)).toBeNull();
  });
});
