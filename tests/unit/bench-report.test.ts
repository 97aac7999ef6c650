/**
 * The bench's report (scripts/benchmark/report.mjs): every figure beside its target with PASS or FAIL, in
 * the printed lines and in bench/results.md, a table per part, and the machine each part ran on.
 */
import { describe, expect, it } from "vitest";
import { renderMarkdown, rowsOf } from "../../scripts/benchmark/report.mjs";

const machine = {
  cpu: "Test CPU",
  cores: 2,
  memoryGb: 8,
  node: "v24.0.0",
  kernel: "6.1",
  loadAverage1m: 0.1,
};

const mixed = {
  model: {
    clients: 64,
    trainers: 32,
    description: "32 visitors and 32 trainers",
    benchEnv: { RATE_LIMIT_LOGIN_PER_IP: "1000" },
  },
  seconds: 60,
  requests: 30000,
  rps: 500,
  appCpuPercent: 80,
  generatorCpuPercent: 10,
  clientFailures: [],
  memory: { beforeMb: 400, afterMb: 450, idleMb: 420, idleSeconds: 60 },
  kinds: [
    {
      kind: "public-read",
      label: "anonymous public reads",
      rps: 300,
      p50Ms: 1,
      p99Ms: 20,
      failures: 0,
      p99TargetMs: 100,
      pass: true,
      calls: {
        "GET /find-trainer": {
          requests: 100,
          rps: 2,
          p50Ms: 1,
          p99Ms: 9,
          maxMs: 12,
          non2xx: 0,
          errors: 0,
          timeouts: 0,
        },
      },
    },
    {
      kind: "class-write",
      label: "class writes",
      rps: 5,
      p50Ms: 90,
      p99Ms: 400,
      failures: 2,
      p99TargetMs: 250,
      pass: false,
      calls: {},
    },
  ],
  pass: false,
  machine,
  measuredAt: "2026-11-24T12:00:00.000Z",
};

describe("bench report", () => {
  it("gives each figure of the mixed load its target and verdict", () => {
    const rows = rowsOf("mixed", mixed);
    expect(rows[0]).toMatchObject({
      figure: "mixed: anonymous public reads",
      target: "p99 < 100 ms, 0 failed",
      pass: true,
    });
    expect(rows[1]).toMatchObject({ figure: "mixed: class writes", pass: false });
    expect(rows[1]?.value).toBe("5 req/s, p50 90 ms, p99 400 ms, 2 failed");
    // The memory has no target: an INFO line.
    expect(rows.find((r) => r.figure.includes("RSS"))?.pass).toBeUndefined();
  });

  it("lists the first JavaScript of every route in the size part, and a failed part by its error", () => {
    const rows = rowsOf("size", {
      entryKb: 86,
      pages: [
        { page: "/home", kb: 109, limitKb: 150, pass: true },
        { page: "/trainer-portal/profile", kb: 260, limitKb: 250, pass: false },
      ],
      pass: false,
    });
    expect(rows.map((r) => [r.figure, r.pass])).toEqual([
      ["first JS /home", true],
      ["first JS /trainer-portal/profile", false],
      ["first JS: the entry alone (every page loads it)", undefined],
    ]);
    expect(rowsOf("keys", { error: "no search box", pass: false })).toEqual([
      expect.objectContaining({ value: "no search box", pass: false }),
    ]);
  });

  it("writes results.md with the machine, a table per part and the per-call figures", () => {
    const md = renderMarkdown(
      {
        mixed,
        lighthouse: {
          pages: [
            {
              path: "/trainer-portal/dashboard",
              signedIn: true,
              performance: 60,
              accessibility: 100,
              lcpMs: 3900,
              performanceTarget: 90,
              accessibilityTarget: 95,
              runs: [{ failedA11y: [] }],
              pass: false,
            },
          ],
          pass: false,
          measuredAt: "2026-11-24T12:00:00.000Z",
        },
      },
      { machine, writtenAt: new Date("2026-11-24T13:00:00Z") },
    );
    // The columns are padded to one width: compare the cells.
    const flat = md.replace(/ {2,}/g, " ");
    expect(md).toContain("Machine: Test CPU, 2 cores, 8 GB, Node v24.0.0");
    expect(md).toContain("## mixed: Mixed load (demo data)");
    expect(flat).toContain(
      "| mixed: class writes | 5 req/s, p50 90 ms, p99 400 ms, 2 failed | p99 < 250 ms, 0 failed | **FAIL** |",
    );
    expect(flat).toContain("| public-read | GET /find-trainer | 100 | 2 | 1 ms | 9 ms | 12 ms | 0 / 0 / 0 |");
    expect(md).toContain("`RATE_LIMIT_LOGIN_PER_IP=1000`");
    expect(flat).toContain(
      "| Lighthouse /trainer-portal/dashboard (signed in) perf / a11y | 60 / 100 (LCP 3900 ms) | >= 90 / >= 95 | **FAIL** |",
    );
    // A part measured earlier (no machine recorded) says so.
    expect(flat).toContain("| lighthouse | **FAIL** | 2026-11-24T12:00:00.000Z | | not recorded |");
  });
  it("puts each 10,000-trainer figure beside the demo data's, and fails a page over its LCP", () => {
    const scale = {
      trainers: 10000,
      performanceTarget: 90,
      lcpTargetMs: 2500,
      firstCardTargetKb: 300,
      pages: [
        {
          path: "/find-trainer",
          performance: 95,
          lcpMs: 2100,
          tbtMs: 40,
          demo: { performance: 97, lcpMs: 1900, tbtMs: 10 },
          pass: true,
        },
        { path: "/find-trainer/texas", performance: 91, lcpMs: 2700, tbtMs: 90, demo: null, pass: false },
      ],
      firstCard: [{ path: "/find-trainer", kb: 180.5, demo: { kb: 150 }, pass: true }],
      memory: {
        demo: { startedMb: 150, afterLoadMb: 200 },
        large: { startedMb: 220, afterLoadMb: 280, load: { rps: 900, paths: ["/find-trainer"] } },
        ratio: 1.4,
        target: 1.5,
      },
      pass: false,
    };
    const flat = (rowsOf("scale", scale) as { figure: string; value: string; pass: boolean }[]).map(
      (r) => `${r.figure} | ${r.value} | ${r.pass}`,
    );
    expect(flat).toEqual([
      "Lighthouse /find-trainer (10000) perf / LCP | 95 / 2100 ms (demo 97 / 1900 ms) | true",
      "Lighthouse /find-trainer/texas (10000) perf / LCP | 91 / 2700 ms (demo –) | false",
      "bytes before the first card /find-trainer (10000) | 180.5 KB (demo 150 KB) | true",
      "app RSS after a 1-call load run: 10000 / demo | 280 / 200 MB = 1.4 | true",
    ]);
  });
});
