/**
 * The public's classes (docs/product.md "Routes", docs/decisions/0019): one class of a listed trainer
 * with the trainer (/public/class/:id), and the classes screens' windows and list pages, filtered,
 * counted and paged from the public listing (class-windows.ts). The routes keep the answers per state
 * of the public data; the pages read the same answers in-process (pages/reads-public.ts).
 */
import type { DateWindow } from "../../../shared/class-listing";
import type {
  PublicClassDetail,
  PublicClassesAnswer,
  PublicClassesQuery,
} from "../../../shared/contracts/public-classes";
import { todayIn } from "../../../shared/time-zones";
import type { Db } from "../../db/client";
import { toPublicClass } from "../trainers/listed-classes";
import { listedClassById } from "../trainers/listed-classes-repository";
import type { PublicListing } from "../trainers/public-list";
import { classesAnswer, flatClasses, windowOf } from "./class-windows";

export class PublicClassService {
  constructor(
    private readonly db: Db,
    private readonly listing: () => Promise<PublicListing>,
    private readonly now: () => Date,
  ) {}

  /** The class and its trainer, past classes included (links in old messages keep working), or null. */
  async byId(id: string): Promise<PublicClassDetail | null> {
    const row = await listedClassById(this.db, id);
    if (!row) return null;
    const trainer = (await this.listing()).byId.get(row.trainerId);
    if (!trainer) return null;
    return { class: toPublicClass(row), trainer, past: row.date < todayIn(row.timeZone, this.now()) };
  }

  /** The window `query` asks for as of `now` (`month=current` as the server can know it), if any. */
  windowOf(query: PublicClassesQuery, now = this.now()): DateWindow | null {
    return windowOf(query, now);
  }

  /** One answer of the classes screens, and until when the listing it comes from holds. */
  async answer(
    query: PublicClassesQuery,
    window: DateWindow | null,
  ): Promise<{ answer: PublicClassesAnswer; validUntil: number }> {
    const { trainers, validUntil } = await this.listing();
    return { answer: classesAnswer(flatClasses(trainers), query, window), validUntil };
  }
}
