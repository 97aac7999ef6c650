import { describe, expect, it } from "vitest";
import { safeNext } from "../../src/shared/safe-next";

describe("safeNext: where a sign-in may land", () => {
  it.each([
    ["/trainer-portal/profile", "/trainer-portal/profile"],
    ["/trainer-portal/calendar?month=2026-12#add", "/trainer-portal/calendar?month=2026-12#add"],
    ["/dana-whitfield", "/dana-whitfield"],
    ["/public/class/abc", "/public/class/abc"],
    // Dot segments resolve on the site, and the answer is the resolved path.
    ["/trainer-portal/../find-trainer", "/find-trainer"],
  ])("keeps the site's path %s", (next, expected) => {
    expect(safeNext(next)).toBe(expected);
    expect(safeNext(next, "https://trainers.soulpunch.example")).toBe(expected);
  });

  it.each([
    ["a tab", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example/x"],
    ["a NUL", "/trainer-portal\u0000"],
    ["a backslash", "/\\evil.example"],
    ["a backslash later", "/trainer-portal\\..\\..\\evil"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["an absolute URL", "https://evil.example/trainer-portal"],
    ["an absolute URL to the site itself", "https://site.invalid/trainer-portal"],
    ["javascript:", "javascript:alert(1)"],
    ["JavaScript: with a leading slash trick", "/javascript:alert(1)//x/y"],
    ["a path of no screen", "/trainer-portal/nothing/here"],
    ["the API", "/api/logout"],
    ["the API root", "/api"],
    ["an asset", "/assets"],
    ["empty", ""],
    ["null", null],
    ["a relative path", "trainer-portal"],
  ])("drops %s", (_name, next) => {
    expect(safeNext(next)).toBeUndefined();
  });
});
