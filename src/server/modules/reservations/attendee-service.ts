/**
 * The trainer's side of reservations (issue 33): a class's attendee list, its CSV, and the paid and
 * attended marks. Attendees' details are for the class's own trainer and the admin only; to anyone
 * else the class does not exist (404), as with the class calendar's other calls.
 */
import type { Attendee, AttendeeList, AttendeeMessage } from "../../../shared/contracts/reservations";
import { RESERVATION_TEXT as T } from "../../../shared/contracts/reservations";
import { Conflict, NotFound } from "../../platform/domain-errors";
import { type Account, isAdmin } from "../trainers/account";
import { csvField } from "../trainers/admin-csv";
import { trainerMessageEmail } from "./notice-emails";
import type { ReservableClass, ReservationRepository, ReservationRow } from "./repository";
import type { ReservationDeps, ReservationService } from "./service";

const CSV_COLUMNS = [
  "name",
  "email",
  "partySize",
  "status",
  "reservedAt",
  "paid",
  "attended",
  "position",
] as const;

export class AttendeeService {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly reservations: ReservationService,
    private readonly notices: Pick<ReservationDeps, "mailer" | "site">,
  ) {}

  private async ownClass(me: Account, classId: string): Promise<ReservableClass> {
    const cls = await this.repository.classOf(classId);
    if (!cls || (cls.trainerId !== me.id && !isAdmin(me))) throw new NotFound(T.classNotFound);
    return cls;
  }

  async list(me: Account, classId: string): Promise<AttendeeList> {
    const cls = await this.ownClass(me, classId);
    const rows = await this.repository.attendees(classId);
    let waiting = 0;
    return {
      class: { id: cls.id, title: cls.title, date: cls.date, startTime: cls.startTime.slice(0, 5) },
      spots: await this.reservations.spotsOf(cls),
      // The repository orders the waitlist first asked, first listed: its place is its rank here.
      reservations: rows.map((r) => toAttendee(r, r.status === "waitlisted" ? ++waiting : null)),
    };
  }

  async csv(me: Account, classId: string): Promise<{ fileName: string; body: string }> {
    const list = await this.list(me, classId);
    const lines = [CSV_COLUMNS.join(",")];
    for (const r of list.reservations) lines.push(CSV_COLUMNS.map((c) => csvField(r[c])).join(","));
    return { fileName: `reservations-${list.class.date}.csv`, body: `${lines.join("\r\n")}\r\n` };
  }

  /**
   * The trainer's message to everyone reserved or waiting, through the outbox in one transaction.
   * `allow` counts it against the day's limit (limits.ts), only once the class is the caller's and has
   * someone to tell.
   */
  async message(
    me: Account,
    classId: string,
    input: AttendeeMessage,
    allow: (trainerId: number, classId: string) => Promise<void>,
  ): Promise<{ sent: number }> {
    await this.ownClass(me, classId);
    const site = await this.notices.site();
    const settled = await this.repository.locked(classId, async (tx, cls) => {
      const rows = await this.repository.live(tx, classId);
      if (rows.length === 0) return { refuse: new Conflict(T.noOneToMessage) };
      await allow(me.id, classId);
      for (const row of rows) {
        const content = trainerMessageEmail(site, cls, row, input);
        await this.notices.mailer.enqueue(tx, { to: row.email, kind: "reservation-message", ...content });
      }
      return { sent: rows.length };
    });
    if (!settled) throw new NotFound(T.classNotFound);
    if ("refuse" in settled) throw settled.refuse;
    this.notices.mailer.deliverSoon();
    return settled;
  }

  async mark(
    me: Account,
    classId: string,
    reservationId: string,
    change: { paid?: boolean; attended?: boolean | null },
  ): Promise<Attendee> {
    await this.ownClass(me, classId);
    const row = await this.repository.byId(reservationId);
    if (!row || row.classId !== classId) throw new NotFound(T.reservationNotFound);
    const set = {
      ...(change.paid === undefined ? {} : { paid: change.paid }),
      ...(change.attended === undefined ? {} : { attended: change.attended }),
    };
    const saved = await this.repository.change(undefined, row.id, set);
    return toAttendee(saved, await this.repository.position(saved));
  }
}

function toAttendee(r: ReservationRow, position: number | null): Attendee {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    partySize: r.partySize,
    status: r.status,
    reservedAt: r.createdAt.toISOString(),
    paid: r.paid,
    attended: r.attended,
    position,
  };
}
