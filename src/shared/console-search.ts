/**
 * The console's search rules (issue 31 part 4), one place for the server's trainer query and the
 * browser's applicant filter: text is compared trimmed and case-blind, and a state or province is found
 * by its code ("tx", "TX") or its name ("texas", "Texas", or its start: "tex", "new york").
 */
import { CANADIAN_PROVINCES, US_STATES } from "./regions";

const REGIONS: [code: string, name: string][] = Object.entries({ ...US_STATES, ...CANADIAN_PROVINCES }).map(
  ([code, { name }]) => [code, name],
);

/** A name is matched by its start from this many letters on: "in" or "ne" alone name no state. */
const NAME_START_MIN = 3;

/** The search text as compared: trimmed, lower case, inner runs of spaces as one. */
export function searchText(text: string | null | undefined): string {
  return (text ?? "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** The codes of the states and provinces the text names: the code itself, or the name (whole or its start). */
export function regionCodesMatching(text: string | null | undefined): string[] {
  const t = searchText(text);
  if (!t) return [];
  return REGIONS.filter(
    ([code, name]) =>
      code.toLowerCase() === t || (t.length >= NAME_START_MIN && name.toLowerCase().startsWith(t)),
  ).map(([code]) => code);
}

/**
 * What a trainer search asks of the rows: `contains` for the name, e-mail, address and city (and a state
 * stored as free text), `stateValues` for the state column's stored value, upper case (the codes the text
 * names and their full names, since older profiles hold either). Undefined for an empty search.
 */
export function trainerSearch(
  text: string | null | undefined,
): { contains: string; stateValues: string[] } | undefined {
  const contains = searchText(text);
  if (!contains) return undefined;
  const codes = regionCodesMatching(contains);
  const names = REGIONS.filter(([code]) => codes.includes(code)).map(([, name]) => name.toUpperCase());
  return { contains, stateValues: [...codes, ...names] };
}

/** The Onboarding tab's filter: the applicant's name or e-mail contains the text (all, when it is empty). */
export function applicantMatches(applicant: { fullName: string; email: string }, text: string): boolean {
  const t = searchText(text);
  if (!t) return true;
  return searchText(applicant.fullName).includes(t) || applicant.email.toLowerCase().includes(t);
}
