// The bench's figures as rows (figure, value, reference or target, PASS/FAIL or INFO), printed by run.mjs
// and written to bench/results.md with the machine and the details of each part.

const TITLES = {
  size: "First JavaScript of each route (gzip)",
  api: "The directory list with 2,000 trainers against bare node:http",
  pages: "Public reads against bare node:http (demo data)",
  mixed: "Mixed load (demo data)",
  keys: "Directory keystrokes with 10,000 trainers (Chromium)",
  classes: "Classes screens with 10,000 trainers (Chromium)",
  lighthouse: "Lighthouse, mobile",
  scale: "The public side at 10,000 trainers beside the demo data",
  ops: "Operations: start to ready, memory on PostgreSQL (Node 24)",
};

const ms = (v) => (v === null || v === undefined ? "–" : `${v} ms`);

/** A page's figures at scale beside the demo data's: performance, LCP, and TBT where it has a target. */
function scaleFigures(p, withTbt) {
  const of = (x) => `${x.performance} / ${ms(x.lcpMs)}${withTbt ? ` / ${ms(x.tbtMs)}` : ""}`;
  return `${of(p)} (demo ${p.demo ? of(p.demo) : "–"})`;
}
const classPath = (p) => p.replace(/^\/public\/class\/.+/, "/public/class/:id");

