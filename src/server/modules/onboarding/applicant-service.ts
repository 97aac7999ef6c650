/**
 * Applicants' rules (docs/product.md "Accounts", "Onboarding flow"): people in the onboarding flow, with
 * no account until their payment is verified. An application belongs to the browser that made it
 * (startApplication, issue 27, F1). A verified payment makes the trainer account (in_training) through
 * the trainers service, links the applicant to it, carries the signatures made and ends the
 * applicant's sessions; doing it again changes nothing, so a webhook delivered twice or after the
 * admin's confirmation still makes one account. Everything that makes an account or a record of an
 * address runs under that e-mail's lock. Throws domain errors; the SQL is in applicant-repository.ts.
 */
import { ADMIN_TEXT } from "../../../shared/contracts/admin";
import { ONBOARDING_TEXT } from "../../../shared/contracts/onboarding";
import type { Tx } from "../../db/client";
import { Conflict, Invalid, invalidFields, NotFound } from "../../platform/domain-errors";
import type { TrainerService } from "../trainers/service";
import type { ApplicantFields, ApplicantRepository, ApplicantRow } from "./applicant-repository";
import type { BuyerFields, OrderRepository } from "./order-repository";
import { sameName } from "./rules";

export type Verified = { trainerId: number; created: boolean };
export type Attached = { applicantId: number; trainerId: number };

export class ApplicantService {
  constructor(
    private readonly repository: ApplicantRepository,
    private readonly orders: OrderRepository,
    private readonly trainers: Pick<TrainerService, "idByEmailIn" | "createIn">,
    private readonly now: () => Date,
  ) {}

  byId(id: number): Promise<ApplicantRow | undefined> {
    return this.repository.byId(id);
  }

  /** The newest applicant with this e-mail, or undefined. */
  byEmail(email: string): Promise<ApplicantRow | undefined> {
    return this.repository.byEmail(email);
  }

  async requireById(id: number): Promise<ApplicantRow> {
    const applicant = await this.repository.byId(id);
    if (!applicant) throw new NotFound(ONBOARDING_TEXT.noSuchApplicant);
    return applicant;
  }

  byReference(reference: string): Promise<ApplicantRow | undefined> {
    return this.orders.byReference(reference);
  }

  /** Keeps the order's e-mail on the application when the buyer paid with another one. */
  async noteOrderEmail(applicant: ApplicantRow, email: string): Promise<void> {
    if (email.toLowerCase() === applicant.email.toLowerCase() || applicant.orderEmail === email) return;
    await this.orders.setOrderEmail(applicant.id, email);
  }

  /**
   * Details from the public forms (issue 27, F1): a new e-mail starts an application ("started"). An
   * e-mail that already has one (open or linked) changes nothing ("exists": the caller is sent the
   * e-mailed link instead), unless the caller's own onboarding session is that open application: its
   * owner updates it, except the name once a document is signed. An account with the e-mail is told to
   * sign in (conflict). Under the e-mail's lock, so two at once cannot both start one.
   */
  startApplication(
    fields: ApplicantFields,
    termsVersion: string | undefined,
    ownApplicantId: number | undefined,
  ): Promise<{ kind: "started" | "exists"; row: ApplicantRow }> {
    const { repository } = this;
    return repository.transaction(async (tx) => {
      await repository.lockEmail(tx, fields.email);
      if (await this.trainers.idByEmailIn(tx, fields.email))
        throw new Conflict(ONBOARDING_TEXT.alreadyAccount);
      // Locked: a signature being made at once (DocumentService.sign) takes turns with a rename.
      const own = ownApplicantId
        ? await repository.openForUpdate(tx, ownApplicantId, fields.email)
        : undefined;
      if (own) {
        const signed = await repository.hasSigned(tx, own.id);
        if (signed && !sameName(fields.fullName, own.fullName))
          throw invalidFields([{ field: "fullName", message: ONBOARDING_TEXT.nameFixedOnceSigned }]);
        // The signed name stays as written (the same name typed in another case or spacing).
        const kept = signed ? { ...fields, fullName: own.fullName } : fields;
        return { kind: "started", row: await repository.writeDetails(tx, own, kept, termsVersion) };
      }
      const existing = await repository.byEmail(fields.email, tx);
      if (existing) return { kind: "exists", row: existing };
      return { kind: "started", row: await repository.writeDetails(tx, undefined, fields, termsVersion) };
    });
  }

  /**
   * The applicant says they paid (the spec's PUT /api/trainers/{id}): recorded as a claim, and the flow
   * moves on to the documents. It never marks the payment verified.
   */
  async claimPayment(id: number): Promise<ApplicantRow> {
    const row = await this.repository.claimPayment(id, this.now());
    if (!row) throw new NotFound(ONBOARDING_TEXT.noSuchApplicant);
    return row;
  }

  /** The welcome links visited, stored on the applicant. */
  markWelcomeVisited(id: number, linkId: string): Promise<string[]> {
    return this.repository.markWelcomeVisited(id, linkId);
  }

  /**
   * A trainer's own onboarding record, made on first need (a trainer the admin created has none): the
   * welcome links and signatures of a signed-in trainer are kept on it.
   */
  async forTrainer(trainerId: number, name: string, email: string): Promise<ApplicantRow> {
    const { repository } = this;
    const existing = await repository.byTrainer(trainerId);
    if (existing) return existing;
    return repository.transaction(async (tx) => {
      // Two first needs at once (two deliveries of an order) make one record.
      await repository.lockEmail(tx, email);
      return (
        (await repository.byTrainer(trainerId, tx)) ??
        (await repository.insertForTrainer(tx, trainerId, name, email))
      );
    });
  }

