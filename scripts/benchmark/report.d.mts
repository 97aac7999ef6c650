// Types of report.mjs, for the unit tests (tests/unit/bench-report.test.ts).
export type Row = { figure: string; value?: unknown; target?: string; pass?: boolean | null };
export function rowsOf(part: string, result: Record<string, unknown> | undefined): Row[];
export function renderMarkdown(
  results: Record<string, Record<string, unknown>>,
  options: { machine: Record<string, unknown>; writtenAt: Date },
): string;
