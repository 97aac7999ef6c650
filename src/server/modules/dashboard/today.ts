/**
 * The dashboard's "today" block (issue 31 part 1): the trainer's next class and the class to study
 * next. Rules over what the classes and assessments services answer; services.ts composes them.
 */
import type { TodayClass } from "../../../shared/contracts/dashboard";

type Listed = TodayClass & { startTime: string };

/** The earliest of the trainer's upcoming classes (the list holds today and later), or null. */
export function nextClassOf(classes: readonly Listed[]): TodayClass | null {
  const first = [...classes].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
  )[0];
  return first
    ? { id: first.id, title: first.title, date: first.date, time: first.time, location: first.location }
    : null;
}

/** The class number whose assessment the trainer has not passed yet, lowest first; null when all are. */
export function nextWeekToStudy(
  assessments: readonly { classNumber: number | null; passedOnce: boolean }[],
): number | null {
  const open = assessments
    .filter((a) => !a.passedOnce && a.classNumber !== null)
    .map((a) => a.classNumber as number)
    .sort((a, b) => a - b);
  return open[0] ?? null;
}