  /**
   * Marks the payment verified (by "webhook:{id}" or "admin:{trainerId}") and makes sure the account
   * exists: an account with the applicant's e-mail is linked, otherwise one is created (in_training,
   * with an affiliate code), in the same transaction as the link and the carried signatures. Already
   * verified: nothing changes, and the first verification stays the one recorded. Under the e-mail's
   * lock, so verifications of one address at once (an order delivered twice, or with the admin's
   * confirmation) take turns: the second finds the first's work. `onCreated` runs in the transaction
   * that makes the account (its e-mails go to the outbox there).
   */
  async verifyPayment(
    id: number,
    by: string,
    onCreated?: (tx: Tx, applicant: ApplicantRow, trainerId: number) => Promise<void>,
  ): Promise<Verified> {
    const { repository } = this;
    const seen = await this.requireById(id);
    if (seen.trainerId && seen.paymentStatus === "completed")
      return { trainerId: seen.trainerId, created: false };
    const now = this.now();
    return repository.publicWrite(async (tx) => {
      await repository.lockEmail(tx, seen.email);
      const applicant = await repository.byId(id, tx);
      if (!applicant) throw new NotFound(ONBOARDING_TEXT.noSuchApplicant);
      if (applicant.trainerId && applicant.paymentStatus === "completed")
        return { trainerId: applicant.trainerId, created: false };
      const existing = await this.trainers.idByEmailIn(tx, applicant.email);
      if (existing) {
        await repository.link(tx, applicant.id, existing, by, now);
        return { trainerId: existing, created: false };
      }
      const row = await this.trainers.createIn(tx, {
        name: applicant.fullName,
        email: applicant.email,
        status: "in_training",
        // docs/product.md "Portal details": without a place, the spec's default, shown to the admin as one.
        city: applicant.city || (applicant.state ? undefined : "Tulsa"),
        state: applicant.state || (applicant.city ? undefined : "OK"),
        locationDefaulted: !applicant.city && !applicant.state,
        affiliateCode: true,
        profile: { phone: applicant.phone, address: applicant.address },
      });
      await repository.link(tx, applicant.id, row.id, by, now);
      await onCreated?.(tx, applicant, row.id);
      return { trainerId: row.id, created: true };
    });
  }

  /**
   * An order that matched no application by reference or e-mail: a new application from the order,
   * flagged for the admin. Under the e-mail's lock, so deliveries of one order at once make one; an
   * account made with the e-mail meanwhile is a conflict (the caller then uses the account's record).
   */
  applicationFromOrder(buyer: BuyerFields): Promise<ApplicantRow> {
    const { repository } = this;
    return repository.transaction(async (tx) => {
      await repository.lockEmail(tx, buyer.email);
      if (await this.trainers.idByEmailIn(tx, buyer.email)) throw new Conflict(ADMIN_TEXT.emailTaken);
      return (await repository.byEmail(buyer.email, tx)) ?? (await this.orders.insertFromOrder(tx, buyer));
    });
  }

  /**
   * Attaches a flagged order (`fromId`) to the application it was meant for (`toId`), in one transaction
   * with the caller's audit record (docs/decisions/0024-order-reference.md): the application takes the
   * order's verified payment and its account, its signatures become the account's, its onboarding
   * sessions end, and the order's own record is removed (its e-mail stays as the order's e-mail).
   */
  async attachOrder(
    fromId: number,
    toId: number,
    audit: (
      tx: Tx,
      before: { order: ApplicantRow; application: ApplicantRow },
      after: Attached,
    ) => Promise<void>,
  ): Promise<Attached> {
    const { repository } = this;
    if (fromId === toId) throw new Invalid(ADMIN_TEXT.attachSelf);
    const found = async (id: number, tx?: Tx) => {
      const row = await repository.byId(id, tx);
      if (!row) throw new NotFound(ADMIN_TEXT.applicantNotFound);
      return row;
    };
    const seen = await Promise.all([fromId, toId].map((id) => found(id)));
    const now = this.now();
    return repository.transaction(async (tx) => {
      // Both addresses' locks, always in one order: two attachments at once cannot wait on each other.
      for (const email of seen.map((a) => a.email.toLowerCase()).sort())
        await repository.lockEmail(tx, email);
      const [order, application] = await Promise.all([found(fromId, tx), found(toId, tx)]);
      if (!order.unmatchedOrder) throw new Conflict(ADMIN_TEXT.attachNotOrder);
      const trainerId = order.trainerId;
      if (trainerId === null || order.paymentStatus !== "completed")
        throw new Conflict(ADMIN_TEXT.attachNoPayment);
      const ownAccount = await this.trainers.idByEmailIn(tx, application.email);
      if (application.trainerId !== null || (ownAccount && ownAccount !== trainerId))
        throw new Conflict(ADMIN_TEXT.attachHasAccount);
      await this.orders.moveOrder(tx, order, application, trainerId, now);
      const after = { applicantId: application.id, trainerId };
      await audit(tx, { order, application }, after);
      return after;
    });
  }

  /** The console's list: the newest 500 applicants. */
  forAdmin(): Promise<ApplicantRow[]> {
    return this.repository.forAdmin();
  }
}
