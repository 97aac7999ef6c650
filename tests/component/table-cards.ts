/**
 * What makes a console table readable as cards on a phone (app/components/responsive-table.tsx): it is
 * a ResponsiveTable, and every cell of a row either names its column (data-label, the header's own
 * text) or is one of the unlabelled ones (the row's title, its buttons) whose header is blank or that
 * the caller allows. Happy DOM applies no media query, so the markup is what is checked; e2e measures
 * the layout at 390 px.
 */
import { expect } from "vitest";

export function expectCardLabels(table: HTMLTableElement, unlabelled: string[] = []) {
  expect(table.className, "a ResponsiveTable").toContain("max-sm:block");
  const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
  const rows = [...table.querySelectorAll(":scope > tbody > tr")];
  expect(rows.length, "rows").toBeGreaterThan(0);
  for (const row of rows) {
    const cells = [...row.querySelectorAll(":scope > td")];
    if (cells.length === 1 && cells[0]!.hasAttribute("colspan")) continue;
    expect(cells).toHaveLength(headers.length);
    cells.forEach((cell, i) => {
      const label = cell.getAttribute("data-label");
      const header = headers[i]!;
      if (label === null) expect(header === "Actions" || unlabelled.includes(header), header).toBe(true);
      else expect(label).toBe(header);
    });
  }
}
