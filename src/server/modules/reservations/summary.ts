/**
 * The console's reservation figures (issue 33 §5): per class, per trainer and per region, held
 * reservations and people, the waitlist, and the no-show rate (shared/reservation-rules.ts noShowRate).
 * One grouped read per class (repository.figuresByClass); trainers and regions are summed from it.
 */
import type { ReservationSummary } from "../../../shared/contracts/reservations";
import { noShowRate } from "../../../shared/reservation-rules";
import type { ReservationRepository } from "./repository";

type Counts = { reservations: number; people: number; waiting: number; marked: number; noShows: number };
const zero = (): Counts => ({ reservations: 0, people: 0, waiting: 0, marked: 0, noShows: 0 });
const add = (into: Counts, c: Counts) => {
  into.reservations += c.reservations;
  into.people += c.people;
  into.waiting += c.waiting;
  into.marked += c.marked;
  into.noShows += c.noShows;
};
const withRate = <T extends Counts>(c: T) => ({ ...c, noShowRate: noShowRate(c.marked, c.noShows) });

export async function reservationSummary(
  repository: ReservationRepository,
  now: Date,
): Promise<ReservationSummary> {
  const rows = await repository.figuresByClass(now);
  const total = zero();
  const trainers = new Map<number, Counts & { trainerId: number; trainerName: string }>();
  const regions = new Map<string, Counts & { region: string | null }>();
  for (const row of rows) {
    add(total, row);
    const t = trainers.get(row.trainerId) ?? {
      trainerId: row.trainerId,
      trainerName: row.trainerName,
      ...zero(),
    };
    add(t, row);
    trainers.set(row.trainerId, t);
    const key = row.region ?? "";
    const r = regions.get(key) ?? { region: row.region, ...zero() };
    add(r, row);
    regions.set(key, r);
  }
  const byPeople = (a: Counts, b: Counts) => b.people - a.people;
  return {
    total: withRate(total),
    classes: rows
      .map((row) => withRate({ ...row, date: String(row.date) }))
      .map(({ trainerId: _, ...c }) => c),
    trainers: [...trainers.values()].sort(byPeople).map(withRate),
    regions: [...regions.values()].sort(byPeople).map(withRate),
  };
}
