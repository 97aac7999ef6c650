/**
 * A trainer's own classes (spec portal §2 Class calendar, §3, §5, §7; docs/decisions/0013-class-calendar.md):
 * the rules of the class calendar's calls. A trainer reads and changes only their own classes; a class
 * is dated today or later in the trainer's time zone; every write carries the version of the list it
 * was made from, and a stale one is refused (Conflict) with nothing changed. Throws domain errors; SQL
 * is in repository.ts.
 */
import { ADMIN_TEXT } from "../../../shared/contracts/admin";
import { PAST_CLASSES_SHOWN, type TrainerClasses } from "../../../shared/contracts/admin-trainer-record";
import { NOT_ALLOWED } from "../../../shared/contracts/auth";
import type { FieldIssue } from "../../../shared/contracts/errors";
import {
  CLASS_TEXT,
  type ClassInput,
  type ClassSaved,
  classInput,
  endTimeFor,
  type OwnClass,
  type OwnClassList,
  parsePrice,
  type WholeListSave,
} from "../../../shared/contracts/manage-classes";
import { todayIn } from "../../../shared/time-zones";
import { Conflict, Forbidden, invalidFields, NotFound } from "../../platform/domain-errors";
import type { Account } from "../trainers/account";
import { toPublicClass } from "../trainers/listed-classes";
import type {
  CancellingHook,
  ClassFields,
  ClassRecord,
  ClassRepository,
  ClassWriteOutcome,
  ListedClass,
} from "./repository";

const hhmm = (time: string) => time.slice(0, 5);

export function toOwnClass(row: ClassRecord): OwnClass {
  const { spotsLeft: _counted, ...shown } = toPublicClass({ ...row, spotsLeft: null });
  return {
    ...shown,
    startTime: hhmm(row.startTime),
    endTime: hhmm(row.endTime),
    notes: row.notes,
  };
}

/**
 * The stored fields of a checked class: the end is the start plus two hours. A price left out is not
 * among them: a new class gets the default (the column's), an edited one keeps its own.
 */
function toFields(input: ClassInput): ClassFields {
  const { priceCents, ...rest } = input;
  return {
    ...rest,
    ...(priceCents === undefined ? {} : { priceCents }),
    endTime: endTimeFor(input.startTime)!,
  };
}

/** The answer of a write, or the error a refused one throws. */
function settled<T>(outcome: ClassWriteOutcome<T>): { version: number; value: T } {
  if (outcome.status === "conflict") throw new Conflict(CLASS_TEXT.conflict);
  if (outcome.status === "not-found") throw new NotFound(CLASS_TEXT.notFound);
  return outcome;
}

/** The spec's class element (§3: time as "6:00 PM - 8:00pm", price as "$75") read into our body. */
function fromListed(item: WholeListSave["upcomingClasses"][number]): unknown {
  const { id: _id, time, price, startTime, ...rest } = item;
  return {
    ...rest,
    startTime: startTime ?? (time !== undefined ? startFromTimeText(time) : undefined),
    priceCents: price === undefined ? undefined : (parsePrice(price) ?? Number.NaN),
  };
}

/** "6:00 PM - 8:00pm" → "18:00"; no AM/PM counts as PM (spec §5). The text itself when unreadable. */
export function startFromTimeText(text: string): string {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i.exec(text);
  if (!m) return text;
  const hour = Number(m[1]);
  if (hour < 1 || hour > 12) return text;
  const pm = !m[3] || m[3].toLowerCase().startsWith("p");
  return `${String((hour % 12) + (pm ? 12 : 0)).padStart(2, "0")}:${m[2] ?? "00"}`;
}

/** A class is dated today or later, in the trainer's time zone. */
function checkNotPast(date: string, today: string, field: string) {
  if (date < today) throw invalidFields([{ field, message: CLASS_TEXT.datePast }]);
}

export class ClassService {
  constructor(
    private readonly repository: ClassRepository,
    private readonly now: () => Date,
    /** After a class changed: its capacity may have grown, so the reservations job offers freed spots. */
    private readonly changed: () => void = () => {},
    /**
     * Makes the hook run before classes are deleted (their reservations' holders are e-mailed by the
     * reservations module); made before the deleting transaction, so what it reads is read outside it.
     */
    private readonly cancelling?: () => Promise<CancellingHook>,
  ) {}

