/**
 * The console's trainers (docs/decisions/0015): the table and its CSV, one trainer, a new account (with
 * its sign-in e-mail), the change of an account (status, featured, owner-only fields, login e-mail,
 * slug, map point, affiliate code) and the trainer-lead role. Every change is in the audit log, written
 * in the change's transaction. Throws domain errors; the SQL is in the repositories.
 */
import type {
  AdminTrainer,
  TrainerRow as AdminTrainerRow,
  NewTrainerInput,
} from "../../../shared/contracts/admin";
import { ADMIN_TEXT } from "../../../shared/contracts/admin";
import { CONTENT_TEXT } from "../../../shared/contracts/admin-content";
import { storableSlug } from "../../../shared/slug";
import { todayIn } from "../../../shared/time-zones";
import type { Tx } from "../../db/client";
import { Conflict, Invalid, NotFound } from "../../platform/domain-errors";
import { recordAudit } from "../audit/repository";
import type { Account } from "./account";
import { currentFields, endsSessions, type Fields, nextFields } from "./admin-change";
import type { AdminTrainerRepository, Query, TableQuery } from "./admin-repository";
import type { ProfileRepository } from "./profile-repository";
import type { TrainerLead, TrainerRepository, TrainerRow } from "./repository";
import { type AdminChange, EMAIL_TAKEN, type Locate, SLUG_INVALID, SLUG_TAKEN } from "./rules";
import type { TrainerService } from "./service";

export type NewTrainerFields = Pick<NewTrainerInput, "name" | "email" | "city" | "state"> & {
  status: NonNullable<NewTrainerInput["status"]>;
};

export class TrainerAdminService {
  constructor(
    private readonly table: AdminTrainerRepository,
    private readonly repository: TrainerRepository,
    private readonly profiles: ProfileRepository,
    private readonly trainers: TrainerService,
    private readonly locate: Locate,
    /** E-mails the account a sign-in link (modules/auth; fails with the mailer's error). */
    private readonly sendSignInLink: (email: string) => Promise<void>,
    /** Ends the account's sessions and its applications' onboarding sessions, in `tx` (modules/auth). */
    private readonly endSessions: (tx: Tx, trainerId: number) => Promise<void>,
  ) {}

  async page(q: TableQuery) {
    const { rows, total } = await this.table.table(q);
    return { rows, total, page: q.page, pageSize: q.pageSize };
  }

  csvRows(q: Query): Promise<AdminTrainerRow[]> {
    return this.table.allMatching(q);
  }

  async detail(id: number): Promise<AdminTrainer> {
    const trainer = await this.table.byId(id);
    if (!trainer) throw new NotFound(ADMIN_TEXT.notFound);
    return trainer;
  }

  /**
   * Makes the account (audited) and e-mails its sign-in link: a mail failure leaves the account (the
   * admin can resend), told to `mailFailed`. Without a place, the product's default, shown as one.
   */
  async create(
    me: Account,
    fields: NewTrainerFields,
    mailFailed: (err: unknown) => void,
  ): Promise<AdminTrainer> {
    const { name, email, status, city, state } = fields;
    const defaulted = !city && !state;
    const created = await this.trainers.create(
      {
        name,
        email,
        status,
        city: city || (defaulted ? "Tulsa" : undefined),
        state: state || (defaulted ? "OK" : undefined),
        locationDefaulted: defaulted,
        affiliateCode: true,
      },
      (tx, row) =>
        recordAudit(tx, me, {
          action: "trainer.create",
          targetType: "trainer",
          targetId: row.id,
          after: { name, email, status, city: city ?? null, state: state ?? null },
        }),
    );
    await this.sendSignInLink(created.email).catch(mailFailed);
    return this.detail(created.id);
  }

  /** E-mails the trainer a sign-in link (to set a new password), audited. */
  async signInLink(me: Account, id: number): Promise<{ message: string }> {
    const trainer = await this.trainers.accountById(id);
    if (!trainer) throw new NotFound(ADMIN_TEXT.notFound);
    await this.sendSignInLink(trainer.email);
    await this.repository.transaction((tx) =>
      recordAudit(tx, me, {
        action: "trainer.sign-in-link",
        targetType: "trainer",
        targetId: trainer.id,
        after: { sentTo: trainer.email },
      }),
    );
    return { message: ADMIN_TEXT.linkSent };
  }

