import { describe, expect, it } from "vitest";
import { isReservedSegment, matchPattern, ROUTES, redirectFor, screenFor } from "../../src/shared/routes";

describe("route table", () => {
  it.each([
    ["/", "login"],
    ["/trainer-portal/login", "login"],
    ["/dashboard", "dashboard"],
    ["/find-trainer", "find-trainer"],
    ["/public/find-trainer", "find-trainer"],
    ["/public", "find-classes-period"],
    ["/public/class/abc", "class-detail"],
    ["/public/trainer/12", "trainer-profile-by-id"],
    ["/legal/terms", "certification-terms"],
    ["/privacy-policy-public", "privacy-policy-public"],
    ["/trainer-portal/admin", "admin-console"],
    ["/trainer-portal/admin/trainers", "admin-console"],
    ["/jane-doe", "trainer-profile-by-slug"],
    ["/find-trainer/", "find-trainer"],
    ["/find-trainer/texas", "find-trainer"],
    ["/public/find-trainer/british-columbia", "find-trainer"],
  ])("%s renders %s", (path, screen) => {
    expect(screenFor(path)).toBe(screen);
  });

  it.each(["/no/such", "/public/trainer", "/a/b/c", "/trainer-portal/nothing"])("%s is not found", (path) => {
    expect(screenFor(path)).toBe("not-found");
  });

  it("redirects /admin, /admin/* and /Find-Trainer to the directory", () => {
    expect(redirectFor("/admin")).toBe("/find-trainer");
    expect(redirectFor("/admin/users/3")).toBe("/find-trainer");
    expect(redirectFor("/Find-Trainer")).toBe("/find-trainer");
    expect(redirectFor("/find-trainer")).toBeUndefined();
    expect(redirectFor("/administrator")).toBeUndefined();
  });

  it("reserves every first segment of the route table for slugs", () => {
    for (const segment of [
      "find-trainer",
      "classes",
      "public",
      "login",
      "admin",
      "api",
      "support",
      "Find-Trainer",
      "home",
    ]) {
      expect(isReservedSegment(segment)).toBe(true);
    }
    expect(isReservedSegment("jane-doe")).toBe(false);
  });
});

it("the compiled screenFor answers as the route table read in order", () => {
  const byTable = (p: string) => ROUTES.find((r) => matchPattern(r.path, p))?.screen ?? "not-found";
  const paths = [
    ...ROUTES.map((r) => r.path.replace(/:\w+/g, "x").replace("/*", "")),
    ...ROUTES.map((r) => `${r.path.replace(/:\w+/g, "x").replace("/*", "/a/b")}/`),
    "/",
    "//",
    "/x/y/z",
    "/trainer-portal/admin",
    "/trainer-portal/admin/trainers/3",
    "/trainer-portal/adminx",
    "/public/class/",
    "/public/class//",
    "/dana-whitfield/",
    "/Find-Trainer",
  ];
  for (const p of paths) expect(screenFor(p), p).toBe(byTable(p));
});
