import { startTransition, useEffect, useState } from "react";
import { classZoneNote, zoneName } from "../../src/shared/time-zones";

// The visitor's zone does not change while the page is open, and a formatter is costly to make.
let visitorZoneOnce: string | undefined;
function visitorZone(): string {
  visitorZoneOnce ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorZoneOnce;
}

// The same class shows in several places (a card, its trainer's page), and each note takes a few
// formatter calls: worked out once per class and visitor.
const notes = new Map<string, string | null>();
function noteFor(timeZone: string, date: string, startTime: string): string | null {
  const visitor = visitorZone();
  const key = `${timeZone} ${date} ${startTime} ${visitor}`;
  let note = notes.get(key);
  if (note === undefined) {
    note = classZoneNote(timeZone, date, startTime, visitor);
    notes.set(key, note);
  }
  return note;
}

/**
 * A class's zone after its time ("6:00 PM - 8:00 PM CST") for a visitor whose clock differs at the
 * class's start (issue 31); nothing for the others. The server's HTML is one answer for every visitor,
 * so the note appears once the page has hydrated, as a transition: a list of a hundred classes gets its
 * notes in slices that leave input free, not in one long task.
 */
export function ClassZone({
  timeZone,
  date,
  startTime,
}: {
  timeZone: string;
  date: string;
  startTime: string;
}) {
  const [visitor, setVisitor] = useState<string | null>(null);
  useEffect(() => startTransition(() => setVisitor(visitorZone())), []);
  const note = visitor ? noteFor(timeZone, date, startTime) : null;
  if (!note) return null;
  return (
    <>
      {" "}
      <abbr title={zoneName(timeZone)} className="no-underline" data-testid="class-zone">
        {note}
      </abbr>
    </>
  );
}
