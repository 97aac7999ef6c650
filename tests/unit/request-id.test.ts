import { describe, expect, it } from "vitest";
import { requestIdOf } from "../../src/server/http/request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const idOf = (value?: string | string[]) => requestIdOf({ headers: { "x-request-id": value } });

describe("the request id rule", () => {
  it("keeps a token of letters, digits and . _ : - up to 128 characters", () => {
    for (const id of ["a", "abc-123", "1-5759e988-bd862e3fe1be46a994272793", "x.y_z:0", "9".repeat(128)])
      expect(idOf(id)).toBe(id);
  });

  it("gives anything else a new UUID", () => {
    for (const id of [undefined, "", "9".repeat(129), "a b", "a\tb", "a/b", "a=b", "é", "a,b", ["a", "b"]])
      expect(idOf(id), JSON.stringify(id)).toMatch(UUID);
  });

  it("never gives two requests without an id the same one", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => idOf()));
    expect(ids.size).toBe(1000);
  });
});
