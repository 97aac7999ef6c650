import { describe, expect, it } from "vitest";
import { slugBase, splitName, storableSlug, uniqueSlug } from "../../src/shared/slug";

describe("slug rule (public-site 2.3)", () => {
  it("prefers customUrlSlug", () => {
    expect(slugBase({ customUrlSlug: "coach-kim", firstName: "Kim", lastName: "Lee" })).toBe("coach-kim");
  });
  it("joins lower-case first and last name with a hyphen", () => {
    expect(slugBase({ firstName: "Jane", lastName: "Doe" })).toBe("jane-doe");
  });
  it("uses the first name alone without a last name", () => {
    expect(slugBase({ firstName: "Maria", lastName: "" })).toBe("maria");
  });
});

describe("stored slugs", () => {
  it("are URL-safe", () => {
    expect(storableSlug("José  O'Brien")).toBe("jose-o-brien");
  });
  it("are never digits only nor a route", () => {
    expect(storableSlug("12345")).toBe("trainer-12345");
    expect(storableSlug("support")).toBe("trainer-support");
    expect(storableSlug("Find-Trainer")).toBe("trainer-find-trainer");
  });
  it("take -2, -3 when the name is taken", () => {
    const taken = new Set(["jane-doe", "jane-doe-2"]);
    expect(uniqueSlug("jane-doe", (s) => taken.has(s))).toBe("jane-doe-3");
    expect(uniqueSlug("john-doe", (s) => taken.has(s))).toBe("john-doe");
  });
});

describe("splitName", () => {
  it("takes the first word and the remainder", () => {
    expect(splitName("  Mary Ann  Smith ")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
});
