/**
 * Limits on reservation requests (issue 33 §6): per address and per e-mail, in fixed 15-minute windows
 * (plugins/limit-counters.ts: in this process, or in Redis shared by every app server). Using a link
 * (confirm, manage, cancel, claim) counts against the address only. Each refusal is a 429 with Retry-After.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RESERVATION_TEXT } from "../../../shared/contracts/reservations";
import { normalEmail } from "../../../shared/reservation-rules";
import { HttpError } from "../../http/http-error";
import { limitCounters } from "../../plugins/limit-counters";

export const RESERVE_WINDOW_MS = 15 * 60 * 1000;
/** Reservations asked from one address in a window (a family, a shared office network). */
export const RESERVES_PER_ADDRESS = 20;
/** Reservations asked for one e-mail in a window (every class counts). */
export const RESERVES_PER_EMAIL = 5;
/** Link uses from one address in a window. */
export const LINK_USES_PER_ADDRESS = 60;

/** A trainer's messages to one class's attendees in a day (issue 33 §4: rate-limited). */
export const MESSAGES_PER_CLASS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one message of `trainerId` about `classId`; 429 with Retry-After past the day's three. */
export function messageLimit(app: FastifyInstance) {
  const clock = () => app.now().getTime();
  const counters = limitCounters(app.redis, "reservation-messages", DAY_MS, clock);
  return async (trainerId: number, classId: string) => {
    const count = await counters.add(`${trainerId}:${classId}`);
    if (count.hits <= MESSAGES_PER_CLASS_PER_DAY) return;
    const seconds = Math.max(1, Math.ceil((count.resetAt - clock()) / 1000));
    throw new HttpError(429, RESERVATION_TEXT.tooManyMessages, undefined, { "retry-after": String(seconds) });
  };
}

export function reservationLimits(app: FastifyInstance) {
  const clock = () => app.now().getTime();
  const counters = limitCounters(app.redis, "reservations", RESERVE_WINDOW_MS, clock);
  async function take(key: string, max: number) {
    const count = await counters.add(key);
    if (count.hits <= max) return;
    const seconds = Math.max(1, Math.ceil((count.resetAt - clock()) / 1000));
    throw new HttpError(429, RESERVATION_TEXT.tooMany, undefined, { "retry-after": String(seconds) });
  }
  return {
    reserve: async (request: FastifyRequest) => {
      await take(`reserve-ip:${request.ip}`, RESERVES_PER_ADDRESS);
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email === "string") await take(`reserve-email:${normalEmail(email)}`, RESERVES_PER_EMAIL);
    },
    linkUse: (request: FastifyRequest) => take(`link-ip:${request.ip}`, LINK_USES_PER_ADDRESS),
  };
}
