import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, utcStamp, writeCalendar } from "../../src/server/modules/calendar/ics";

describe("the iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n"))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replaceAll("\r\n ", "")).toBe(line);
  });

  it("folds ASCII lines into 75 octets, then 74 after the leading space", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(30)}`;
    const parts = foldLine(line).split("\r\n");
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1, -1)) expect(part).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(foldLine(line).replaceAll("\r\n ", "")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("writes a calendar a real parser reads back", () => {
    const text = writeCalendar({
      prodId: "-//Test//EN",
      name: "All classes",
      refreshMinutes: 360,
      now: new Date("2026-11-22T15:00:00Z"),
      events: [
        {
          uid: "abc@example.com",
          start: new Date("2027-03-15T23:00:00Z"),
          end: new Date("2027-03-16T01:00:00Z"),
          summary: "Self-Defense; Basics, 101",
          description: `Line one\nLine two ${"long ".repeat(30)}`,
          location: "Tulsa, OK",
          url: "https://example.com/public/class/abc",
          organizer: { name: "Dana", email: "dana@example.com" },
        },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("All classes");
    const event = new ICAL.Event(cal.getFirstSubcomponent("vevent") ?? undefined);
    expect(event.summary).toBe("Self-Defense; Basics, 101");
    expect(event.description).toBe(`Line one\nLine two ${"long ".repeat(30)}`);
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-03-15T23:00:00.000Z");
    expect(utcStamp(new Date("2027-03-15T23:00:00.000Z"))).toBe("20270315T230000Z");
  });
});
