/**
 * A session's browser in words for the console's trainer page (src/server/modules/auth/device.ts):
 * the browser and the system people know, never the raw user agent.
 */
import { describe, expect, it } from "vitest";
import { deviceSummary, UNKNOWN_DEVICE } from "../../src/server/modules/auth/device";

const AGENTS: [string, string][] = [
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "Safari on iPhone",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
    "Chrome on iPhone",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    "Chrome on Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    "Samsung Internet on Android",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    "Edge on Windows",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    "Safari on macOS",
  ],
  ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox on Linux"],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
    "Chrome on Linux",
  ],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Chrome on ChromeOS",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    "Safari on iPad",
  ],
];

describe("deviceSummary", () => {
  it.each(AGENTS)("%s → %s", (agent, words) => {
    expect(deviceSummary(agent)).toBe(words);
  });

  it("says what it can: a browser alone, a system alone, or that it does not know", () => {
    expect(deviceSummary("Firefox/127.0")).toBe("Firefox");
    expect(deviceSummary("Dalvik/2.1.0 (Linux; U; Android 14)")).toBe("Android device");
    expect(deviceSummary("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary("lightMyRequest")).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary("   ")).toBe(UNKNOWN_DEVICE);
    expect(deviceSummary(null)).toBe(UNKNOWN_DEVICE);
  });
});
