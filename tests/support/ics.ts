/** What every VEVENT of our calendar files holds, in order: an injected line would add to it. */
export const EVENT_PROPERTIES = [
  "uid",
  "dtstamp",
  "dtstart",
  "dtend",
  "summary",
  "description",
  "location",
  "url",
  "status",
  "organizer",
];
