import { describe, expect, it } from "vitest";
import {
  classesCountText,
  countByState,
  cutAtWord,
  nearLocationButtonLabel,
  popupBio,
  soonestClasses,
  trainerPath,
} from "../../src/shared/directory-rules";

describe("cutAtWord (card bio, 200 characters at a word boundary)", () => {
  it("keeps a bio within the limit whole", () => {
    const bio = "a".repeat(200);
    expect(cutAtWord(bio)).toEqual({ text: bio, cut: false });
    expect(cutAtWord("  Short bio.  ")).toEqual({ text: "Short bio.", cut: false });
  });

  it("cuts a longer bio after the last whole word that fits, with an ellipsis", () => {
    const words = "Empowering women through practical self-defense ".repeat(10);
    const { text, cut } = cutAtWord(words);
    expect(cut).toBe(true);
    expect(text.endsWith("...")).toBe(true);
    const kept = text.slice(0, -3);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(words.startsWith(kept)).toBe(true);
    // The cut falls between words: the next character of the original is a space.
    expect(words[kept.length]).toBe(" ");
  });

  it("does not leave trailing punctuation before the ellipsis", () => {
    const bio = `${"word ".repeat(39)}word, and more words follow here`;
    expect(cutAtWord(bio, 200).text).toBe(`${"word ".repeat(39)}word...`);
  });

  it("cuts inside a single over-long word", () => {
    expect(cutAtWord("x".repeat(250))).toEqual({ text: `${"x".repeat(200)}...`, cut: true });
  });
});

describe("popupBio (map popup, 80 characters and an ellipsis)", () => {
  it("keeps 80 characters and adds an ellipsis only when cut", () => {
    expect(popupBio("b".repeat(80))).toBe("b".repeat(80));
    expect(popupBio("b".repeat(81))).toBe(`${"b".repeat(80)}...`);
  });
});

describe("classesCountText", () => {
  it("is the real number of upcoming classes, or No upcoming classes (never the earlier app's 3)", () => {
    expect(classesCountText({ upcomingClasses: [1] })).toBe("1 class");
    expect(classesCountText({ upcomingClasses: [1, 2] })).toBe("2 classes");
    expect(classesCountText({ upcomingClasses: [1, 2, 3, 4, 5] })).toBe("5 classes");
    expect(classesCountText({ upcomingClasses: [] })).toBe("No upcoming classes");
  });
});

describe("trainerPath (the spec's slug rule)", () => {
  it("uses the custom slug, else first-last, else the first name", () => {
    expect(trainerPath({ customUrlSlug: "coach-jane", firstName: "Jane", lastName: "Doe" })).toBe(
      "/coach-jane",
    );
    expect(trainerPath({ customUrlSlug: "", firstName: "Jane", lastName: "Doe" })).toBe("/jane-doe");
    expect(trainerPath({ firstName: "Cher", lastName: "" })).toBe("/cher");
  });
});

describe("soonestClasses (the top Upcoming Classes section)", () => {
  const c = (date: string, startTime: string) => ({ date, startTime });
  it("gathers at most 6 classes across trainers, soonest first by date then time", () => {
    const a = {
      id: "a",
      upcomingClasses: [c("2026-12-05", "10:00"), c("2026-12-01", "18:00"), c("2027-01-01", "09:00")],
    };
    const b = { id: "b", upcomingClasses: [c("2026-12-01", "09:00"), c("2026-12-03", "12:00")] };
    const d = {
      id: "d",
      upcomingClasses: [c("2026-12-02", "08:00"), c("2026-12-04", "08:00"), c("2026-12-30", "08:00")],
    };
    const out = soonestClasses([a, b, d]);
    expect(out.map((x) => `${x.trainer.id} ${x.class.date} ${x.class.startTime}`)).toEqual([
      "b 2026-12-01 09:00",
      "a 2026-12-01 18:00",
      "d 2026-12-02 08:00",
      "b 2026-12-03 12:00",
      "d 2026-12-04 08:00",
      "a 2026-12-05 10:00",
    ]);
  });
  it("is empty when no trainer has a class", () => {
    expect(soonestClasses([{ upcomingClasses: [] }])).toEqual([]);
  });
});

describe("countByState", () => {
  it("counts trainers per code and leaves out trainers without a state", () => {
    const counts = countByState([{ state: "TX" }, { state: "ON" }, { state: "TX" }, { state: "" }]);
    expect([...counts]).toEqual([
      ["TX", 2],
      ["ON", 1],
    ]);
  });
});

describe("nearLocationButtonLabel", () => {
  it("reads 'Use My Location' when the box is empty or holds 'Your current location'", () => {
    expect(nearLocationButtonLabel("")).toBe("Use My Location");
    expect(nearLocationButtonLabel("   ")).toBe("Use My Location");
    expect(nearLocationButtonLabel("Your current location")).toBe("Use My Location");
    expect(nearLocationButtonLabel("Tulsa")).toBe("Search Location");
  });
});
