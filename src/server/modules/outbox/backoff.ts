/**
 * When a failed try is tried again (docs/decisions/0028-outbox.md): waits that grow from a minute to an
 * hour, eight tries over about two hours, so an SMTP outage of an hour loses nothing. After the last
 * try the e-mail is failed and waits for the admin's "Send again".
 */
const MINUTE = 60 * 1000;

/** The wait after the 1st, 2nd, ... failed try. */
export const RETRY_WAITS_MS = [1, 2, 5, 10, 20, 30, 60].map((m) => m * MINUTE);

/** Tries in all: the first and one after each wait. */
export const MAX_ATTEMPTS = RETRY_WAITS_MS.length + 1;

/** After `attempts` failed tries: when to try again, or null when that was the last one. */
export function nextTryAfterFailure(attempts: number, now: Date): Date | null {
  const wait = RETRY_WAITS_MS[Math.max(attempts, 1) - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait);
}
