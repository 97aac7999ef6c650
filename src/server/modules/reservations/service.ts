/**
 * The rules of class reservations (issue 33; docs/decisions/0044-reservations.md). Every change runs
 * under the class's row lock (repository.locked), so the spot count it checks is the one it writes
 * against: no double booking under parallel requests. A change whose e-mail goes out writes it to the
 * outbox in the same transaction. Freed spots are offered by the reservations job (job.ts: `sweep`),
 * asked for at once after a change (`promoteSoon`) and every two minutes besides.
 */
import { classIcsUrl } from "../../../shared/contracts/calendar";
import type {
  ClassSpots,
  ManagedReservation,
  ReserveAnswer,
  ReserveInput,
} from "../../../shared/contracts/reservations";
import { RESERVATION_PAGES, RESERVATION_TEXT as T } from "../../../shared/contracts/reservations";
import {
  isClosed,
  normalEmail,
  offerDeadline,
  PENDING_MINUTES,
  pendingDeadline,
  pickOffers,
  spotsLeft,
} from "../../../shared/reservation-rules";
import type { SiteConfig } from "../../../shared/site-config";
import { zonedToUtc } from "../../../shared/time-zones";
import type { Tx } from "../../db/client";
import { newSecret, sha256 } from "../../platform/crypto";
import { Conflict, Gone, NotFound } from "../../platform/domain-errors";
import type { Mailer } from "../../plugins/mail";
import { offerEmail, pendingEmail, waitlistedEmail } from "./emails";
import { lapsedEmail, reservationCancelledEmail } from "./notice-emails";
import type { ReservableClass, ReservationRepository, ReservationRow, TokenKind } from "./repository";

export type ReservationDeps = {
  mailer: Pick<Mailer, "enqueue" | "deliverSoon">;
  site: () => Promise<SiteConfig>;
  publicUrl: string;
  now: () => Date;
  /** Asks the reservations job for a run soon (a spot may have freed). */
  promoteSoon: () => void;
  /** The class's calendar file, attached to the e-mails that hold or offer a spot (null: none). */
  calendarFile: (classId: string) => Promise<{ ics: string; fileName: string } | null>;
};

/** The e-mail's attachment for a calendar file. */
const icsAttachment = (file: { ics: string; fileName: string } | null) =>
  file ? [{ filename: file.fileName, contentType: "text/calendar; charset=utf-8", content: file.ics }] : null;

export const classStart = (cls: Pick<ReservableClass, "date" | "startTime" | "timeZone">) =>
  zonedToUtc(cls.date, cls.startTime.slice(0, 5), cls.timeZone);

/**
 * The manage link's token, derived from the confirmation link's (both go out in the same e-mail): the
 * confirmed page can then show the manage link although only the tokens' hashes are stored. Knowing the
 * manage token tells nothing of the confirmation token.
 */
export const manageTokenOf = (confirmToken: string) => sha256(`manage:${confirmToken}`);

/** What a locked change settled: an answer, or a refusal to throw after the commit (so its writes stay). */
type Settled<T> = { ok: T } | { refuse: Error };

