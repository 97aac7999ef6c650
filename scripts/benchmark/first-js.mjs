// The first JavaScript (gzip) of every public route and every portal, onboarding and admin screen, from
// the build's bundle report (scripts/report-bundle.mjs, which also fails the build over a budget).
import { readFileSync } from "node:fs";
import { DIST } from "./servers.mjs";

export function firstJs() {
  const report = JSON.parse(readFileSync(`${DIST}/bundle-report.json`, "utf8"));
  const pages = report.pages.map((p) => ({
    page: p.page,
    group: p.group,
    kb: p.kb,
    limitKb: p.limitKb,
    files: p.files.length,
    pass: p.kb <= p.limitKb,
  }));
  if (!pages.some((p) => p.page.includes("/find-trainer")))
    throw new Error("the bundle report has no /find-trainer entry");
  return { entryKb: report.entryKb, pages, pass: pages.every((p) => p.pass) };
}
