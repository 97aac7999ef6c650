import { describe, expect, it } from "vitest";
import { withThousands } from "../../src/shared/count-text";

describe("withThousands", () => {
  it("groups the digits by three with commas, as en-US does", () => {
    for (const n of [0, 7, 999, 1000, 10235, 999999, 1234567, -4200])
      expect(withThousands(n)).toBe(n.toLocaleString("en-US"));
  });
});
