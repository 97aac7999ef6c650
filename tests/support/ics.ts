/**
 * What every VEVENT of our calendar files holds, in the order ical-generator writes it: an injected line
 * would add to it.
 */
export const EVENT_PROPERTIES = [
  "uid",
  "sequence",
  "dtstamp",
  "dtstart",
  "dtend",
  "summary",
  "location",
  "description",
  "organizer",
  "url",
  "status",
];
