import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { type IcsEvent, writeCalendar } from "../../src/server/modules/calendar/ics";
import { EVENT_PROPERTIES } from "../support/ics";

/** One event's calendar, with `fields` over an ordinary event. */
const oneEvent = (fields: Partial<IcsEvent>) =>
  writeCalendar({
    prodId: "-//Test//EN",
    now: new Date("2026-11-22T15:00:00Z"),
    events: [
      {
        uid: "abc@example.com",
        start: new Date("2027-03-15T23:00:00Z"),
        end: new Date("2027-03-16T01:00:00Z"),
        summary: "Basics",
        description: "Bring water.",
        location: "Tulsa",
        url: "https://example.com/public/class/abc",
        ...fields,
      },
    ],
  });
/** The raw lines of a property, still folded: the line that starts with it and its continuations. */
function foldedLines(text: string, name: string): string[] {
  const lines = text.split("\r\n");
  const first = lines.findIndex((l) => l.startsWith(`${name}:`));
  const rest = lines.slice(first + 1);
  const end = rest.findIndex((l) => !l.startsWith(" "));
  return [lines[first]!, ...rest.slice(0, end)];
}

describe("the iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and newlines in text", () => {
    expect(oneEvent({ summary: "a\\b;c,d\ne" })).toContain("\r\nSUMMARY:a\\\\b\\;c\\,d\\ne\r\n");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const value = "é".repeat(60);
    const folded = foldedLines(oneEvent({ description: value }), "DESCRIPTION");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    // Each part is whole UTF-8: no replacement character where a character was cut.
    expect(folded.join("\r\n").includes("\uFFFD")).toBe(false);
    expect(folded.join("\r\n").replaceAll("\r\n ", "")).toBe(`DESCRIPTION:${value}`);
  });

  it("folds ASCII lines into at most 75 octets, continuations after a leading space", () => {
    const value = "abcdefghij".repeat(30);
    const parts = foldedLines(oneEvent({ description: value }), "DESCRIPTION");
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.join("\r\n").replaceAll("\r\n ", "")).toBe(`DESCRIPTION:${value}`);
    expect(foldedLines(oneEvent({ summary: "short" }), "SUMMARY")).toEqual(["SUMMARY:short"]);
  });

  it("writes DTSTAMP, DTSTART and DTEND in UTC, and the properties of every event in order", () => {
    const text = oneEvent({ organizer: { name: "Dana", email: "dana@example.com" } });
    expect(text).toContain("\r\nDTSTAMP:20261122T150000Z\r\n");
    expect(text).toContain("\r\nDTSTART:20270315T230000Z\r\n");
    expect(text).toContain("\r\nDTEND:20270316T010000Z\r\n");
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getAllProperties().map((p) => p.name)).toEqual(EVENT_PROPERTIES);
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
  });
});

