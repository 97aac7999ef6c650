import { useSyncExternalStore } from "react";
import { classZoneNote, zoneName } from "../../src/shared/time-zones";

const never = () => () => {};
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const onServer = () => null;

/**
 * A class's zone after its time ("6:00 PM - 8:00 PM CST") for a visitor whose clock differs at the
 * class's start (issue 31); nothing for the others. The server's HTML is one answer for every visitor,
 * so the note appears once the page has hydrated (React renders the server's snapshot first: no mismatch).
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
  const visitor = useSyncExternalStore(never, visitorZone, onServer);
  const note = visitor ? classZoneNote(timeZone, date, startTime, visitor) : null;
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