export class ReservationService {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly deps: ReservationDeps,
  ) {}

  private link(page: keyof typeof RESERVATION_PAGES, token: string) {
    return `${this.deps.publicUrl}${RESERVATION_PAGES[page]}?token=${encodeURIComponent(token)}`;
  }
  private icsLink(classId: string) {
    return `${this.deps.publicUrl}${classIcsUrl(classId)}`;
  }

  /** Reserve: pending (30 minutes to confirm) when the party fits, else waitlisted with its position. */
  async reserve(classId: string, input: ReserveInput): Promise<ReserveAnswer> {
    const now = this.deps.now();
    const site = await this.deps.site();
    const email = normalEmail(input.email);
    // Read before the transaction: on PGlite a read outside it would wait for it to end.
    const attachments = icsAttachment(await this.deps.calendarFile(classId));
    const settled = await this.repository.locked(
      classId,
      async (tx, cls): Promise<Settled<ReserveAnswer>> => {
        if (!cls.listed) return { refuse: new NotFound(T.classNotFound) };
        if (isClosed(now, classStart(cls))) return { refuse: new Conflict(T.closed) };
        if (await this.repository.liveFor(tx, classId, email)) return { refuse: new Conflict(T.duplicate) };
        const taken = await this.repository.taken(classId, tx);
        const free = cls.capacity === null ? Number.POSITIVE_INFINITY : cls.capacity - taken;
        // Spots the waitlist can use are theirs: a newcomer does not jump the queue.
        const owed = pickOffers(free, await this.repository.waitlist(tx, classId)).reduce(
          (n, r) => n + r.partySize,
          0,
        );
        const gets = input.partySize <= free - owed;
        const confirm = newSecret();
        const manage = manageTokenOf(confirm);
        const row = await this.repository.insert(tx, {
          classId,
          name: input.name,
          email,
          partySize: input.partySize,
          status: gets ? "pending" : "waitlisted",
          expiresAt: gets ? pendingDeadline(now) : null,
          createdAt: now,
          confirmTokenHash: sha256(confirm),
          manageTokenHash: sha256(manage),
        });
        const links = {
          confirm: this.link("confirm", confirm),
          manage: this.link("manage", manage),
          ics: this.icsLink(classId),
        };
        const position = await this.repository.position(row, tx);
        const content = gets
          ? pendingEmail(site, cls, { ...input, minutes: PENDING_MINUTES }, links)
          : waitlistedEmail(site, cls, { ...input, position: position! }, links);
        await this.deps.mailer.enqueue(tx, {
          to: email,
          kind: `reservation-${row.status}`,
          ...content,
          ...(gets ? { attachments } : {}),
        });
        return {
          ok: {
            status: gets ? "pending" : "waitlisted",
            partySize: row.partySize,
            expiresAt: row.expiresAt?.toISOString() ?? null,
            position,
          },
        };
      },
    );
    const answer = unwrap(settled, T.classNotFound);
    this.deps.mailer.deliverSoon();
    return answer;
  }

  /** The live count for a class page: a small read of its own, never through the prepared public answers. */
  async spots(classId: string): Promise<ClassSpots> {
    const cls = await this.repository.classOf(classId);
    if (!cls?.listed) throw new NotFound(T.classNotFound);
    return this.spotsOf(cls);
  }

  /** The live counts of the listed classes among `ids`, in their order (the lists' cards). */
  async spotsOfMany(ids: string[]): Promise<ClassSpots[]> {
    const rows = new Map((await this.repository.countsOf(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = rows.get(id);
      return r ? [this.counted(r, r.taken, r.waiting)] : [];
    });
  }

  async spotsOf(cls: ReservableClass): Promise<ClassSpots> {
    return this.counted(cls, await this.repository.taken(cls.id), await this.repository.waiting(cls.id));
  }

  private counted(
    cls: Pick<ReservableClass, "id" | "capacity" | "date" | "startTime" | "timeZone">,
    reserved: number,
    waitlist: number,
  ): ClassSpots {
    return {
      classId: cls.id,
      capacity: cls.capacity,
      reserved,
      spotsLeft: spotsLeft(cls.capacity, reserved),
      waitlist,
      closed: isClosed(this.deps.now(), classStart(cls)),
    };
  }

  /**
   * The e-mailed confirmation: pending → held within 30 minutes; after that the spot is released. The
   * answer carries the manage link's token, so the confirmed page links to it.
   */
  async confirm(token: string): Promise<ManagedReservation> {
    const answer = await this.act("confirm", token, async (tx, row, now, free) => {
      if (row.status === "held") return { ok: row };
      if (row.status !== "pending") return { refuse: new Conflict(T.notPending) };
      if (row.expiresAt! <= now) {
        await this.repository.change(tx, row.id, { status: "expired" });
        free();
        return { refuse: new Gone(T.expired) };
      }
      return {
        ok: await this.repository.change(tx, row.id, { status: "held", confirmedAt: now, expiresAt: null }),
      };
    });
    const manageToken = manageTokenOf(token);
    // A reservation made before the tokens were derived has a manage token of its own: not shown.
    const same = (await this.repository.byToken("manage", sha256(manageToken)))?.id === answer.id;
    return same ? { ...answer, manageToken } : answer;
  }

  /** An offered spot taken before its deadline: offered → held. A lapsed offer passes to the next. */
  claim(token: string): Promise<ManagedReservation> {
    return this.act("claim", token, async (tx, row, now, free) => {
      if (row.status === "held") return { ok: row };
      if (row.status !== "offered") return { refuse: new Conflict(T.notOffered) };
      if (row.expiresAt! <= now) {
        await this.repository.change(tx, row.id, { status: "expired" });
        free();
        return { refuse: new Gone(T.offerExpired) };
      }
      return {
        ok: await this.repository.change(tx, row.id, { status: "held", confirmedAt: now, expiresAt: null }),
      };
    });
  }

  /** Cancels through the manage link; a spot it held goes to the waitlist. */
  async cancel(token: string): Promise<ManagedReservation> {
    // Read before the transaction: on PGlite a read outside it would wait for it to end.
    const site = await this.deps.site();
    return this.act("manage", token, async (tx, row, _now, free, cls) => {
      if (row.status === "cancelled" || row.status === "expired")
        return { refuse: new Conflict(T.alreadyEnded) };
      if (row.status !== "waitlisted") free();
      // A receipt, in the same transaction: if someone else used the link, the holder hears of it.
      const content = reservationCancelledEmail(site, cls, row);
      await this.deps.mailer.enqueue(tx, { to: row.email, kind: "reservation-cancelled", ...content });
      return { ok: await this.repository.change(tx, row.id, { status: "cancelled", expiresAt: null }) };
    });
  }

  /** The manage link's read: the reservation, its status and place on the waitlist. */
  async manage(token: string): Promise<ManagedReservation> {
    const row = await this.repository.byToken("manage", sha256(token));
    if (!row) throw new NotFound(T.linkInvalid);
    const cls = await this.repository.classOf(row.classId);
    if (!cls) throw new NotFound(T.linkInvalid);
    return this.managed(cls, row, await this.repository.position(row));
  }

  /**
   * A link's change under the class lock; its refusal is thrown after the commit, its writes kept. A
   * change that frees a spot calls `free`, and the reservations job is asked for once the transaction
   * has committed (asked inside it, a run could read the class before the spot is free).
   */
  private async act(
    kind: TokenKind,
    token: string,
    work: (
      tx: Tx,
      row: ReservationRow,
      now: Date,
      free: () => void,
      cls: ReservableClass,
    ) => Promise<Settled<ReservationRow>>,
  ): Promise<ManagedReservation> {
    const found = await this.repository.byToken(kind, sha256(token));
    if (!found) throw new NotFound(T.linkInvalid);
    const now = this.deps.now();
    let freed = false;
    const settled = await this.repository.locked(found.classId, async (tx, cls) => {
      const row = await this.repository.byId(found.id, tx);
      if (!row) return { refuse: new NotFound(T.linkInvalid) };
      const done = await work(
        tx,
        row,
        now,
        () => {
          freed = true;
        },
        cls,
      );
      if ("refuse" in done) return done;
      return { ok: this.managed(cls, done.ok, await this.repository.position(done.ok, tx)) };
    });
    if (freed) this.deps.promoteSoon();
    return unwrap(settled, T.linkInvalid);
  }

  private managed(cls: ReservableClass, row: ReservationRow, position: number | null): ManagedReservation {
    return {
      id: row.id,
      status: row.status,
      name: row.name,
      email: row.email,
      partySize: row.partySize,
      position,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      class: {
        id: cls.id,
        title: cls.title,
        date: cls.date,
        startTime: cls.startTime.slice(0, 5),
        timeZone: cls.timeZone,
        location: cls.location,
        address: cls.address,
        trainerName: cls.trainerName,
        paymentLink: cls.paymentLink,
      },
    };
  }

  /**
   * The job's work: expires pending holds and offers past their deadline, then offers each class's free
   * spots to its waitlist in order (each party that fits), with a claim link by e-mail. Safe to run on
   * two servers at once: each class is settled under its row lock.
   */
  async sweep(now: Date): Promise<{ expired: number; offered: number }> {
    const site = await this.deps.site();
    let expired = 0;
    let offered = 0;
    for (const classId of await this.repository.classesToSweep(now)) {
      const attachments = icsAttachment(await this.deps.calendarFile(classId));
      await this.repository.locked(classId, async (tx, cls) => {
        // Each lapsed hold or offer is told why its spot is gone (the link's page says so too).
        for (const row of await this.repository.expireLapsed(tx, classId, now)) {
          const content = lapsedEmail(site, cls, { ...row, offer: row.claimTokenHash !== null });
          await this.deps.mailer.enqueue(tx, { to: row.email, kind: "reservation-lapsed", ...content });
          expired++;
        }
        const start = classStart(cls);
        if (isClosed(now, start)) return;
        const free =
          cls.capacity === null
            ? Number.POSITIVE_INFINITY
            : cls.capacity - (await this.repository.taken(classId, tx));
        for (const row of pickOffers(free, await this.repository.waitlist(tx, classId))) {
          const claim = newSecret();
          const deadline = offerDeadline(now, start);
          await this.repository.change(tx, row.id, {
            status: "offered",
            expiresAt: deadline,
            claimTokenHash: sha256(claim),
          });
          const links = { claim: this.link("claim", claim), ics: this.icsLink(classId) };
          const content = offerEmail(
            site,
            cls,
            { ...row, deadline: deadlineText(deadline, cls.timeZone) },
            links,
          );
          await this.deps.mailer.enqueue(tx, {
            to: row.email,
            kind: "reservation-offer",
            ...content,
            attachments,
          });
          offered++;
        }
      });
    }
    if (offered + expired > 0) this.deps.mailer.deliverSoon();
    return { expired, offered };
  }
}

function unwrap<T>(settled: Settled<T> | undefined, notFound: string): T {
  if (!settled) throw new NotFound(notFound);
  if ("refuse" in settled) throw settled.refuse;
  return settled.ok;
}

/** "Mon, Nov 23, 3:00 AM CST", in the class's zone. */
export function deadlineText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}
