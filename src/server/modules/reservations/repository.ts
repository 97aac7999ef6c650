/**
 * Class reservations, read and written (SQL only; the rules are in service.ts and
 * shared/reservation-rules.ts). Every change of a class's reservations runs in `locked`: one
 * transaction that first locks the class's row (SELECT ... FOR UPDATE), so two requests for the last
 * spot, a sweep and a cancellation never count the spots at the same time, on PostgreSQL as on PGlite
 * (whose transactions run one at a time anyway). Reservations are not public data: no write here moves
 * the public-data version, and the live spot count is its own small read (docs/decisions/0044).
 */
import { and, asc, eq, getTableColumns, gt, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { LIVE_STATUSES, SPOT_STATUSES } from "../../../shared/reservation-rules";
import type { Database, Tx } from "../../db/client";
import { classes, classReservations, trainerProfiles, trainers } from "../../db/schema";
import { isClassId } from "../trainers/listed-classes-repository";
import { LISTED } from "../trainers/repository";

export type ReservationRow = typeof classReservations.$inferSelect;
export type NewReservation = typeof classReservations.$inferInsert;
export type ReservationChange = Partial<
  Pick<
    ReservationRow,
    "status" | "expiresAt" | "confirmedAt" | "claimTokenHash" | "paid" | "attended" | "remindersOff"
  >
>;

/** A class as reservations need it: its time, capacity, payment link and trainer. */
export type ReservableClass = {
  id: string;
  trainerId: number;
  title: string;
  date: string;
  startTime: string;
  timeZone: string;
  location: string;
  address: string | null;
  paymentLink: string | null;
  capacity: number | null;
  trainerName: string;
  /** The trainer is listed: the public may reserve. */
  listed: boolean;
};

export type TokenKind = "confirm" | "manage" | "claim";
const TOKEN_COLUMN = {
  confirm: classReservations.confirmTokenHash,
  manage: classReservations.manageTokenHash,
  claim: classReservations.claimTokenHash,
} as const;

const classColumns = {
  id: classes.id,
  trainerId: classes.trainerId,
  title: classes.title,
  date: classes.date,
  startTime: classes.startTime,
  timeZone: classes.timeZone,
  location: classes.location,
  address: classes.address,
  paymentLink: classes.paymentLink,
  capacity: classes.capacity,
  trainerName: trainers.name,
  listed: sql<boolean>`coalesce(${LISTED}, false)`,
};

const takesSpot = inArray(classReservations.status, [...SPOT_STATUSES]);

export class ReservationRepository {
  constructor(private readonly database: Database) {}

  /** The class with its trainer; undefined for no such class. */
  async classOf(
    classId: string,
    db: Database["db"] | Tx = this.database.db,
  ): Promise<ReservableClass | undefined> {
    if (!isClassId(classId)) return undefined;
    const [row] = await db
      .select(classColumns)
      .from(classes)
      .innerJoin(trainers, eq(trainers.id, classes.trainerId))
      .leftJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .where(eq(classes.id, classId));
    return row;
  }

  /**
   * Runs `work` in one transaction holding the class's row lock: every count and change of the class's
   * reservations made there is settled before the next one starts. Undefined when there is no class.
   */
  async locked<T>(
    classId: string,
    work: (tx: Tx, cls: ReservableClass) => Promise<T>,
  ): Promise<T | undefined> {
    if (!isClassId(classId)) return undefined;
    return this.database.db.transaction(async (tx) => {
      const [lock] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.id, classId))
        .for("update");
      if (!lock) return undefined;
      const cls = await this.classOf(classId, tx);
      return work(tx, cls!);
    });
  }

  /** People in reservations that take a spot (pending, held, offered). */
  async taken(classId: string, db: Database["db"] | Tx = this.database.db): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${classReservations.partySize}), 0)::int` })
      .from(classReservations)
      .where(and(eq(classReservations.classId, classId), takesSpot));
    return row!.n;
  }

  /** The waitlist in its order (first asked, first offered). */
  waitlist(tx: Tx, classId: string): Promise<ReservationRow[]> {
    return tx
      .select()
      .from(classReservations)
      .where(and(eq(classReservations.classId, classId), eq(classReservations.status, "waitlisted")))
      .orderBy(asc(classReservations.createdAt), asc(classReservations.seq));
  }

  /**
   * The live counts of several classes in one read (the class lists' cards): each listed class among
   * `ids` with its capacity, start and the people taking a spot and waiting. Unknown ids are left out.
   */
  async countsOf(ids: string[]) {
    const valid = ids.filter(isClassId);
    if (valid.length === 0) return [];
    const people = (where: SQL) =>
      sql<number>`coalesce(sum(${classReservations.partySize}) filter (where ${where}), 0)::int`;
    return this.database.db
      .select({
        id: classes.id,
        capacity: classes.capacity,
        date: classes.date,
        startTime: classes.startTime,
        timeZone: classes.timeZone,
        taken: people(takesSpot),
        waiting: people(eq(classReservations.status, "waitlisted")),
      })
      .from(classes)
      .innerJoin(trainers, eq(trainers.id, classes.trainerId))
      .innerJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .leftJoin(classReservations, eq(classReservations.classId, classes.id))
      .where(and(inArray(classes.id, valid), LISTED))
      .groupBy(classes.id);
  }

  /** People waiting. */
  async waiting(classId: string, db: Database["db"] | Tx = this.database.db): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${classReservations.partySize}), 0)::int` })
      .from(classReservations)
      .where(and(eq(classReservations.classId, classId), eq(classReservations.status, "waitlisted")));
    return row!.n;
  }

  /** The e-mail's live reservation for the class, if any (pending, held, waiting or offered). */
  async liveFor(tx: Tx, classId: string, email: string): Promise<ReservationRow | undefined> {
    const [row] = await tx
      .select()
      .from(classReservations)
      .where(
        and(
          eq(classReservations.classId, classId),
          sql`lower(${classReservations.email}) = ${email.toLowerCase()}`,
          inArray(classReservations.status, ["pending", "held", "waitlisted", "offered"]),
        ),
      );
    return row;
  }

  async insert(tx: Tx, values: NewReservation): Promise<ReservationRow> {
    const [row] = await tx.insert(classReservations).values(values).returning();
    return row!;
  }

  async change(tx: Tx | undefined, id: string, set: ReservationChange): Promise<ReservationRow> {
    const [row] = await (tx ?? this.database.db)
      .update(classReservations)
      .set(set)
      .where(eq(classReservations.id, id))
      .returning();
    return row!;
  }

  /** The reservation a link's token digest names (no lock: the caller re-reads it under the class lock). */
  async byToken(kind: TokenKind, digest: string): Promise<ReservationRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(classReservations)
      .where(eq(TOKEN_COLUMN[kind], digest));
    return row;
  }

  async byId(id: string, db: Database["db"] | Tx = this.database.db): Promise<ReservationRow | undefined> {
    if (!isClassId(id)) return undefined;
    const [row] = await db.select().from(classReservations).where(eq(classReservations.id, id));
    return row;
  }

  /** 1 for the first waiting; null when the reservation is not waiting. */
  async position(row: ReservationRow, db: Database["db"] | Tx = this.database.db): Promise<number | null> {
    if (row.status !== "waitlisted") return null;
    const [ahead] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(classReservations)
      .where(
        and(
          eq(classReservations.classId, row.classId),
          eq(classReservations.status, "waitlisted"),
          or(
            lt(classReservations.createdAt, row.createdAt),
            and(eq(classReservations.createdAt, row.createdAt), lt(classReservations.seq, row.seq)),
          ),
        ),
      );
    return ahead!.n + 1;
  }

  /** Pending holds and offers past their deadline in the class, now expired (under the class lock). */
  expireLapsed(tx: Tx, classId: string, now: Date): Promise<ReservationRow[]> {
    return tx
      .update(classReservations)
      .set({ status: "expired" })
      .where(and(eq(classReservations.classId, classId), lapsed(now)))
      .returning();
  }

  /** Classes the sweep visits: a lapsed hold or offer, or someone waiting (a spot may be free). */
  async classesToSweep(now: Date): Promise<string[]> {
    const rows = await this.database.db
      .selectDistinct({ classId: classReservations.classId })
      .from(classReservations)
      .where(or(lapsed(now), eq(classReservations.status, "waitlisted")));
    return rows.map((r) => r.classId);
  }

  /** Every reservation of the class, for its trainer: the spot-takers first, then the waitlist, then history. */
  attendees(classId: string): Promise<ReservationRow[]> {
    return this.database.db
      .select()
      .from(classReservations)
      .where(eq(classReservations.classId, classId))
      .orderBy(
        sql`case ${classReservations.status} when 'held' then 0 when 'pending' then 1 when 'offered' then 2 when 'waitlisted' then 3 else 4 end`,
        asc(classReservations.createdAt),
        asc(classReservations.seq),
      );
  }

  /**
   * Held reservations whose class starts within `hours` of `now` (and has not started), not yet reminded
   * and not unsubscribed: the reminders job's work. The class's start is its date and time in its zone.
   */
  remindersDue(now: Date, hours: number): Promise<ReservationRow[]> {
    const until = new Date(now.getTime() + hours * 3600_000);
    return this.database.db
      .select(reservationColumns)
      .from(classReservations)
      .innerJoin(classes, eq(classes.id, classReservations.classId))
      .where(
        and(
          eq(classReservations.status, "held"),
          isNull(classReservations.reminderSentAt),
          eq(classReservations.remindersOff, false),
          gt(CLASS_START, now),
          lte(CLASS_START, until),
        ),
      )
      .orderBy(asc(classReservations.createdAt));
  }

  /** Marks the reminder sent, once: false when another run already did (or it is no longer due). */
  async markReminded(tx: Tx, id: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(classReservations)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(classReservations.id, id),
          isNull(classReservations.reminderSentAt),
          eq(classReservations.remindersOff, false),
          eq(classReservations.status, "held"),
        ),
      )
      .returning({ id: classReservations.id });
    return rows.length > 0;
  }

  /** Reminders off for every live reservation of the e-mail (the reminder's one-click link); how many. */
  async remindersOff(email: string): Promise<number> {
    const rows = await this.database.db
      .update(classReservations)
      .set({ remindersOff: true })
      .where(
        and(
          sql`lower(${classReservations.email}) = ${email.toLowerCase()}`,
          inArray(classReservations.status, [...LIVE_STATUSES]),
        ),
      )
      .returning({ id: classReservations.id });
    return rows.length;
  }

  /** The class's live reservations (reserved and waiting), e.g. to tell them the class is cancelled. */
  live(tx: Tx, classId: string): Promise<ReservationRow[]> {
    return tx
      .select()
      .from(classReservations)
      .where(
        and(eq(classReservations.classId, classId), inArray(classReservations.status, [...LIVE_STATUSES])),
      );
  }

  /** Deletes the reservations of classes dated before `beforeDate` (the retention job: 90 days). */
  async deleteOfClassesBefore(beforeDate: string): Promise<number> {
    const rows = await this.database.db
      .delete(classReservations)
      .where(
        inArray(
          classReservations.classId,
          this.database.db.select({ id: classes.id }).from(classes).where(lt(classes.date, beforeDate)),
        ),
      )
      .returning({ id: classReservations.id });
    return rows.length;
  }

  /** Each class with reservations: its held, waiting and marked counts (the console's figures). */
  figuresByClass(now: Date) {
    const held = sql`${classReservations.status} = 'held'`;
    const past = sql`${CLASS_START} <= ${now}`;
    return this.database.db
      .select({
        classId: classes.id,
        title: classes.title,
        date: classes.date,
        capacity: classes.capacity,
        trainerId: trainers.id,
        trainerName: trainers.name,
        region: trainerProfiles.state,
        reservations: sql<number>`(count(*) filter (where ${held}))::int`,
        people: sql<number>`coalesce(sum(${classReservations.partySize}) filter (where ${held}), 0)::int`,
        waiting: sql<number>`(count(*) filter (where ${classReservations.status} = 'waitlisted'))::int`,
        marked: sql<number>`(count(*) filter (where ${held} and ${past} and ${classReservations.attended} is not null))::int`,
        noShows: sql<number>`(count(*) filter (where ${held} and ${past} and ${classReservations.attended} = false))::int`,
      })
      .from(classReservations)
      .innerJoin(classes, eq(classes.id, classReservations.classId))
      .innerJoin(trainers, eq(trainers.id, classes.trainerId))
      .leftJoin(trainerProfiles, eq(trainerProfiles.trainerId, trainers.id))
      .groupBy(classes.id, trainers.id, trainerProfiles.state)
      .orderBy(sql`${classes.date} desc`, classes.title);
  }
}

/** A class's start as a moment: its date and start time read in its own zone (PostgreSQL does it). */
const CLASS_START = sql`((${classes.date} + ${classes.startTime}) at time zone ${classes.timeZone})`;

const reservationColumns = getTableColumns(classReservations);

function lapsed(now: Date): SQL {
  return and(
    inArray(classReservations.status, ["pending", "offered"]),
    lte(classReservations.expiresAt, now),
  )!;
}
