/**
 * The runner's in-process timers: every-N-seconds ticks (on every app server) and, on PGlite, cron
 * slots (a single server holds the data folder, docs/decisions/0027). Timers never keep the process
 * alive; stop() clears them all.
 */
import { nextSlot } from "./schedule";

/** setTimeout's longest delay (about 24.8 days): a farther slot waits in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export class LocalTimers {
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  /** Calls `tick` every `ms`. */
  every(ms: number, tick: () => void) {
    if (this.stopped) return;
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Calls `fire(slot)` at each slot of the cron line (UTC), from now on. */
  cron(cron: string, fire: (slot: Date) => void) {
    const arm = (slot: Date) => {
      if (this.stopped) return;
      const wait = slot.getTime() - Date.now();
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          if (Date.now() < slot.getTime()) return arm(slot);
          fire(slot);
          arm(nextSlot(cron, slot));
        },
        Math.max(0, Math.min(wait, MAX_DELAY_MS)),
      );
      timer.unref();
      this.timers.add(timer);
    };
    arm(nextSlot(cron, new Date()));
  }

  stop() {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
