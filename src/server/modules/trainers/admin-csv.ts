/** The console's CSV export of the trainers table (GET /api/admin/trainers.csv). */
import type { TrainerRow } from "../../../shared/contracts/admin";

/**
 * One CSV field, never read as a formula by a spreadsheet (F9): always quoted, so a comma, semicolon or
 * line break inside stays inside the field; and a formula's first character (= + - @ tab CR) at the start
 * of the field, or after any separator a spreadsheet may split on (, ; tab | CR LF), gets a "'" before it.
 */
export function csvField(value: unknown): string {
  const text = (value === null || value === undefined ? "" : String(value)).replace(
    /(^|[,;\t|\r\n])(?=[=+\-@\t\r])/g,
    "$1'",
  );
  return `"${text.replaceAll('"', '""')}"`;
}

export const CSV_COLUMNS = [
  "id",
  "name",
  "email",
  "status",
  "slug",
  "city",
  "state",
  "featured",
  "publiclyListed",
  "unsignedDocuments",
  "certificationDate",
  "renewalDate",
  "createdAt",
] as const;

export function toCsv(rows: TrainerRow[]): string {
  // The header is our own column names: nothing to quote.
  const lines = [CSV_COLUMNS.join(",")];
  for (const r of rows) lines.push(CSV_COLUMNS.map((c) => csvField(r[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
