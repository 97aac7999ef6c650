/**
 * A small RFC 5545 writer: CRLF lines folded at 75 octets, TEXT values escaped. Times are written in
 * UTC (see docs/decisions/0007-calendar-export.md), computed from the class's wall clock in its zone.
 */

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line to at most 75 octets per line, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  // Feeds hold thousands of events: ASCII lines (most) are cut by length, without measuring each character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, on purpose.
  if (/^[\x00-\x7f]*$/.test(line)) {
    const parts = [line.slice(0, 75)];
    for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
    return parts.join("\r\n ");
  }
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 20270315T230000Z */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export type IcsEvent = {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  organizer?: { name: string; email: string };
};

export type IcsCalendar = {
  prodId: string;
  name?: string;
  timeZone?: string;
  /** Subscribed feeds are refreshed this often (minutes). */
  refreshMinutes?: number;
  events: IcsEvent[];
  now: Date;
};

export function writeCalendar(cal: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${cal.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`, `NAME:${escapeText(cal.name)}`);
  if (cal.timeZone) lines.push(`X-WR-TIMEZONE:${cal.timeZone}`);
  if (cal.refreshMinutes)
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${cal.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${cal.refreshMinutes}M`,
    );
  for (const e of cal.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(cal.now)}`,
      `DTSTART:${utcStamp(e.start)}`,
      `DTEND:${utcStamp(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `LOCATION:${escapeText(e.location)}`,
      `URL:${e.url}`,
      "STATUS:CONFIRMED",
    );
    if (e.organizer)
      lines.push(`ORGANIZER;CN="${e.organizer.name.replaceAll('"', "'")}":mailto:${e.organizer.email}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
