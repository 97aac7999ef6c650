import { expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

it.each([
  [undefined, false],
  ["", false],
  ["0", false],
  ["1", 1],
  ["2", 2],
  ["127.0.0.1", ["127.0.0.1"]],
  ["10.0.0.0/8, ::1", ["10.0.0.0/8", "::1"]],
  ["loopback", ["loopback"]],
])("TRUST_PROXY=%j trusts %j", (value, expected) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
});

it("names a TRUST_PROXY that is neither a hop count nor an address", () => {
  expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY="proxy.example.com"/);
});
