/**
 * A small RFC 5545 writer: CRLF lines folded at 75 octets, every value made safe for its type, so no
 * text (a trainer's name, a class title, an e-mail address) can start a line, a property or a parameter.
 * Times are written in UTC (see docs/decisions/0007-calendar-export.md), computed from the class's wall
 * clock in its zone.
 */

/** Control characters other than CR and LF (which TEXT keeps, escaped), and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\x00-\x09\x0b\x0c\x0e-\x1f\x7f]/g;
/** Every control character and whitespace: none belongs in a URI or an identifier. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS_AND_SPACE = /[\x00-\x1f\x7f\s]/g;

/** Escapes a TEXT value: backslash, semicolon, comma and newlines; other control characters are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROLS, "")
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A DQUOTE-quoted parameter value. RFC 6868 caret encoding (^' ^n ^^), which ical.js and the common
 * clients decode, keeps a quote or a line break in a name without ending the value or the line.
 */
export function quoteParam(value: string): string {
  const encoded = value
    .replace(CONTROLS, "")
    .replaceAll("^", "^^")
    .replaceAll('"', "^'")
    .replace(/\r\n|\r|\n/g, "^n");
  return `"${encoded}"`;
}

/**
 * A URI value (URL, mailto:): control characters and whitespace dropped, then what RFC 3986 does not
 * allow percent-encoded (UTF-8). Existing %XX escapes and our own URLs pass unchanged.
 */
export function uriValue(value: string): string {
  return value.replace(CONTROLS_AND_SPACE, "").replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu, (char) =>
    // Buffer, not encodeURIComponent: a lone surrogate becomes U+FFFD instead of throwing.
    [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
}

/** An identifier (UID is TEXT, X-WR-TIMEZONE a zone name): no control characters or spaces, TEXT-escaped. */
export function identifier(value: string): string {
  return escapeText(value.replace(CONTROLS_AND_SPACE, ""));
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
    `PRODID:${escapeText(cal.prodId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`, `NAME:${escapeText(cal.name)}`);
  if (cal.timeZone) lines.push(`X-WR-TIMEZONE:${identifier(cal.timeZone)}`);
  if (cal.refreshMinutes)
    lines.push(
      `REFRESH-INTERVAL;VALUE=DURATION:PT${cal.refreshMinutes}M`,
      `X-PUBLISHED-TTL:PT${cal.refreshMinutes}M`,
    );
  for (const e of cal.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${identifier(e.uid)}`,
      `DTSTAMP:${utcStamp(cal.now)}`,
      `DTSTART:${utcStamp(e.start)}`,
      `DTEND:${utcStamp(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `LOCATION:${escapeText(e.location)}`,
      `URL:${uriValue(e.url)}`,
      "STATUS:CONFIRMED",
    );
    if (e.organizer)
      lines.push(`ORGANIZER;CN=${quoteParam(e.organizer.name)}:${uriValue(`mailto:${e.organizer.email}`)}`);
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
