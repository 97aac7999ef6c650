/**
 * The plan cards' figures (issue 27, point 4): the flex plan's total and the saving of paying in full
 * are written out in PROGRAM for the screens; they must agree with the prices they come from.
 */
import { describe, expect, it } from "vitest";
import { PROGRAM } from "../../src/shared/contracts/onboarding";

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

describe("PROGRAM's plan figures", () => {
  it("the flex total is six monthly payments, and the saving is that total less the full price", () => {
    expect(PROGRAM.flexTerm).toContain("6 months");
    expect(dollars(PROGRAM.flexTotal)).toBe(6 * dollars(PROGRAM.flexPrice));
    const saving = dollars(PROGRAM.flexTotal) - dollars(PROGRAM.fullPrice);
    expect(PROGRAM.fullSaving).toBe(`Save $${saving.toLocaleString("en-US")} by paying in full`);
  });
});
