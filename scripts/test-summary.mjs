// Prints the failed tests by name (file, title, the first line of the error), then one closing line
// over the JSON reports given: "N passed, N failed, N skipped". CI's log keeps only its end, so the
// names of what failed are printed last, where they are seen.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

const firstLine = (text) =>
  String(text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes in reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 300) ?? "";

/** Vitest's JSON (Jest's shape). */
function vitestFailures(report, file) {
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== "failed") continue;
      failures.push(
        `${file}: ${suite.name.replace(/^.*?\/tests\//, "tests/")} › ${test.fullName} — ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    if ((suite.assertionResults ?? []).length === 0 && suite.status === "failed") {
      failures.push(`${file}: ${suite.name} — ${firstLine(suite.message)}`);
    }
  }
}

/** Playwright's JSON: suites nest; a test's last result decides. */
function playwrightFailures(suites, file, trail = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        failures.push(
          `${file}: ${[...path, spec.title].join(" › ")} [${test.projectName}] — ${firstLine(last?.error?.message)}`,
        );
      }
    }
    playwrightFailures(suite.suites, file, path);
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    vitestFailures(report, file);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    playwrightFailures(report.suites, file);
  }
}
if (failures.length > 0) {
  console.log("== failed");
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
