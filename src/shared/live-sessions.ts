/**
 * The two weekly live trainings on Zoom (spec portal §2, §9: "Thursdays 7:00pm CST", "Sundays 12:00pm
 * CST"), and when the next one is: the dashboard's "today" block and its Live Training cards read them,
 * as the assistant's knowledge does. Times are Central (America/Chicago, CST or CDT as the date has it).
 */
import { addDays } from "./days";
import { todayIn, zonedToUtc } from "./time-zones";

export const LIVE_SESSION_ZONE = "America/Chicago";

export const LIVE_SESSIONS = [
  {
    title: "Thursday Training",
    weekday: 4,
    time: "19:00",
    when: "Thursdays 7:00pm CST",
    link: "zoomThursdayUrl",
  },
  { title: "Sunday Training", weekday: 0, time: "12:00", when: "Sundays 12:00pm CST", link: "zoomSundayUrl" },
] as const;

export type LiveSession = (typeof LIVE_SESSIONS)[number];

/** A session counts as on now for its first hour: "Live now" rather than next week's. */
export const LIVE_FOR_MS = 60 * 60 * 1000;

/** The next session that has not ended (one under way is "live"), with its start and Central day. */
export function nextLiveSession(now: Date): {
  session: LiveSession;
  startsAt: Date;
  day: string;
  live: boolean;
} {
  const today = todayIn(LIVE_SESSION_ZONE, now);
  for (let i = 0; i <= 7; i++) {
    const day = addDays(today, i);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const found = LIVE_SESSIONS.map((session) => ({
      session,
      startsAt: zonedToUtc(day, session.time, LIVE_SESSION_ZONE),
    }))
      .filter(
        ({ session, startsAt }) =>
          session.weekday === weekday && startsAt.getTime() + LIVE_FOR_MS > now.getTime(),
      )
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    if (found) return { ...found, day, live: found.startsAt.getTime() <= now.getTime() };
  }
  // Unreachable: a week always holds both sessions.
  throw new Error("no live session within a week");
}
