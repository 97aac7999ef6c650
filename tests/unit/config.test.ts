import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

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
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}=`));
  });

  it("hides the test page in production unless enabled", () => {
    expect(loadConfig({ NODE_ENV: "production" }).testPageEnabled).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", ENABLE_TEST_PAGE: "on" }).testPageEnabled).toBe(true);
  });

  it("reads a list of admin e-mails in lower case", () => {
    expect(loadConfig({ ADMIN_EMAILS: "A@Example.com, b@example.com" }).adminEmails).toEqual([
      "a@example.com",
      "b@example.com",
    ]);
  });
});
