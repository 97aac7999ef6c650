import { format, parseISO } from "date-fns";
import { describe, expect, it } from "vitest";
import { calendarDate, fullDate } from "../../app/components/class-date";

describe("a class's calendar date in words", () => {
  it("writes the full date as the spec's example", () => {
    expect(fullDate("2026-12-05")).toBe("Saturday, December 5, 2026");
  });

  it("gives the words date-fns gave, for every day of two years (leap day included)", () => {
    for (let t = Date.UTC(2027, 11, 31); t >= Date.UTC(2026, 0, 1); t -= 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      const day = parseISO(iso);
      expect(fullDate(iso)).toBe(format(day, "EEEE, MMMM d, yyyy"));
      const words = calendarDate(iso);
      expect([words.weekday.slice(0, 3), String(words.day), words.month.slice(0, 3)]).toEqual([
        format(day, "EEE"),
        format(day, "d"),
        format(day, "MMM"),
      ]);
    }
    expect(fullDate("2028-02-29")).toBe("Tuesday, February 29, 2028");
  });

  it("reads a date-time as the date it names, whatever the clock's time zone", () => {
    expect(fullDate("2026-03-01T23:30:00")).toBe("Sunday, March 1, 2026");
  });
});