describe("the iCalendar writer against injection", () => {
  // CR, LF and CRLF each try to start a property or a component; the rest are TEXT and quoting specials.
  const evil = (label: string) =>
    `${label} a\rATTENDEE:mailto:cr@example.com\nATTENDEE:mailto:lf@example.com\r\nBEGIN:VEVENT\r\nUID:x;b,c\\d"e\0f^g`;
  /** What a parser should read back: newlines kept (as LF), other control characters dropped. */
  const asText = (value: string) => value.replace(/\r\n|\r/g, "\n").replaceAll("\0", "");
  /** ical.js leaves unknown (X-, NAME) properties unescaped. */
  const unescapeText = (raw: string) =>
    raw.replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? "\n" : c));

  const event = (i: number) => ({
    uid: evil(`uid${i}`),
    start: new Date("2027-03-15T23:00:00Z"),
    end: new Date("2027-03-16T01:00:00Z"),
    summary: evil(`summary${i}`),
    description: evil(`description${i}`),
    location: evil(`location${i}`),
    url: evil(`https://example.com/public/class/${i}`),
    organizer: { name: evil(`Dana${i}`), email: evil(`dana${i}@example.com`) },
  });
  const events = [event(1), event(2)];
  const text = writeCalendar({
    prodId: evil("-//Test//EN"),
    name: evil("All classes"),
    timeZone: evil("America/Chicago"),
    refreshMinutes: 360,
    now: new Date("2026-11-22T15:00:00Z"),
    events,
  });

  it("writes only CRLF-ended lines of at most 75 octets, each a property, a component or a fold", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n\0]/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const starts = text
      .replaceAll("\r\n ", "")
      .slice(0, -2)
      .split("\r\n")
      .map((l) => /^[A-Z-]+/.exec(l)?.[0]);
    expect(starts.filter((s) => s === "ATTENDEE")).toEqual([]);
    expect(starts.filter((s) => s === "BEGIN")).toHaveLength(1 + events.length);
  });

  it("is read back by ical.js with exactly the events and properties written, texts intact", () => {
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getAllSubcomponents().map((c) => c.name)).toEqual(["vevent", "vevent"]);
    expect(cal.getAllProperties().map((p) => p.name)).toEqual([
      "version",
      "prodid",
      "calscale",
      "method",
      "name",
      "x-wr-calname",
      "refresh-interval",
      "x-published-ttl",
      "x-wr-timezone",
    ]);
    expect(cal.getFirstPropertyValue("prodid")).toBe(asText(evil("-//Test//EN")));
    expect(unescapeText(String(cal.getFirstPropertyValue("x-wr-calname")))).toBe(asText(evil("All classes")));
    expect(unescapeText(String(cal.getFirstPropertyValue("name")))).toBe(asText(evil("All classes")));
    expect(String(cal.getFirstPropertyValue("x-wr-timezone"))).not.toMatch(/[\s\0]/);

    cal.getAllSubcomponents("vevent").forEach((vevent, i) => {
      const written = events[i]!;
      expect(vevent.getAllSubcomponents()).toEqual([]);
      expect(vevent.getAllProperties().map((p) => p.name)).toEqual(EVENT_PROPERTIES);
      const e = new ICAL.Event(vevent);
      expect(e.summary).toBe(asText(written.summary));
      expect(e.description).toBe(asText(written.description));
      expect(e.location).toBe(asText(written.location));
      // Identifiers and addresses lose their control characters and spaces, nothing else.
      expect(e.uid).toBe(written.uid.replace(/[\s\0]/g, ""));
      const url = String(vevent.getFirstPropertyValue("url"));
      expect(decodeURIComponent(url)).toBe(written.url.replace(/[\s\0]/g, ""));
      const organizer = vevent.getFirstProperty("organizer")!;
      expect(organizer.getParameter("cn")).toBe(asText(written.organizer.name));
      expect(decodeURIComponent(String(organizer.getFirstValue()))).toBe(
        `mailto:${written.organizer.email.replace(/[\s\0]/g, "")}`,
      );
    });
  });

  it("leaves ordinary values as they were", () => {
    const plain = writeCalendar({
      prodId: "-//Soul Punch//Trainer Directory//EN",
      timeZone: "America/Chicago",
      now: new Date("2026-11-22T15:00:00Z"),
      events: [
        {
          ...event(0),
          uid: "0b7c6a51-3e0a-4f5e-9d4a-2b1c1f0e9a77@trainers.example",
          url: "https://trainers.example/public/class/0b7c6a51-3e0a-4f5e-9d4a-2b1c1f0e9a77?a=1&b=%20",
          organizer: { name: "Dana O'Neil", email: "dana+classes@example.com" },
        },
      ],
    });
    const unfolded = plain.replaceAll("\r\n ", "");
    expect(unfolded).toContain("PRODID:-//Soul Punch//Trainer Directory//EN\r\n");
    expect(unfolded).toContain("X-WR-TIMEZONE:America/Chicago\r\n");
    expect(unfolded).toContain("UID:0b7c6a51-3e0a-4f5e-9d4a-2b1c1f0e9a77@trainers.example\r\n");
    expect(unfolded).toContain(
      "URL;VALUE=URI:https://trainers.example/public/class/0b7c6a51-3e0a-4f5e-9d4a-2b1c1f0e9a77?a=1&b=%20\r\n",
    );
    expect(unfolded).toContain(`ORGANIZER;CN="Dana O'Neil":mailto:dana+classes@example.com\r\n`);
  });
});
