import { describe, expect, it } from "vitest";
import { CANADIAN_PROVINCES, US_STATES } from "../../src/shared/regions";
import { isReservedSegment, screenFor } from "../../src/shared/routes";
import {
  directoryPageOf,
  STATE_SLUGS,
  stateOfSlug,
  statePagePath,
  stateSlug,
  stateSlugOfName,
} from "../../src/shared/state-pages";

describe("the state page slug rule", () => {
  it.each([
    ["TX", "texas"],
    ["BC", "british-columbia"],
    ["DC", "district-of-columbia"],
    ["NL", "newfoundland-and-labrador"],
    ["PE", "prince-edward-island"],
    ["NY", "new-york"],
    ["tx", "texas"],
  ])("%s is /find-trainer/%s", (code, slug) => {
    expect(stateSlug(code)).toBe(slug);
    expect(statePagePath(code)).toBe(`/find-trainer/${slug}`);
    expect(stateOfSlug(slug)?.code).toBe(code.toUpperCase());
  });

  it("gives every state and province its own slug, and reads each back", () => {
    const codes = [...Object.keys(US_STATES), ...Object.keys(CANADIAN_PROVINCES)];
    expect(STATE_SLUGS.map((s) => s.code).sort()).toEqual(codes.sort());
    expect(new Set(STATE_SLUGS.map((s) => s.slug)).size).toBe(codes.length);
    for (const s of STATE_SLUGS) {
      expect(s.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(s.slug).toBe(stateSlugOfName(s.name));
      expect(stateOfSlug(s.slug)).toEqual(s);
    }
  });

  it("knows no other slug: other letter case, codes, names with spaces", () => {
    for (const slug of ["Texas", "TX", "tx", "british columbia", "atlantis", "", "texas-", "__proto__"])
      expect(stateOfSlug(slug), slug).toBeUndefined();
    expect(stateSlug("XX")).toBeUndefined();
    expect(statePagePath("XX")).toBe("/find-trainer");
    expect(statePagePath("all", "/public/find-trainer")).toBe("/public/find-trainer");
    expect(statePagePath("BC", "/public/find-trainer")).toBe("/public/find-trainer/british-columbia");
  });

  it("reads the directory path and state of a page path", () => {
    expect(directoryPageOf("/find-trainer")).toEqual({ base: "/find-trainer" });
    expect(directoryPageOf("/public/find-trainer/")).toEqual({ base: "/public/find-trainer" });
    expect(directoryPageOf("/find-trainer/texas")).toMatchObject({
      base: "/find-trainer",
      state: { code: "TX", name: "Texas" },
    });
    expect(directoryPageOf("/public/find-trainer/british-columbia/")?.state?.code).toBe("BC");
    for (const path of ["/find-trainer/atlantis", "/find-trainer/texas/austin", "/find-trainers", "/texas"])
      expect(directoryPageOf(path), path).toBeUndefined();
  });
});

describe("state pages in the route table", () => {
  it("renders the directory at every state's page, under both directory paths", () => {
    for (const s of STATE_SLUGS) {
      expect(screenFor(`/find-trainer/${s.slug}`)).toBe("find-trainer");
      expect(screenFor(`/public/find-trainer/${s.slug}/`)).toBe("find-trainer");
    }
  });

  it("knows no deeper path under the directory (an unknown slug is the resolver's 404)", () => {
    for (const path of ["/find-trainer/texas/x", "/public/find-trainer/texas/austin"])
      expect(screenFor(path), path).toBe("not-found");
  });

  it("reserves no state slug as a trainer slug (state pages sit under /find-trainer)", () => {
    expect(isReservedSegment("texas")).toBe(false);
    expect(isReservedSegment("find-trainer")).toBe(true);
  });
});
