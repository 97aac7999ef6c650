/** The console's search rules (src/shared/console-search.ts) and the audit log's "nothing changed" rule. */
import { describe, expect, it } from "vitest";
import { nothingChanged } from "../../src/server/modules/audit/unchanged";
import {
  applicantMatches,
  regionCodesMatching,
  searchText,
  trainerSearch,
} from "../../src/shared/console-search";

describe("regionCodesMatching", () => {
  it("finds a state by its code or its name, in any case", () => {
    for (const text of ["tx", "TX", "texas", "Texas", "  TEXAS ", "tex"]) {
      expect(regionCodesMatching(text), text).toContain("TX");
    }
    expect(regionCodesMatching("new york")).toEqual(["NY"]);
    expect(regionCodesMatching("New")).toEqual(["NH", "NJ", "NM", "NY", "NB", "NL"]);
    expect(regionCodesMatching("bc")).toEqual(["BC"]);
    expect(regionCodesMatching("ontario")).toEqual(["ON"]);
  });

  it("names no state for two letters that are no code, a name's middle, or nothing", () => {
    expect(regionCodesMatching("te")).toEqual([]);
    expect(regionCodesMatching("xas")).toEqual([]);
    expect(regionCodesMatching("")).toEqual([]);
    expect(regionCodesMatching(undefined)).toEqual([]);
  });
});

describe("trainerSearch", () => {
  it("asks for the text and the state column's stored values (codes and names, upper case)", () => {
    expect(trainerSearch(" Texas ")).toEqual({ contains: "texas", stateValues: ["TX", "TEXAS"] });
    expect(trainerSearch("dana")).toEqual({ contains: "dana", stateValues: [] });
    expect(trainerSearch("   ")).toBeUndefined();
  });
});

describe("applicantMatches", () => {
  const applicant = { fullName: "Maria  Lopez", email: "Maria.Lopez@Example.com" };
  it("matches the name or the e-mail, trimmed and in any case", () => {
    expect(applicantMatches(applicant, "maria lopez")).toBe(true);
    expect(applicantMatches(applicant, " LOPEZ ")).toBe(true);
    expect(applicantMatches(applicant, "lopez@example")).toBe(true);
    expect(applicantMatches(applicant, "")).toBe(true);
    expect(applicantMatches(applicant, "garcia")).toBe(false);
  });
  it("searchText trims, folds case and spaces", () => {
    expect(searchText("  New   York ")).toBe("new york");
  });
});

describe("nothingChanged", () => {
  it("is true only when both sides are recorded with the same values, in any key order", () => {
    expect(nothingChanged({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(nothingChanged({ a: 1 }, { a: 2 })).toBe(false);
    expect(nothingChanged({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(nothingChanged({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    // An action with no before (a creation, a sent link) is always recorded.
    expect(nothingChanged(undefined, { sentTo: "x@example.com" })).toBe(false);
    expect(nothingChanged(null, null)).toBe(false);
  });
});
