import { describe, expect, it } from "vitest";
import { EXPERIENCE_LEVELS, experienceLevelOf, profileSave } from "../../src/shared/contracts/profile";

describe("the experience level (spec: four values)", () => {
  it("keeps each of the spec's four, whatever the case", () => {
    for (const level of EXPERIENCE_LEVELS) {
      expect(experienceLevelOf(level)).toBe(level);
      expect(experienceLevelOf(` ${level.toUpperCase()} `)).toBe(level);
    }
  });

  it("reads the earlier short forms as their level, and nothing else", () => {
    expect(experienceLevelOf("Veteran")).toBe("Veteran (3-5 years)");
    expect(experienceLevelOf("master trainer")).toBe("Master Trainer (5+ years)");
    expect(experienceLevelOf("Experienced Trainer")).toBe("Experienced (2-3 years)");
    expect(experienceLevelOf("New Trainer")).toBe("New Trainer (1 year)");
    expect(experienceLevelOf("Certified Trainer")).toBeNull();
    expect(experienceLevelOf("")).toBeNull();
    expect(experienceLevelOf(null)).toBeNull();
  });

  it("is checked by the profile save: a short form is stored as its level, an unknown one refused", () => {
    const saved = profileSave.safeParse({
      name: "Dana Whitfield",
      email: "dana@example.com",
      experienceLevel: "Veteran",
    });
    expect(saved.success && saved.data.experienceLevel).toBe("Veteran (3-5 years)");
    const refused = profileSave.safeParse({
      name: "Dana Whitfield",
      email: "dana@example.com",
      experienceLevel: "Grand master",
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Please choose one of the experience levels");
    const cleared = profileSave.safeParse({
      name: "Dana Whitfield",
      email: "dana@example.com",
      experienceLevel: "",
    });
    expect(cleared.success && cleared.data.experienceLevel).toBe("");
  });
});
