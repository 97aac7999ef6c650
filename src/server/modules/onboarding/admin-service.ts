/**
 * The console's onboarding (docs/decisions/0015): applicants and their state, a payment confirmed by
 * hand, a flagged order attached to its application (docs/decisions/0024-order-reference.md), each
 * signature with the exact text signed, the documents' versions, and a trainer's onboarding for their
 * page in the console (docs/decisions/0041). Every change is audited. Throws
 * domain errors.
 */

import type { ApplicantRow as ApplicantListRow } from "../../../shared/contracts/admin";
import { ADMIN_TEXT } from "../../../shared/contracts/admin";
import type { AdminDocument, DocumentEdit } from "../../../shared/contracts/admin-content";
import type { TrainerOnboarding } from "../../../shared/contracts/admin-trainer-record";
import { NotFound } from "../../platform/domain-errors";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import type { TrainerService } from "../trainers/service";
import type { ApplicantRepository } from "./applicant-repository";
import type { ApplicantService, Attached, Verified } from "./applicant-service";
import type { DocumentService, SignatureRecord } from "./document-service";
import type { ProgressService } from "./progress";
import type { OnboardingService } from "./service";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const summary = (a: { id: number; email: string; trainerId: number | null; paymentStatus: string }) => ({
  id: a.id,
  email: a.email,
  trainerId: a.trainerId,
  paymentStatus: a.paymentStatus,
});

export class OnboardingAdminService {
  constructor(
    private readonly deps: {
      repository: ApplicantRepository;
      applicants: ApplicantService;
      documents: DocumentService;
      onboarding: Pick<OnboardingService, "verifyPayment">;
      /** The trainer page's checklist reads the account and its profile (modules/trainers). */
      trainers: Pick<TrainerService, "accountById" | "profileOf">;
      progress: Pick<ProgressService, "of">;
    },
  ) {}

  /**
   * The console's trainer page, "Onboarding and payment" and "Signatures": the account's payment and
   * checklist (as the trainer's dashboard shows it), the applications linked to it, every signature.
   */
  async trainerOnboarding(trainerId: number): Promise<TrainerOnboarding> {
    const [account, profile] = await Promise.all([
      this.deps.trainers.accountById(trainerId),
      this.deps.trainers.profileOf(trainerId),
    ]);
    if (!account || !profile) throw new NotFound(ADMIN_TEXT.notFound);
    const [checklist, applications, signatures] = await Promise.all([
      this.deps.progress.of(account, profile),
      this.deps.repository.allByTrainer(trainerId),
      this.deps.documents.signaturesOfTrainer(trainerId),
    ]);
    return {
      paymentStatus: account.paymentStatus,
      onboardingStatus: account.onboardingStatus,
      progress: checklist.progress,
      steps: checklist.steps,
      applications: applications.map((a) => ({
        id: a.id,
        fullName: a.fullName,
        email: a.email,
        paymentPlan: a.paymentPlan,
        paymentStatus: a.paymentStatus,
        paymentClaimedAt: iso(a.paymentClaimedAt),
        paymentVerifiedAt: iso(a.paymentVerifiedAt),
        paymentVerifiedBy: a.paymentVerifiedBy,
        orderEmail: a.orderEmail,
        createdAt: a.createdAt.toISOString(),
      })),
      signatures,
    };
  }

  /** Everyone in onboarding (the newest 500) with how many required documents they signed. */
  async applicants(): Promise<ApplicantListRow[]> {
    const rows = await this.deps.applicants.forAdmin();
    return Promise.all(
      rows.map(async (a) => {
        const docs = (
          await this.deps.documents.list({ applicantId: a.id, trainerId: a.trainerId, name: a.fullName })
        ).filter((d) => d.required);
        return {
          id: a.id,
          fullName: a.fullName,
          email: a.email,
          phone: a.phone,
          city: a.city,
          state: a.state,
          paymentStatus: a.paymentStatus,
          paymentClaimedAt: iso(a.paymentClaimedAt),
          paymentVerifiedAt: iso(a.paymentVerifiedAt),
          paymentVerifiedBy: a.paymentVerifiedBy,
          signedCount: docs.filter((d) => d.signed).length,
          requiredCount: docs.length,
          trainerId: a.trainerId,
          orderEmail: a.orderEmail,
          unmatchedOrder: a.unmatchedOrder,
          createdAt: a.createdAt.toISOString(),
        };
      }),
    );
  }

  /** Confirms the payment by hand (the account is made if need be), audited. */
  async confirmPayment(me: Account, id: number): Promise<Verified> {
    const before = await this.deps.applicants.byId(id);
    if (!before) throw new NotFound(ADMIN_TEXT.applicantNotFound);
    const result = await this.deps.onboarding.verifyPayment(before.id, `admin:${me.id}`);
    await this.deps.repository.transaction((tx) =>
      recordAudit(tx, me, {
        action: "applicant.confirm-payment",
        targetType: "applicant",
        targetId: before.id,
        before: { paymentStatus: before.paymentStatus, trainerId: before.trainerId },
        after: { paymentStatus: "completed", trainerId: result.trainerId, accountCreated: result.created },
      }),
    );
    return result;
  }

  /** The flagged order `fromId` goes to the application `toId`: its payment and account move, audited. */
  attachOrder(me: Account, fromId: number, toId: number): Promise<Attached> {
    return this.deps.applicants.attachOrder(fromId, toId, (tx, before, after) =>
      recordAudit(tx, me, {
        action: "applicant.attach-order",
        targetType: "applicant",
        targetId: after.applicantId,
        before: { order: summary(before.order), application: summary(before.application) },
        after: { ...after, paymentStatus: "completed", orderEmail: before.order.email },
      }),
    );
  }

  /** The applicant's signatures with the text of the version signed (not the current text). */
  async signatures(id: number): Promise<SignatureRecord[]> {
    const applicant = await this.deps.applicants.byId(id);
    if (!applicant) throw new NotFound(ADMIN_TEXT.applicantNotFound);
    return this.deps.documents.signaturesOf(applicant);
  }

  documents(): Promise<AdminDocument[]> {
    return this.deps.documents.forAdmin();
  }

  publishDocument(me: Account, id: string, edit: DocumentEdit): Promise<AdminDocument> {
    return this.deps.documents.publish(me, id, edit);
  }
}
