/**
 * Calendar files through ical-generator (docs/decisions/0033-pictures-and-calendar-libraries.md): it
 * writes the components, CRLF lines folded at 75 octets without splitting a character, TEXT escaping and
 * RFC 6868 parameter quoting. What it leaves to the caller is done here, so no text (a trainer's name, a
 * class title, an e-mail address) can start a line, a property or a parameter:
 *  - control characters other than line breaks are dropped from every value (it keeps them);
 *  - the values it writes as they are (UID, PRODID, NAME/X-WR-CALNAME) are escaped here;
 *  - URIs are percent-encoded, `;` and `,` included, so its TEXT escaping of URL and mailto finds nothing.
 * Times are written in UTC (docs/decisions/0007-calendar-export.md): no calendar time zone is given to
 * the library, which would write DTSTAMP and the events in local time; X-WR-TIMEZONE is a plain hint.
 */
import ical, { escape as escapeText, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** Control characters other than CR and LF (which TEXT keeps, escaped), and DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS = /[\x00-\x09\x0b\x0c\x0e-\x1f\x7f]/g;
/** Every control character and whitespace: none belongs in a URI or an identifier. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS_AND_SPACE = /[\x00-\x1f\x7f\s]/g;

/** A TEXT value for the library to escape: other control characters dropped. */
const text = (value: string) => value.replace(CONTROLS, "");
/** A TEXT value the library writes as it is: cleaned and escaped here with its own escaping. */
const rawText = (value: string) => escapeText(text(value), false);
/** An identifier (UID, a zone name): no control characters or spaces. */
const identifier = (value: string) => value.replace(CONTROLS_AND_SPACE, "");

/**
 * A URI value (URL, mailto:): control characters and whitespace dropped, then what RFC 3986 does not
 * allow, and `;` `,` (which the library would backslash-escape), percent-encoded (UTF-8). Existing %XX
 * escapes and our own URLs pass unchanged.
 */
export function uriValue(value: string): string {
  return value.replace(CONTROLS_AND_SPACE, "").replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+=%]/gu, (char) =>
    // Buffer, not encodeURIComponent: a lone surrogate becomes U+FFFD instead of throwing.
    [...Buffer.from(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
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
  /** "-//Company//Product//EN" */
  prodId: string;
  name?: string;
  timeZone?: string;
  /** Subscribed feeds are refreshed this often (minutes). */
  refreshMinutes?: number;
  events: IcsEvent[];
  now: Date;
};

export function writeCalendar(cal: IcsCalendar): string {
  const calendar = ical({
    // The library writes "PRODID:-" before the value.
    prodId: rawText(cal.prodId).replace(/^-/, ""),
    method: ICalCalendarMethod.PUBLISH,
    scale: "GREGORIAN",
    ...(cal.name ? { name: rawText(cal.name) } : {}),
    ...(cal.refreshMinutes ? { ttl: cal.refreshMinutes * 60 } : {}),
  });
  if (cal.timeZone) calendar.x("X-WR-TIMEZONE", identifier(cal.timeZone));
  for (const e of cal.events) {
    const event = calendar.createEvent({
      id: rawText(identifier(e.uid)),
      stamp: cal.now,
      start: e.start,
      end: e.end,
      summary: text(e.summary),
      description: text(e.description),
      location: text(e.location),
      url: uriValue(e.url),
      status: ICalEventStatus.CONFIRMED,
    });
    const name = e.organizer && text(e.organizer.name);
    const email = e.organizer && uriValue(e.organizer.email);
    // The library refuses an organizer without a name or an address: such a class has none.
    if (name && email) event.organizer({ name, email });
  }
  return `${calendar.toString()}\r\n`;
}
