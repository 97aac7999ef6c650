/**
 * A session's browser in words for the console ("Chrome on Android", "Safari on iPhone"): enough for the
 * owner to tell a trainer's phone from their laptop, never the raw user agent, which fingerprints the
 * device. Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([re]) => re.test(text))?.[1];

export const UNKNOWN_DEVICE = "Unknown browser";

/** "Chrome on Android", "Firefox" (no system found), "Android device" (no browser), or UNKNOWN_DEVICE. */
export function deviceSummary(userAgent: string | null | undefined): string {
  const text = userAgent?.trim() ?? "";
  if (!text) return UNKNOWN_DEVICE;
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  return UNKNOWN_DEVICE;
}
