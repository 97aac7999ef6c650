/** The admin's CSV export (F9): every field quoted, no formula a spreadsheet would run. */
import { describe, expect, it } from "vitest";
import { csvField } from "../../src/server/modules/trainers/admin-csv";

describe("csvField", () => {
  it("quotes every field, doubling quotes inside", () => {
    expect(csvField("Dana Whitfield")).toBe('"Dana Whitfield"');
    expect(csvField(7)).toBe('"7"');
    expect(csvField(null)).toBe('""');
    expect(csvField('Say "hi", then go\r\nhome')).toBe('"Say ""hi"", then go\r\nhome"');
  });

  it("puts a ' before a formula's first character at the start of the field", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvField(`${start}HYPERLINK("https://evil.example")`)).toBe(
        `"'${start}HYPERLINK(""https://evil.example"")"`,
      );
  });

  it("neutralises a formula after any separator a spreadsheet may split on", () => {
    expect(csvField("Tulsa,=1+1")).toBe(`"Tulsa,'=1+1"`);
    expect(csvField("Tulsa;@SUM(A1)")).toBe(`"Tulsa;'@SUM(A1)"`);
    expect(csvField("a\t+1|-2\n=3")).toBe(`"a\t'+1|'-2\n'=3"`);
    // Only where a cell would start: inside a word it is plain text.
    expect(csvField("Mary-Jane a=b")).toBe('"Mary-Jane a=b"');
  });
});