  /** The trainer's list version, time zone and today there; NotFound when the account is gone. */
  private async listState(trainerId: number) {
    const state = await this.repository.listState(trainerId);
    if (!state) throw new NotFound(CLASS_TEXT.notFound);
    return { ...state, today: todayIn(state.timeZone, this.now()) };
  }

  /** The trainer's upcoming classes and the list's version (the calendar's read and page). */
  async ownClasses(trainerId: number): Promise<OwnClassList> {
    const { version, timeZone, today } = await this.listState(trainerId);
    const rows = await this.repository.ownClasses(trainerId, today);
    return { version, timeZone, today, classes: rows.map(toOwnClass) };
  }

  /**
   * The console's trainer page (docs/decisions/0041): the upcoming classes and the newest past ones,
   * without the trainer's private notes. NotFound when there is no such trainer.
   */
  async forAdmin(trainerId: number): Promise<TrainerClasses> {
    const state = await this.repository.listState(trainerId);
    if (!state) throw new NotFound(ADMIN_TEXT.notFound);
    const today = todayIn(state.timeZone, this.now());
    const all = (await this.repository.ownClasses(trainerId)).map((row) => {
      const { notes: _private, ...shown } = toOwnClass(row);
      return shown;
    });
    const past = all.filter((c) => c.date < today).reverse();
    return {
      timeZone: state.timeZone,
      today,
      upcoming: all.filter((c) => c.date >= today),
      past: past.slice(0, PAST_CLASSES_SHOWN),
      pastCount: past.length,
    };
  }

  /** Adds a class to the trainer's list made at `version`. */
  async add(trainerId: number, version: number, input: ClassInput): Promise<ClassSaved> {
    const { today } = await this.listState(trainerId);
    checkNotPast(input.date, today, "class.date");
    const saved = settled(await this.repository.create(trainerId, version, toFields(input)));
    return { version: saved.version, class: toOwnClass(saved.value) };
  }

  /** Changes one of the trainer's classes; a class of someone else is NotFound. */
  async change(trainerId: number, version: number, id: string, input: ClassInput): Promise<ClassSaved> {
    const { today } = await this.listState(trainerId);
    checkNotPast(input.date, today, "class.date");
    const saved = settled(await this.repository.update(trainerId, version, id, toFields(input)));
    this.changed();
    return { version: saved.version, class: toOwnClass(saved.value) };
  }

  /** Deletes one of the trainer's classes; a class of someone else is NotFound. */
  async remove(trainerId: number, version: number, id: string): Promise<{ version: number; id: string }> {
    const removed = settled(await this.repository.remove(trainerId, version, id, await this.cancelling?.()));
    return { version: removed.version, id: removed.value };
  }

  /**
   * The spec's whole-list save: the caller's upcoming classes become the list. Another trainer's e-mail
   * in the body is refused; every element is checked (its issues named "upcomingClasses.{i}.field")
   * before anything is written.
   */
  async saveWholeList(me: Account, body: WholeListSave): Promise<OwnClassList> {
    const { trainerEmail, upcomingClasses, version } = body;
    if (trainerEmail !== undefined && trainerEmail.trim().toLowerCase() !== me.email.toLowerCase())
      throw new Forbidden(NOT_ALLOWED);
    const { today } = await this.listState(me.id);
    const issues: FieldIssue[] = [];
    const list: ListedClass[] = [];
    upcomingClasses.forEach((item, i) => {
      const parsed = classInput.safeParse(fromListed(item));
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          issues.push({ field: ["upcomingClasses", i, ...issue.path].join("."), message: issue.message });
        return;
      }
      if (parsed.data.date < today)
        issues.push({ field: `upcomingClasses.${i}.date`, message: CLASS_TEXT.datePast });
      list.push({ id: item.id, fields: toFields(parsed.data) });
    });
    if (issues.length > 0) throw invalidFields(issues);
    settled(await this.repository.replaceUpcoming(me.id, version, today, list, await this.cancelling?.()));
    return this.ownClasses(me.id);
  }
}
