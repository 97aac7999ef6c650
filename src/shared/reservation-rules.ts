/**
 * The pure rules of class reservations (issue 33; docs/decisions/0044-reservations.md): which states take
 * a spot, how many spots are left, when a pending reservation and an offer lapse, and who on the
 * waitlist is offered freed spots. The server applies them inside one locked transaction per class.
 */

export const RESERVATION_STATUSES = [
  "pending",
  "held",
  "waitlisted",
  "offered",
  "cancelled",
  "expired",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** These take a spot: the capacity counts their party sizes. */
export const SPOT_STATUSES = ["pending", "held", "offered"] as const satisfies readonly ReservationStatus[];
/** These keep an e-mail from reserving again for the same class (the partial unique index too). */
export const LIVE_STATUSES = [...SPOT_STATUSES, "waitlisted"] as const satisfies readonly ReservationStatus[];

export const MAX_PARTY = 4;
/** A reservation is held only once its e-mailed link is confirmed within this long (as the sign-in link). */
export const PENDING_MINUTES = 30;
/** A freed spot's offer lasts this long at most... */
export const OFFER_HOURS = 12;
/** ...and ends this long before the class starts (unless less than that is left: then at the start). */
export const OFFER_CLOSES_BEFORE_START_HOURS = 2;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Spots still free; null when the class has no capacity (unlimited, no waitlist). Never below 0. */
export function spotsLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, capacity - taken);
}

/** Whether a party fits in what is left. */
export function fits(capacity: number | null, taken: number, partySize: number): boolean {
  return capacity === null || taken + partySize <= capacity;
}

/** Reservations close when the class starts. */
export const isClosed = (now: Date, classStart: Date) => now.getTime() >= classStart.getTime();

/** The deadline to confirm a new reservation. */
export const pendingDeadline = (now: Date) => new Date(now.getTime() + PENDING_MINUTES * MINUTE);

/**
 * The claim deadline of an offer: 12 hours, or until 2 hours before the class, whichever comes first.
 * Within the last 2 hours the offer runs until the class starts (a spot is still worth offering).
 */
export function offerDeadline(now: Date, classStart: Date): Date {
  const twelveHours = now.getTime() + OFFER_HOURS * HOUR;
  const beforeStart = classStart.getTime() - OFFER_CLOSES_BEFORE_START_HOURS * HOUR;
  const deadline = Math.min(twelveHours, beforeStart);
  return new Date(deadline > now.getTime() ? deadline : classStart.getTime());
}

/**
 * Who is offered `free` spots: the waitlist in its order, each whose party fits in what is still free
 * (a party of 4 at the head does not block a party of 2 behind it when 2 spots free up).
 */
export function pickOffers<T extends { partySize: number }>(free: number, waitlist: readonly T[]): T[] {
  const offered: T[] = [];
  let left = free;
  for (const entry of waitlist) {
    if (left <= 0) break;
    if (entry.partySize <= left) {
      offered.push(entry);
      left -= entry.partySize;
    }
  }
  return offered;
}

/** An e-mail as reservations compare it: one address, whatever its case or spaces. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The no-show rate (issue 33 §5): of the held reservations of past classes the trainer marked, the share
 * marked not attended; null when none was marked (no rate, rather than a 0 that says "everyone came").
 */
export function noShowRate(marked: number, noShows: number): number | null {
  if (marked <= 0) return null;
  return Math.round((noShows / marked) * 1000) / 1000;
}
