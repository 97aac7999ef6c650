/**
 * Wall-clock times in IANA time zones, with Intl only: classes are stored as a date, a start and end
 * time and the trainer's zone (docs/product.md "Classes, availability, specialties"), and shown, exported
 * (.ics) and described to crawlers (JSON-LD) from that.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in minutes (Chicago in July: -300). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** "+HH:MM" / "-HH:MM" for an offset in minutes. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

function parseClock(time: string): [number, number] {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) throw new Error(`not a clock time: ${time}`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * The instant at which a zone's clock shows `date` `time`. A time skipped by a spring-forward change
 * (02:30) resolves forward (03:30); a time that happens twice at a fall-back change takes the first.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  // Feeds convert thousands of classes that share a few dates, times and zones; each conversion costs
  // several Intl calls, so answers are kept (bounded).
  const key = `${timeZone}|${date}|${time}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = computeZonedToUtc(date, time, timeZone);
    if (instants.size >= 20_000) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

const instants = new Map<string, number>();

function computeZonedToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = parseClock(time);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Offsets a few hours either side cover the transition; the earliest consistent instant wins.
  const candidates = new Set<number>();
  for (const probe of [wall - 36e5 * 26, wall - 36e5 * 3, wall, wall + 36e5 * 3, wall + 36e5 * 26])
    candidates.add(offsetMinutes(timeZone, new Date(probe)));
  const consistent = [...candidates]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => wall - offsetMinutes(timeZone, new Date(instant)) * 60_000 === instant)
    .sort((a, b) => a - b);
  if (consistent[0] !== undefined) return consistent[0];
  // Skipped by a spring-forward: the offset before the change, read forward.
  const before = offsetMinutes(timeZone, new Date(wall - 36e5 * 12));
  return wall - before * 60_000;
}

/** ISO 8601 with the zone's offset on that date: "2027-03-15T18:00:00-05:00". */
export function isoInZone(date: string, time: string, timeZone: string): string {
  const instant = zonedToUtc(date, time, timeZone);
  const offset = offsetMinutes(timeZone, instant);
  const [hh, mm] = parseClock(time);
  const local = new Date(instant.getTime() + offset * 60_000);
  const clock = `${String(local.getUTCHours()).padStart(2, "0")}:${String(local.getUTCMinutes()).padStart(2, "0")}:00`;
  const day = local.toISOString().slice(0, 10);
  // A skipped time is shown as the clock reads after the change; otherwise as stored.
  return hh === local.getUTCHours() && mm === local.getUTCMinutes()
    ? `${date}T${clock}${offsetText(offset)}`
    : `${day}T${clock}${offsetText(offset)}`;
}

/** The product's zone where none is known (the headquarters is in Tulsa). */
export const DEFAULT_TIME_ZONE = "America/Chicago";

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's date (YYYY-MM-DD) in a time zone, the real today (docs/product.md "Defects we do not copy"); an
 * unknown zone counts as the default. The one such function: the directory, pages, banners and the
 * demo data use it.
 */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      return todayIn(DEFAULT_TIME_ZONE, now);
    }
    dayFormatters.set(timeZone, f);
  }
  return f.format(now);
}

/**
 * The zones of the states and provinces and the profile's choices, named here rather than by Intl: the
 * same words on the server and in every browser (ICU versions differ: "Central Time (Canada)" for
 * Winnipeg in one, "Central Time" in another), and no formatter to build while a page hydrates (the
 * profile form's sixteen choices took a throttled phone 60 ms). The words are ICU's, without "(Canada)".
 */
const ZONE_NAMES: Readonly<Record<string, string>> = {
  "America/New_York": "Eastern Time",
  "America/Detroit": "Eastern Time",
  "America/Indiana/Indianapolis": "Eastern Time",
  "America/Toronto": "Eastern Time",
  "America/Iqaluit": "Eastern Time",
  "America/Chicago": "Central Time",
  "America/Winnipeg": "Central Time",
  "America/Regina": "Central Standard Time",
  "America/Denver": "Mountain Time",
  "America/Boise": "Mountain Time",
  "America/Edmonton": "Mountain Time",
  "America/Yellowknife": "Mountain Time",
  "America/Phoenix": "Mountain Standard Time",
  "America/Los_Angeles": "Pacific Time",
  "America/Vancouver": "Pacific Time",
  "America/Whitehorse": "Yukon Time",
  "America/Anchorage": "Alaska Time",
  "Pacific/Honolulu": "Hawaii-Aleutian Standard Time",
  "America/Halifax": "Atlantic Time",
  "America/Moncton": "Atlantic Time",
  "America/Puerto_Rico": "Atlantic Standard Time",
  "America/St_Johns": "Newfoundland Time",
};

/** A zone's name for people at an instant: "Central Time" for America/Chicago; the id when Intl has none. */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  const named = ZONE_NAMES[timeZone];
  if (named) return named;
  try {
    return zonePart(timeZone, "longGeneric", at) ?? timeZone;
  } catch {
    return timeZone;
  }
}

// A formatter is costly to make (a class list draws hundreds of times): one per zone and style.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zonePart(timeZone: string, style: "longGeneric" | "short", at: Date): string | undefined {
  const key = `${timeZone} ${style}`;
  let f = zoneFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style });
    zoneFormatters.set(key, f);
  }
  return f.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
}

/** The name and the id, for choosing and stating a zone: "Central Time (America/Chicago)". */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const id = timeZone.replace(/_/g, " ");
  const name = zoneName(timeZone, at);
  return name === timeZone ? id : `${name} (${id})`;
}

/**
 * The zone a class's time is stated in, for a visitor whose clock differs there ("CST", "EDT"; "GMT+1"
 * where English has no abbreviation); null when the visitor's zone shows the same time at the class's
 * start, so most visitors see the plain time.
 */
export function classZoneNote(
  classZone: string,
  date: string,
  startTime: string,
  visitorZone: string,
): string | null {
  try {
    const start = zonedToUtc(date, startTime, classZone);
    if (offsetMinutes(classZone, start) === offsetMinutes(visitorZone, start)) return null;
    return zonePart(classZone, "short", start) ?? classZone;
  } catch {
    return null;
  }
}
