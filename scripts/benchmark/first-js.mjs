// The first JavaScript of /find-trainer (gzip), from the build's bundle report (scripts/report-bundle.mjs).
import { readFileSync } from "node:fs";

export function firstJs() {
  const report = JSON.parse(readFileSync("dist/bundle-report.json", "utf8"));
  const page = report.pages.find((p) => p.page.includes("/find-trainer"));
  if (!page) throw new Error("the bundle report has no /find-trainer entry");
  return { kb: page.kb, limitKb: page.limitKb, files: page.files.length, pass: page.kb <= page.limitKb };
}