  /**
   * Changes the account in one transaction, audited with the changed fields' values before and after
   * (nothing when nothing changed); answers the trainer as it is then.
   */
  async change(me: Account, trainerId: number, change: AdminChange): Promise<AdminTrainer> {
    const done = await this.repository.publicWrite(async (tx) => {
      const row = await this.profiles.accountAndProfileForUpdate(tx, trainerId);
      if (!row) return false;
      const current = currentFields(row);
      const { next, placeMoved } = await nextFields(current, change, todayIn(), this.locate);
      if (next.email !== current.email) {
        const other = await this.repository.idByEmail(tx, next.email as string);
        if (other !== undefined && other !== trainerId) throw new Conflict(EMAIL_TAKEN);
      }
      if (next.slug !== current.slug) {
        const slug = next.slug as string;
        if (storableSlug(slug) !== slug) throw new Invalid(SLUG_INVALID);
        const owners = await this.profiles.slugOwners(tx, slug);
        if (owners.some((id) => id !== trainerId)) throw new Conflict(SLUG_TAKEN);
        await this.profiles.moveSlug(tx, trainerId, current.slug as string, slug);
      }
      const changed = Object.keys(next).filter((k) => next[k] !== current[k]);
      if (changed.length === 0) return true;
      await this.write(tx, trainerId, next, placeMoved);
      const before = Object.fromEntries(changed.map((k) => [k, current[k]]));
      const after = Object.fromEntries(changed.map((k) => [k, next[k]]));
      const action = "status" in after ? `trainer.status.${after.status}` : "trainer.update";
      await recordAudit(tx, me, { action, targetType: "trainer", targetId: trainerId, before, after });
      return true;
    });
    if (!done) throw new NotFound(ADMIN_TEXT.notFound);
    return this.detail(trainerId);
  }

  private async write(tx: Tx, trainerId: number, next: Fields, placeMoved: boolean) {
    const now = new Date();
    await this.profiles.updateAccount(tx, trainerId, {
      status: next.status as TrainerRow["status"],
      email: (next.email as string).toLowerCase(),
      slug: next.slug as string,
      affiliateCode: next.affiliateCode as string | null,
      updatedAt: now,
    });
    await this.profiles.updateProfile(tx, trainerId, {
      featuredTrainer: next.featured as boolean,
      displayName: next.displayName as string | null,
      city: next.city as string | null,
      state: next.state as string | null,
      displayLocation: next.displayLocation as string | null,
      trainingDate: next.trainingDate as string | null,
      certificationDate: next.certificationDate as string | null,
      renewalDate: next.renewalDate as string | null,
      ...(placeMoved ? { locationDefaulted: false } : {}),
      latitude: next.latitude as number | null,
      longitude: next.longitude as number | null,
      updatedAt: now,
    });
    // The onboarding sessions of the applications linked to the account end too (issue 27, F1).
    if (endsSessions(next)) await this.endSessions(tx, trainerId);
  }

  /**
   * Moves the trainer-lead role to the trainer of this e-mail (docs/decisions/0015): one holder at a
   * time; a trainer who cannot sign in cannot hold it. Audited.
   */
  moveTrainerLead(me: Account, email: string): Promise<TrainerLead> {
    return this.repository.moveTrainerLead(
      email,
      (target) => {
        if (!target) throw new NotFound(CONTENT_TEXT.leadNotFound);
        if (target.status === "suspended" || target.status === "revoked")
          throw new Invalid(CONTENT_TEXT.leadNotActive);
      },
      (tx, before, after) =>
        recordAudit(tx, me, {
          action: "trainer-lead.move",
          targetType: "role",
          targetId: "trainer-lead",
          before: { lead: before },
          after: { lead: after },
        }),
    );
  }
}