/** `[{ figure, value, target, pass }]`; pass is undefined for a figure without a target (INFO). */
export function rowsOf(part, r) {
  if (!r) return [];
  const rows = [];
  if (r.error && part !== "pages" && part !== "lighthouse")
    return [{ figure: TITLES[part] ?? part, value: r.error, target: "", pass: false }];
  switch (part) {
    case "size":
      // Results of an earlier bench (one figure, /find-trainer) have no list of pages.
      for (const p of r.pages ?? [{ page: "/find-trainer", kb: r.kb, limitKb: r.limitKb, pass: r.pass }])
        rows.push({
          figure: `first JS ${p.page}`,
          value: `${p.kb} KB`,
          target: `<= ${p.limitKb} KB`,
          pass: p.pass,
        });
      if (r.entryKb !== undefined)
        rows.push({ figure: "first JS: the entry alone (every page loads it)", value: `${r.entryKb} KB` });
      break;
    case "api":
      rows.push({
        figure: `GET /api/public-trainers (${r.trainers ?? 2000} trainers) vs bare`,
        value: `${r.appRps} / ${r.bareRps} req/s = ${r.ratio}`,
        target: `>= ${r.target ?? 0.8} x bare`,
        pass: r.pass,
      });
      break;
    case "pages":
      if (r.error) rows.push({ figure: TITLES.pages, value: r.error, target: "", pass: false });
      for (const read of r.reads ?? [])
        rows.push({
          figure: `GET ${classPath(read.path)} vs bare`,
          value: read.error ?? `${read.appRps} / ${read.bareRps} req/s = ${read.ratio}`,
          target: `>= ${read.target} x bare`,
          pass: read.pass,
        });
      if (r.load)
        rows.push({
          figure: `pages, ${r.load.connections} connections: p99 / timeouts / errors`,
          value: `${r.load.p99Ms} ms / ${r.load.timeouts} / ${r.load.errors}`,
          target: `< ${r.load.p99TargetMs} ms / 0 / 0`,
          pass: r.load.pass,
        });
      if (r.memory)
        rows.push({
          figure: "app RSS: start / after load / 10 s idle",
          value: `${r.memory.startMb} / ${r.memory.afterLoadMb} / ${r.memory.idleMb} MB`,
        });
      break;
    case "mixed":
      for (const k of r.kinds ?? [])
        rows.push({
          figure: `mixed: ${k.label}`,
          value: `${k.rps} req/s, p50 ${ms(k.p50Ms)}, p99 ${ms(k.p99Ms)}, ${k.failures} failed`,
          target: `p99 < ${k.p99TargetMs} ms, 0 failed`,
          pass: k.pass,
        });
      if (r.clientFailures?.length)
        rows.push({ figure: "mixed: clients that stopped", value: r.clientFailures.join("; "), pass: false });
      rows.push({
        figure: `mixed: all, ${r.model?.clients} clients for ${r.seconds} s`,
        value: `${r.rps} req/s (${r.requests} requests), app CPU ${r.appCpuPercent}%`,
      });
      if (r.memory)
        rows.push({
          figure: `mixed: app RSS before / after / ${r.memory.idleSeconds} s idle`,
          value: `${r.memory.beforeMb} / ${r.memory.afterMb} / ${r.memory.idleMb} MB`,
        });
      break;
    case "keys":
      rows.push({
        figure: `keystroke to cards (${r.trainers}), max / p95`,
        value: `${r.updates.max} / ${r.updates.p95} ms (n=${r.updates.count})`,
        target: `<= ${r.budgetMs ?? 50} / <= ${r.p95BudgetMs ?? "–"} ms`,
        pass: r.pass,
      });
      if (r.demo)
        rows.push({
          figure: `keystroke to cards, demo data (${r.demo.trainers}), max / p95`,
          value: `${r.demo.updates.max} / ${r.demo.updates.p95} ms (n=${r.demo.updates.count})`,
        });
      // Until the next animation frame begins: adds the browser's own wait for its frame.
      if (r.frames)
        rows.push({
          figure: `keystroke to the next frame (${r.trainers}), median / p95`,
          value: `${r.frames.median} / ${r.frames.p95} ms${r.demo?.frames ? ` (demo ${r.demo.frames.median} / ${r.demo.frames.p95} ms)` : ""}`,
        });
      rows.push({
        figure: "map clusters shown",
        value: r.mapClusters,
        target: "> 0",
        pass: r.mapClusters > 0,
      });
      rows.push({ figure: "first cards shown after navigation", value: ms(r.firstCardsMs) });
      break;
    case "classes":
      rows.push({
        figure: `classes screens (${r.trainers}): switch / elements`,
        value: `${r.worstSwitchMs} ms / ${r.mostElements}`,
        target: `<= ${r.budgetMs ?? 500} ms / <= ${r.maxElements ?? 5000}`,
        pass: r.pass,
      });
      for (const [path, s] of Object.entries(r.screens ?? {}))
        rows.push({
          figure: `${path}: first shown / switch to ${s.switchTo} / elements`,
          value: `${s.firstShownMs} ms / ${s.switchMs} ms / ${s.elements}`,
        });
      break;
    case "lighthouse":
      if (r.error) rows.push({ figure: "Lighthouse mobile", value: r.error, target: "", pass: false });
      for (const p of r.pages ?? [])
        rows.push({
          figure: `Lighthouse ${p.path}${p.signedIn ? " (signed in)" : ""} perf / a11y`,
          // Issue 29's runs carry a TBT target; earlier results do not.
          value:
            p.error ??
            `${p.performance} / ${p.accessibility} (LCP ${p.lcpMs} ms${p.tbtTargetMs ? `, TBT ${p.tbtMs} ms` : ""})`,
          target:
            `>= ${p.performanceTarget ?? 90} / >= ${p.accessibilityTarget ?? 100}` +
            (p.tbtTargetMs ? ` (LCP <= ${p.lcpTargetMs} ms, TBT <= ${p.tbtTargetMs} ms)` : ""),
          pass: p.pass,
        });
      break;
    case "scale":
      for (const p of r.pages ?? [])
        rows.push({
          figure: `Lighthouse ${p.path} (${r.trainers}) perf / LCP${r.tbtTargetMs ? " / TBT" : ""}`,
          value: p.error ?? scaleFigures(p, Boolean(r.tbtTargetMs)),
          target: `>= ${r.performanceTarget} / <= ${r.lcpTargetMs} ms${r.tbtTargetMs ? ` / <= ${r.tbtTargetMs} ms` : ""}`,
          pass: p.pass,
        });
      for (const f of r.firstCard ?? [])
        rows.push({
          figure: `bytes before the first card ${f.path} (${r.trainers})`,
          value: `${f.kb ?? f.error} KB (demo ${f.demo?.kb ?? "–"} KB)`,
          target: `<= ${r.firstCardTargetKb} KB`,
          pass: f.pass,
        });
      if (r.memory)
        rows.push({
          figure: `app RSS after a ${r.memory.large.load?.paths?.length ?? 0}-call load run: ${r.trainers} / demo`,
          value: `${r.memory.large.afterLoadMb} / ${r.memory.demo.afterLoadMb} MB = ${r.memory.ratio}`,
          target: `<= ${r.memory.target} x demo`,
          pass: r.memory.ratio <= r.memory.target,
        });
      break;
    case "ops": {
      rows.push({
        figure: "start to ready: fresh PGlite folder / fresh PostgreSQL",
        value: `${r.ready.pgliteMs} / ${r.ready.postgresMs} ms`,
      });
      rows.push({
        figure: "app RSS 2 s after ready: PGlite / PostgreSQL",
        value: `${r.rssAfterStartMb.pglite} / ${r.rssAfterStartMb.postgres} MB`,
      });
      const m = r.mixedOnPostgres;
      for (const [name, run] of [
        ["Node defaults", m.defaults],
        [`${m.setting.nodeArgs.join(" ")} MALLOC_ARENA_MAX=2`, m.recommended],
      ])
        rows.push({
          figure: `PostgreSQL mixed, ${name}: RSS before / after / idle`,
          value:
            `${run.memory.beforeMb} / ${run.memory.afterMb} / ${run.memory.idleMb} MB; ${run.rps} req/s, ` +
            `p99 reads ${run.p99ReadsMs} ms, writes ${run.p99WritesMs} ms, ${run.failures} failed`,
          target: run === m.recommended ? `after <= ${r.rssGoalMb} MB` : "",
          pass: run === m.recommended ? r.pass : undefined,
        });
      break;
    }
  }
  return rows;
}

const cell = (v) =>
  String(v ?? "")
    .replaceAll("|", "\\|")
    .replaceAll("\n", " ");
