/**
 * A job's schedule as times and words: cron lines are read in UTC (cron-parser), and described for the
 * console (cronstrue). Pure: the runner and the console's list share them.
 */
import { CronExpressionParser } from "cron-parser";
import cronstrue from "cronstrue";
import type { JobDefinition } from "./types";

/**
 * How far ahead of this server's clock a delivered cron run looks for its slot. The database's clock
 * (pg-boss fires a slot by it) may be a few seconds ahead of the app's: without the margin, a run fired
 * at 06:15 by the database and read at 06:14:59 here would name yesterday's slot, already done. So cron
 * lines finer than every two minutes are not supported (tests/unit/job-schedule.test.ts).
 */
export const SLOT_MARGIN_MS = 60_000;

const parse = (cron: string, at: Date) => CronExpressionParser.parse(cron, { tz: "UTC", currentDate: at });

/** The first time the cron line names strictly after `after`. */
export function nextSlot(cron: string, after: Date): Date {
  return parse(cron, after).next().toDate();
}

/** The last time the cron line names at or before `at`. */
export function latestSlot(cron: string, at: Date): Date {
  return parse(cron, new Date(at.getTime() + 1))
    .prev()
    .toDate();
}

/** The slot a run delivered at `now` is for (see SLOT_MARGIN_MS). */
export const slotOfDelivery = (cron: string, now: Date) =>
  latestSlot(cron, new Date(now.getTime() + SLOT_MARGIN_MS));

/** Whether the line is a cron line this runner accepts: five fields, at most one slot a minute apart. */
export function checkCron(cron: string): string | null {
  if (cron.trim().split(/\s+/).length !== 5)
    return "a cron line has five fields (minute hour day month weekday)";
  try {
    const it = parse(cron, new Date(Date.UTC(2026, 0, 1)));
    const a = it.next().toDate().getTime();
    const b = it.next().toDate().getTime();
    return b - a < 2 * SLOT_MARGIN_MS ? "slots must be at least two minutes apart" : null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** "At 06:15 UTC", "Every 30 seconds on each server". */
export function describeSchedule(def: Pick<JobDefinition, "cron" | "everySeconds">): string {
  if (def.cron) return `${cronstrue.toString(def.cron, { use24HourTimeFormat: true })} UTC`;
  if (def.everySeconds) {
    const s = def.everySeconds;
    const every =
      s === 1 ? "second" : s === 60 ? "minute" : s % 60 === 0 ? `${s / 60} minutes` : `${s} seconds`;
    return `Every ${every} on each server`;
  }
  return "Only when asked";
}
