import { describe, expect, it } from "vitest";
import { ConfigError, DEVELOPMENT_LINK_SECRET, loadConfig } from "../../src/server/config";

/** What production needs to start. */
const PRODUCTION = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://trainers.example.com",
  SMTP_URL: "smtps://user:pass@smtp.example.com:465",
  ADMIN_EMAILS: "owner@trainers.example.com",
};

/** The ConfigError's lines for an environment. */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split("\n");
  }
  throw new Error("loadConfig accepted the environment");
}

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.demoData).toBe(true);
    expect(config.adminEmails).toEqual(["admin@example.com"]);
    expect(config.site.brandName).toBe("Soul Punch");
    expect(config.testPageEnabled).toBe(true);
  });

  it("runs background jobs and the renewal reminders unless turned off; API tests start no timers", () => {
    expect(loadConfig({})).toMatchObject({ jobs: true, renewalReminders: true });
    expect(loadConfig(PRODUCTION)).toMatchObject({ jobs: true, renewalReminders: true });
    expect(loadConfig({ RENEWAL_REMINDERS: "off", JOBS: "off" })).toMatchObject({
      jobs: false,
      renewalReminders: false,
    });
    expect(loadConfig({ NODE_ENV: "test" }).jobs).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", JOBS: "on" }).jobs).toBe(true);
  });

  it("names the variable in one line when a value is wrong", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "abc" });
    } catch (err) {
      expect((err as Error).message).toMatch(/^Invalid configuration: PORT="abc": /);
      expect((err as Error).message).not.toContain("\n");
    }
  });

  it.each([
    ["DATABASE_URL", "mysql://x"],
    ["DEMO_DATA", "maybe"],
    ["ADMIN_EMAILS", "admin@example.com,not-an-email"],
    ["SMTP_URL", "http://mail"],
    ["NODE_ENV", "staging"],
  ])("refuses %s=%s", (name, value) => {
    // Named, with the value only when it cannot hold a secret (an address may carry a password).
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}(=|: )`));
  });

  it("hides the test page in production unless enabled", () => {
    expect(loadConfig(PRODUCTION).testPageEnabled).toBe(false);
    expect(loadConfig({ ...PRODUCTION, ENABLE_TEST_PAGE: "on" }).testPageEnabled).toBe(true);
  });

  it("reads a list of admin e-mails in lower case", () => {
    expect(loadConfig({ ADMIN_EMAILS: "A@Example.com, b@example.com" }).adminEmails).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });

  it("listens on 127.0.0.1 outside production and on 0.0.0.0 in production, unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "development", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(PRODUCTION).host).toBe("0.0.0.0");
    expect(loadConfig({ ...PRODUCTION, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
  });

  it("loads demo data by default outside production only", () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", DEMO_DATA: "off" }).demoData).toBe(false);
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: "on" }).demoData).toBe(true);
  });

  it("accepts a complete production configuration", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.production).toBe(true);
    expect(config.publicUrl).toBe("https://trainers.example.com");
    expect(config.smtpUrl).toBe("smtps://user:pass@smtp.example.com:465");
    expect(config.adminEmails).toEqual(["owner@trainers.example.com"]);
  });

  it("refuses production without PUBLIC_URL", () => {
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: undefined })).toEqual([
      "Invalid configuration: PUBLIC_URL is required in production (the address people use to reach the site).",
    ]);
    expect(refusal({ ...PRODUCTION, PUBLIC_URL: "" })).toHaveLength(1);
  });

  it("refuses production without a mail transport", () => {
    expect(refusal({ ...PRODUCTION, SMTP_URL: undefined })).toEqual([
      "Invalid configuration: SMTP_URL is required in production (without a mail server nobody gets a sign-in link).",
    ]);
  });

  it("refuses production with the default or a demo identity as admin", () => {
    expect(refusal({ ...PRODUCTION, ADMIN_EMAILS: undefined })).toEqual([
      "Invalid configuration: ADMIN_EMAILS is required in production (its default, admin@example.com, is a demo identity).",
    ]);
    expect(refusal({ ...PRODUCTION, ADMIN_EMAILS: "owner@trainers.example.com, Lead@Example.com" })).toEqual([
      'Invalid configuration: ADMIN_EMAILS="owner@trainers.example.com, Lead@Example.com": includes the demo identity lead@example.com; list the real administrators in production.',
    ]);
    expect(refusal({ ...PRODUCTION, ADMIN_EMAILS: "admin@example.com,trainer@example.com" })).toEqual([
      expect.stringContaining("includes the demo identities admin@example.com, trainer@example.com"),
    ]);
  });

  it("names every problem, one line each", () => {
    expect(refusal({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^Invalid configuration: PUBLIC_URL is required in production/),
      expect.stringMatching(/^Invalid configuration: SMTP_URL is required in production/),
      expect.stringMatching(/^Invalid configuration: ADMIN_EMAILS is required in production/),
    ]);
    expect(refusal({ ...PRODUCTION, PORT: "abc", PUBLIC_URL: undefined })).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT="abc": /),
      expect.stringMatching(/^Invalid configuration: PUBLIC_URL is required in production/),
    ]);
  });

  it("asks nothing of the kind outside production", () => {
    expect(() => loadConfig({ NODE_ENV: "development" })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: "test", ADMIN_EMAILS: "admin@example.com" })).not.toThrow();
  });
});

describe("LINK_SIGNING_SECRET (class alerts' links, docs/decisions/0042)", () => {
  it("stands in a development value outside production; production without one turns class alerts off", () => {
    expect(loadConfig({}).linkSigningSecret).toBe(DEVELOPMENT_LINK_SECRET);
    expect(loadConfig(PRODUCTION).linkSigningSecret).toBeUndefined();
    const secret = "x".repeat(32);
    expect(loadConfig({ ...PRODUCTION, LINK_SIGNING_SECRET: secret }).linkSigningSecret).toBe(secret);
  });

  it("refuses a short secret without printing it", () => {
    const [line] = refusal({ LINK_SIGNING_SECRET: "too-short-secret" });
    expect(line).toMatch(/^Invalid configuration: LINK_SIGNING_SECRET: /);
    expect(line).not.toContain("too-short-secret");
  });
});
