import { describe, expect, it } from "vitest";
import { CANADIAN_PROVINCES, compareRegionsByName, US_STATES } from "../../src/shared/regions";

const byName = (list: Record<string, { name: string }>) =>
  Object.keys(list).sort((a, b) => (list[a]?.name ?? "").localeCompare(list[b]?.name ?? "", "en"));

describe("compareRegionsByName", () => {
  it("orders states and provinces by their names, as a collator would", () => {
    expect(Object.keys(US_STATES).sort(compareRegionsByName)).toEqual(byName(US_STATES));
    expect(Object.keys(CANADIAN_PROVINCES).sort(compareRegionsByName)).toEqual(byName(CANADIAN_PROVINCES));
    expect(["WY", "DC", "DE", "AL"].sort(compareRegionsByName)).toEqual(["AL", "DE", "DC", "WY"]);
  });

  it("reads codes in any case, and puts codes it does not know last, by code", () => {
    expect(["zz", "tx", "XA", "ok"].sort(compareRegionsByName)).toEqual(["ok", "tx", "XA", "zz"]);
  });
});