const verdict = (pass) => (pass === undefined || pass === null ? "info" : pass ? "PASS" : "**FAIL**");
/** A Markdown table with its columns padded to one width (as Biome formats them). */
function table(head, lines) {
  const rows = [head, ...lines].map((l) => l.map(cell));
  const widths = head.map((_, i) => Math.max(3, ...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(rows[0]), line(widths.map((w) => "-".repeat(w))), ...rows.slice(1).map(line)].join("\n");
}
const machineText = (m) =>
  m ? `${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, Linux ${m.kernel}` : "not recorded";

function details(part, r) {
  const out = [];
  if (part === "mixed" && r.model) {
    out.push(`Model: ${r.model.description}`);
    if (r.model.benchEnv)
      out.push(
        `The bench server only: ${Object.entries(r.model.benchEnv)
          .map(([k, v]) => `\`${k}=${v}\``)
          .join(", ")} (it signs ${r.model.trainers} trainers in from one address).`,
      );
    out.push(
      `Achieved ${r.rps} req/s in all; the app used ${r.appCpuPercent}% of one core (all its threads), the ` +
        `generator ${r.generatorCpuPercent}%.`,
    );
    const calls = [];
    for (const k of r.kinds ?? [])
      for (const [call, c] of Object.entries(k.calls ?? {}))
        calls.push([
          k.kind,
          call,
          c.requests,
          c.rps,
          ms(c.p50Ms),
          ms(c.p99Ms),
          ms(c.maxMs),
          `${c.non2xx} / ${c.errors} / ${c.timeouts}`,
        ]);
    if (calls.length)
      out.push(
        table(
          ["Kind", "Call", "Requests", "req/s", "p50", "p99", "max", "non-2xx / errors / timeouts"],
          calls,
        ),
      );
  }
  if (part === "pages" && r.reads)
    out.push(
      table(
        ["Read", "Status", "Bytes as sent", "Encoding", "App p99", "CPU per answer: app / bare"],
        r.reads.map((x) => [
          classPath(x.path),
          x.status,
          x.bytes,
          x.encoding,
          ms(x.appP99Ms),
          x.appCpuUs == null ? "" : `${x.appCpuUs} / ${x.bareCpuUs} µs`,
        ]),
      ),
    );
  if (part === "scale" && r.memory)
    out.push(
      `Memory: demo ${r.memory.demo.startedMb} MB at start, ${r.memory.demo.afterLoadMb} MB after the load run; ` +
        `${r.trainers} trainers ${r.memory.large.startedMb} MB at start, ${r.memory.large.afterLoadMb} MB after. ` +
        `The load run (32 connections, ${r.memory.large.load?.rps} req/s) cycles the three pages and every call they made: ` +
        `${(r.memory.large.load?.paths ?? []).map((p) => `\`${p}\``).join(", ")}.`,
    );
  if (part === "scale" && r.pages)
    out.push(
      table(
        ["Page", "Trainers", "Performance", "FCP", "LCP", "TBT", "CLS", "Demo: perf / LCP / TBT"],
        r.pages.map((p) => [
          p.path,
          r.trainers,
          p.performance,
          ms(p.fcpMs),
          ms(p.lcpMs),
          ms(p.tbtMs),
          p.cls,
          p.demo ? `${p.demo.performance} / ${ms(p.demo.lcpMs)} / ${ms(p.demo.tbtMs)}` : "–",
        ]),
      ),
    );
  if (part === "lighthouse" && r.pages)
    out.push(
      table(
        ["Page", "FCP", "LCP", "TBT", "CLS", "Failed accessibility audits"],
        r.pages.map((p) => [
          p.path,
          ms(p.fcpMs),
          ms(p.lcpMs),
          ms(p.tbtMs),
          p.cls,
          [...new Set((p.runs ?? []).flatMap((x) => x.failedA11y))].join(", ") || "none",
        ]),
      ),
    );
  return out;
}

/** bench/results.md: the machine, the date, and one table per part. */
export function renderMarkdown(results, { machine, writtenAt }) {
  const parts = Object.keys(TITLES).filter((p) => results[p]);
  const lines = [
    "# Benchmark results",
    "",
    `Written by \`npm run bench\` (scripts/benchmark/run.mjs; docs/benchmarks.md) on ${writtenAt.toISOString()}.`,
    `Machine: ${machineText(machine)}.`,
    "Each figure is beside its reference (measured in the same run) or its target. A part not run keeps the",
    "figures of an earlier run: its date and machine are in the summary.",
    "",
    table(
      ["Part", "Result", "Measured at", "Load average (1 min) at start", "Machine"],
      parts.map((p) => [
        p,
        verdict(results[p].pass),
        results[p].measuredAt ?? "",
        results[p].machine?.loadAverage1m ?? "",
        machineText(results[p].machine),
      ]),
    ),
  ];
  for (const part of parts) {
    const r = results[part];
    lines.push(
      "",
      `## ${part}: ${TITLES[part]}`,
      "",
      table(
        ["Figure", "Measured", "Reference / target", "Result"],
        rowsOf(part, r).map((row) => [row.figure, row.value, row.target ?? "", verdict(row.pass)]),
      ),
    );
    for (const block of details(part, r)) lines.push("", block);
  }
  return `${lines.join("\n")}\n`;
}
