/**
 * The calendar exports (issue 5, docs/decisions/0007-calendar-export.md): one class, one trainer's feed,
 * and every listed trainer's classes, written as calendar files (ics.ts). Feeds keep a month of past
 * classes; reads are in repository.ts.
 */
import type { PublicClass, PublicTrainer } from "../../../shared/contracts/public-trainers";
import { zonedToUtc } from "../../../shared/time-zones";
import { toPublicClass } from "../trainers/listed-classes";
import type { ClassRow } from "../trainers/listed-classes-repository";
import type { ListedTrainerRow } from "../trainers/public-repository";
import { toPublicTrainer } from "../trainers/public-view";
import { type IcsEvent, writeCalendar } from "./ics";
import type { CalendarRepository } from "./repository";

/** Feeds keep a month of past classes, so a subscriber's calendar does not lose last week's class. */
export const FEED_PAST_DAYS = 30;
/** How often subscribed calendars are asked to refresh a feed (minutes). */
const FEED_REFRESH_MINUTES = 360;

export type Site = { publicUrl: string; brandName: string };

export function classEvent(site: Site, c: PublicClass, t: PublicTrainer): IcsEvent {
  const url = `${site.publicUrl}/public/class/${c.id}`;
  const booking = c.paymentLink
    ? `Register: ${c.paymentLink}`
    : `Contact ${t.displayName} directly to book this class.`;
  return {
    uid: `${c.id}@${new URL(site.publicUrl).host}`,
    start: zonedToUtc(c.date, c.startTime, c.timeZone),
    end: zonedToUtc(c.date, c.endTime, c.timeZone),
    summary: c.title,
    description: [
      `With ${t.displayName}, certified ${site.brandName} trainer.`,
      `Price: ${c.price}.`,
      booking,
      url,
    ].join("\n"),
    location: c.address ? `${c.location} (${c.address})` : c.location,
    url,
    ...(t.email ? { organizer: { name: t.displayName, email: t.email } } : {}),
  };
}

/** The first day a feed holds (UTC): a month before `now`. */
export function feedStart(now: Date): string {
  return new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** "{title}-{date}.ics", the title as a slug ("class" when nothing is left of it). */
const fileName = (title: string, date: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "class"
  }-${date}.ics`;

export class CalendarService {
  constructor(
    private readonly repository: CalendarRepository,
    private readonly site: Site,
  ) {}

  private get prodId() {
    return `-//${this.site.brandName}//Trainer Directory//EN`;
  }

  private trainer(row: ListedTrainerRow): PublicTrainer {
    return toPublicTrainer(row, [], this.site.brandName);
  }

  /** Events of the rows' classes whose trainer is among the rows' trainers. */
  private events(listed: { trainers: ListedTrainerRow[]; classes: ClassRow[] }): IcsEvent[] {
    const byId = new Map(listed.trainers.map((r) => [r.id, this.trainer(r)]));
    return listed.classes.flatMap((row) => {
      const trainer = byId.get(row.trainerId);
      return trainer ? [classEvent(this.site, toPublicClass(row), trainer)] : [];
    });
  }

  /**
   * One class of a listed trainer (any date) as a calendar file, named by the class's own day where it
   * happens (not by the UTC day of its start), or null: the class first, then only its trainer.
   */
  async classFile(id: string, now: Date): Promise<{ ics: string; fileName: string } | null> {
    const row = await this.repository.classById(id);
    if (!row) return null;
    const trainer = await this.repository.trainerById(row.trainerId);
    if (!trainer) return null;
    const c = toPublicClass(row);
    const event = classEvent(this.site, c, this.trainer(trainer));
    return {
      ics: writeCalendar({ prodId: this.prodId, events: [event], now }),
      fileName: fileName(event.summary, c.date),
    };
  }

  /** A listed trainer's classes from a month ago on, as a feed; null for an unknown slug. */
  async trainerFeed(slug: string, now: Date): Promise<string | null> {
    const row = await this.repository.trainerBySlug(slug);
    if (!row) return null;
    return writeCalendar({
      prodId: this.prodId,
      name: `${this.trainer(row).displayName} classes | ${this.site.brandName}`,
      refreshMinutes: FEED_REFRESH_MINUTES,
      events: this.events(await this.repository.listed(feedStart(now), row.id)),
      now,
    });
  }

  /** Every listed trainer's classes from a month ago on, as a feed. */
  async allClasses(now: Date): Promise<string> {
    return writeCalendar({
      prodId: this.prodId,
      name: `${this.site.brandName} self-defense classes`,
      refreshMinutes: FEED_REFRESH_MINUTES,
      events: this.events(await this.repository.listed(feedStart(now))),
      now,
    });
  }
}
