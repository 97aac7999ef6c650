/** The retention rule as dates (modules/retention/periods.ts) and its configuration (config.ts). */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { describeRetention, retentionCutoffs } from "../../src/server/modules/retention/periods";

const NOW = new Date("2026-11-27T03:40:00Z");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe("retention periods", () => {
  it("defaults: tokens a day past expiry, sent e-mails 30 days, payloads 90, places 90, job runs 90", () => {
    const config = loadConfig({ NODE_ENV: "test" });
    expect(config.retention).toEqual({
      tokenDays: 1,
      outboxDays: 30,
      webhookPayloadDays: 90,
      geocodeDays: 90,
      jobRunDays: 90,
    });
    expect(retentionCutoffs(NOW, config.retention)).toEqual({
      sessionExpiry: NOW,
      sessionIdle: daysBefore(14),
      tokenExpiry: daysBefore(1),
      outboxSent: daysBefore(30),
      webhookPayload: daysBefore(90),
      geocodeFound: daysBefore(90),
      geocodeMiss: daysBefore(7),
      jobRuns: daysBefore(90),
      // Not configuration: attendees' details 90 days after the class (issue 33 §6).
      reservationClassDate: "2026-08-29",
    });
  });

  it("each period is set by its variable", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      RETENTION_TOKEN_DAYS: "0",
      RETENTION_OUTBOX_DAYS: "7",
      RETENTION_WEBHOOK_PAYLOAD_DAYS: "30",
      RETENTION_GEOCODE_DAYS: "365",
      RETENTION_JOB_RUNS_DAYS: "14",
    });
    const cut = retentionCutoffs(NOW, config.retention);
    expect(cut.tokenExpiry).toEqual(NOW);
    expect(cut.outboxSent).toEqual(daysBefore(7));
    expect(cut.webhookPayload).toEqual(daysBefore(30));
    expect(cut.geocodeFound).toEqual(daysBefore(365));
    expect(cut.jobRuns).toEqual(daysBefore(14));
    // Not configuration: the sessions' idle rule and the geocoder's no-match week.
    expect(cut.sessionIdle).toEqual(daysBefore(14));
    expect(cut.geocodeMiss).toEqual(daysBefore(7));
  });

  it.each([
    ["RETENTION_OUTBOX_DAYS", "0"],
    ["RETENTION_WEBHOOK_PAYLOAD_DAYS", "-1"],
    ["RETENTION_GEOCODE_DAYS", "ninety"],
    ["RETENTION_JOB_RUNS_DAYS", "1.5"],
    ["RETENTION_TOKEN_DAYS", "4000"],
  ])("refuses %s=%s, naming the variable", (name, value) => {
    expect(() => loadConfig({ NODE_ENV: "test", [name]: value })).toThrow(
      // A name with TOKEN in it is shown without its value (config.ts: it may be a secret).
      new RegExp(`^Invalid configuration: ${name}[=:]`),
    );
  });

  it("the outcome names every kind, zeros too", () => {
    expect(
      describeRetention({
        sessions: 3,
        tokens: 5,
        sentEmails: 0,
        webhookPayloads: 1,
        geocodeEntries: 2,
        jobRuns: 0,
        reservations: 4,
      }),
    ).toBe(
      "sessions 3, tokens 5, sent e-mails 0, webhook payloads 1, geocode entries 2, job runs 0, reservations 4",
    );
  });
});
