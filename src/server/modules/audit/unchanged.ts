/**
 * An update that changed nothing (issue 31): a save of the same values writes no audit entry, and the
 * log hides the ones written before this rule (repository.ts, the same test in SQL: jsonb equality).
 */

/** The value with its objects' keys sorted and undefined left out, as JSON would compare it. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** True when both sides are recorded and hold the same values: an update with no field changed. */
export function nothingChanged(before: unknown, after: unknown): boolean {
  if (before === undefined || before === null || after === undefined || after === null) return false;
  return JSON.stringify(canonical(before)) === JSON.stringify(canonical(after));
}
