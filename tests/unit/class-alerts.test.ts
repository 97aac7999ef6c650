/**
 * Class alerts' rules (issue 32, decision 0042): the signed links (purpose, secret, expiry), which new
 * classes an alert lists (created since, within the distance, by the directory's rule), at most one
 * e-mail a day, the demand view's order and the places' parts.
 */
import { describe, expect, it } from "vitest";
import { ALERT_MAIL_KIND, AlertLinks, CONFIRM_MAIL_KIND } from "../../src/server/modules/class-alerts/links";
import { signToken, verifyToken } from "../../src/server/platform/signed-token";
import { readTokenPayload } from "../../src/shared/class-alert-texts";
import {
  alertDue,
  alertSince,
  byDemandWithoutSupply,
  newClassesWithin,
  placeParts,
} from "../../src/shared/class-alerts";
import type { DemandRow } from "../../src/shared/contracts/class-alerts";
import { distanceMiles } from "../../src/shared/directory-rules";

const SECRET = "a-test-secret-of-at-least-32-characters!";
const now = new Date("2026-06-01T15:00:00Z");
const HOUR = 3_600_000;

describe("signed tokens", () => {
  const payload = { e: "ana@example.com", p: "Fargo, ND", d: 25, x: now.getTime() / 1000 + 48 * 3600 };
  const token = signToken(SECRET, "confirm", payload);

  it("give back their payload for the same secret and purpose", () => {
    expect(verifyToken(SECRET, "confirm", token, now)).toEqual({ ok: true, payload });
  });

  it("are worthless for another purpose, another secret, or with a changed payload", () => {
    expect(verifyToken(SECRET, "unsubscribe", token, now)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(`${SECRET}x`, "confirm", token, now)).toEqual({ ok: false, reason: "invalid" });
    const [, signature] = token.split(".");
    const other = Buffer.from(JSON.stringify({ ...payload, e: "eve@example.com" })).toString("base64url");
    expect(verifyToken(SECRET, "confirm", `${other}.${signature}`, now)).toMatchObject({ ok: false });
    for (const bad of ["", "abc", `${token}.x`, `.${signature}`, `${token.split(".")[0]}.`])
      expect(verifyToken(SECRET, "confirm", bad, now), bad).toEqual({ ok: false, reason: "invalid" });
  });

  it("expire when their payload says", () => {
    expect(verifyToken(SECRET, "confirm", token, new Date(now.getTime() + 48 * HOUR - 1000)).ok).toBe(true);
    expect(verifyToken(SECRET, "confirm", token, new Date(now.getTime() + 48 * HOUR))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("are read on the page without their signature, accents included", () => {
    const t = signToken(SECRET, "confirm", { e: "zoé@example.com", p: "Montréal, QC", d: 10 });
    expect(readTokenPayload(t)).toEqual({ e: "zoé@example.com", p: "Montréal, QC", d: 10 });
    for (const bad of ["", "%%%.x", "bm90IGpzb24.x", `${Buffer.from("[1]").toString("base64url")}.x`])
      expect(readTokenPayload(bad), bad).toBeUndefined();
  });
});

describe("the alerts' links", () => {
  const links = new AlertLinks("https://trainers.example", SECRET);
  const request = { email: "ana@example.com", place: "Fargo, ND", distance: 25 as const };

  it("confirm for 48 hours, then say the link expired", () => {
    const url = new URL(links.confirmUrl(request, now));
    expect(url.origin + url.pathname).toBe("https://trainers.example/class-alerts/confirm");
    const token = url.searchParams.get("token")!;
    expect(links.readConfirm(token, new Date(now.getTime() + 47 * HOUR))).toEqual(request);
    expect(() => links.readConfirm(token, new Date(now.getTime() + 48 * HOUR))).toThrow(/expired/);
    // A confirmation link does not unsubscribe, nor the other way round.
    expect(() => links.readUnsubscribe(token, now)).toThrow(/isn't valid/);
  });

  it("give an alert List-Unsubscribe headers, the same every time, and no other e-mail", () => {
    const headers = links.mailHeaders({ kind: ALERT_MAIL_KIND, to: "ana@example.com" })!;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(https:\/\/[^>]+)>$/.exec(headers["List-Unsubscribe"]!)![1]!;
    expect(new URL(url).pathname).toBe("/api/class-alerts/unsubscribe");
    expect(links.mailHeaders({ kind: ALERT_MAIL_KIND, to: "ana@example.com" })).toEqual(headers);
    expect(links.readUnsubscribe(new URL(url).searchParams.get("token")!, now)).toBe("ana@example.com");
    // The visible link opens the page with the same token.
    expect(new URL(links.unsubscribePageUrl("ana@example.com")).searchParams.get("token")).toBe(
      new URL(url).searchParams.get("token"),
    );
    expect(links.mailHeaders({ kind: CONFIRM_MAIL_KIND, to: "ana@example.com" })).toBeUndefined();
    expect(links.mailHeaders({ kind: "login-link", to: "ana@example.com" })).toBeUndefined();
  });

  it("are off without a secret (production without LINK_SIGNING_SECRET)", () => {
    const off = new AlertLinks("https://trainers.example", undefined);
    expect(off.enabled).toBe(false);
    expect(() => off.confirmUrl(request, now)).toThrow(/not available/);
    expect(off.mailHeaders({ kind: ALERT_MAIL_KIND, to: "ana@example.com" })).toBeUndefined();
  });
});

describe("which new classes an alert lists", () => {
  const fargo = { lat: 46.8772, lng: -96.7898 };
  const casselton = { lat: 46.9, lng: -97.2111 }; // some 20 miles west
  const denver = { lat: 39.7392, lng: -104.9847 };
  const since = new Date("2026-06-01T00:00:00Z");
  const at = (ms: number) => new Date(since.getTime() + ms);
  const candidates = [
    { id: "near-new", createdAt: at(1000), point: casselton },
    { id: "near-old", createdAt: since, point: casselton },
    { id: "far-new", createdAt: at(1000), point: denver },
    { id: "nowhere", createdAt: at(1000), point: null },
  ];

  it("lists classes created after the last e-mail within the distance, by the directory's rule", () => {
    const miles = distanceMiles(fargo, casselton);
    expect(miles).toBeGreaterThan(10);
    expect(miles).toBeLessThan(25);
    const ids = (m: number) =>
      newClassesWithin({ point: fargo, miles: m, since }, candidates).map((c) => c.id);
    expect(ids(25)).toEqual(["near-new"]);
    expect(ids(10)).toEqual([]);
    // At the distance itself it is in; a class without a known place never is.
    expect(ids(miles)).toEqual(["near-new"]);
    expect(ids(5000)).toEqual(["near-new", "far-new"]);
  });

  it("start from the last e-mail, or from the confirmation when none was sent since", () => {
    const confirmedAt = new Date("2026-05-01T00:00:00Z");
    expect(alertSince({ confirmedAt, lastSentAt: null })).toEqual(confirmedAt);
    expect(alertSince({ confirmedAt, lastSentAt: since })).toEqual(since);
    // Confirmed again after an e-mail (the distance changed): the later one.
    expect(alertSince({ confirmedAt: at(5000), lastSentAt: since })).toEqual(at(5000));
  });
});

describe("at most one e-mail a day", () => {
  it("is due with none sent, or the last one on an earlier day (UTC)", () => {
    expect(alertDue(null, now)).toBe(true);
    expect(alertDue(new Date("2026-06-01T00:00:00Z"), now)).toBe(false);
    expect(alertDue(new Date("2026-06-01T14:59:59Z"), now)).toBe(false);
    expect(alertDue(new Date("2026-05-31T23:59:59Z"), now)).toBe(true);
    // Yesterday's run a few seconds later in the day than today's: still due.
    expect(alertDue(new Date("2026-05-31T15:00:05Z"), now)).toBe(true);
  });
});

describe("the demand view", () => {
  const row = (
    city: string,
    subscriptions: number,
    trainers: number,
    upcomingClasses: number,
  ): DemandRow => ({
    region: "ND",
    regionName: "North Dakota",
    city,
    subscriptions,
    trainers,
    upcomingClasses,
  });

  it("puts demand without supply first", () => {
    const rows = [
      row("Served", 6, 2, 5),
      row("Unserved", 3, 0, 0),
      row("Trainer, no class", 3, 1, 0),
      row("Busy", 40, 3, 4),
      row("Quiet", 1, 0, 0),
    ];
    expect(rows.sort(byDemandWithoutSupply).map((r) => r.city)).toEqual([
      "Busy",
      "Unserved",
      "Trainer, no class",
      "Served",
      "Quiet",
    ]);
  });

  it("reads a gazetteer name's city and region", () => {
    expect(placeParts("Fargo, ND")).toEqual({ city: "Fargo", region: "ND" });
    expect(placeParts("Tulsa, OK 74103")).toEqual({ city: "Tulsa", region: "OK" });
    expect(placeParts("Calgary, AB T2P")).toEqual({ city: "Calgary", region: "AB" });
    expect(placeParts("St. John's, NL")).toEqual({ city: "St. John's", region: "NL" });
    expect(placeParts("somewhere")).toBeUndefined();
  });
});
