import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/shared/routes";

describe("route groups", () => {
  it("puts every route of a screen in one group", () => {
    const groups = new Map<string, Set<string>>();
    for (const r of ROUTES) groups.set(r.screen, (groups.get(r.screen) ?? new Set()).add(r.group));
    for (const [screen, set] of groups) expect([...set], screen).toHaveLength(1);
  });

  it("renders the trainer portal's screens under the portal layout, sign-in pages outside it", () => {
    const portal = new Set(ROUTES.filter((r) => r.group === "portal").map((r) => r.screen));
    expect([...portal].sort()).toEqual([
      "admin-console",
      "assessments",
      "dashboard",
      "edit-profile",
      "manage-classes",
      "profile",
    ]);
    for (const r of ROUTES.filter((r) => r.screen === "login" || r.screen === "magic-link"))
      expect(r.group).toBe("auth");
  });
});
