/**
 * Retake pacing (decisions.md "Assessments"; docs/product.md): a failed attempt may be retaken after a
 * short wait, and at most ATTEMPTS_PER_DAY attempts at one assessment are scored in 24 hours. Pure, so
 * the rule reads on its own; attempt-service.ts reads the recent attempts and applies it.
 */
import { ATTEMPTS_PER_DAY, RETAKE_WAIT_MINUTES } from "../../../shared/contracts/assessments";

export const DAY_MS = 24 * 60 * 60 * 1000;
const WAIT_MS = RETAKE_WAIT_MINUTES * 60 * 1000;

export type Pacing = {
  /** Seconds until a start is allowed (0: now). */
  retryAfter: number;
  /** The daily cap, not the wait after a failure, holds the start. */
  dailyCap: boolean;
};

/** From the attempts scored in the last day, newest first (at most ATTEMPTS_PER_DAY of them). */
export function pacing(recent: readonly { passed: boolean; completedAt: Date }[], now: Date): Pacing {
  const latest = recent[0];
  const waitUntil = latest && !latest.passed ? latest.completedAt.getTime() + WAIT_MS : 0;
  const capUntil =
    recent.length >= ATTEMPTS_PER_DAY ? recent[ATTEMPTS_PER_DAY - 1]!.completedAt.getTime() + DAY_MS : 0;
  const until = Math.max(waitUntil, capUntil);
  return {
    retryAfter: Math.max(0, Math.ceil((until - now.getTime()) / 1000)),
    dailyCap: capUntil >= waitUntil,
  };
}
