/**
 * The onboarding flow's work that spans its stores and the mail (docs/product.md "Onboarding flow"):
 * the documents e-mail, verifying a payment (the webhook's and, later, the admin's) with the account
 * ready e-mail, and who is signing. E-mail is written to the outbox in the transaction of its change
 * (docs/decisions/0028-outbox.md).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SiteConfig } from "../../../shared/site-config";
import type { Tx } from "../../db/client";
import { HttpError } from "../../http/http-error";
import { newApplicantToken, readApplicantSession } from "./applicant-session";
import { type ApplicantRow, ApplicantStore } from "./applicant-store";
import { DocumentStore, type Signer } from "./documents-store";
import { accountReadyEmail, documentsEmail } from "./emails";
import { applicantByReference, applicationFromOrder, type Buyer, noteOrderEmail } from "./order-match";
import { buyerOf, isCertificationOrder, type PaidOrder, referenceOf } from "./webhook";

export type SignerKind = "applicant" | "trainer";
export type RequestSigner = Signer & { kind: SignerKind };

export class OnboardingService {
  readonly applicants: ApplicantStore;
  readonly documents: DocumentStore;

  constructor(private readonly app: FastifyInstance) {
    this.applicants = new ApplicantStore(app.database, app.trainers);
    this.documents = new DocumentStore(app.database);
  }

  /**
   * E-mails the applicant a link that opens their documents signed in: the link's token and the e-mail
   * are written together, and the outbox sends it (with retries). True: it is on its way.
   */
  async sendDocumentsEmail(applicant: ApplicantRow): Promise<true> {
    const site = await this.app.site();
    await this.app.database.db.transaction((tx) => this.queueDocumentsEmail(tx, applicant, site));
    this.app.mailer.deliverSoon();
    return true;
  }

  private async queueDocumentsEmail(tx: Tx, applicant: ApplicantRow, site: SiteConfig) {
    const { app } = this;
    const token = await newApplicantToken(tx, applicant.id, applicant.email, app.now());
    const link = new URL("/onboarding/documents", app.config.publicUrl);
    link.searchParams.set("token", token);
    link.searchParams.set("email", applicant.email);
    const mail = documentsEmail(site, { name: applicant.fullName, link: link.toString() });
    await app.mailer.enqueue(tx, { to: applicant.email, kind: "onboarding-documents", ...mail });
  }

  /**
   * The payment is verified: the account exists (made now or before), and a new account gets the
   * account-ready e-mail, with the documents e-mail when some are still unsigned, both written to the
   * outbox in the transaction that makes the account (nothing is lost when SMTP is down: the webhook's
   * 200 is true).
   */
  async verifyPayment(applicantId: number, by: string): Promise<{ trainerId: number; created: boolean }> {
    const { app } = this;
    const site = await app.site();
    const result = await this.applicants.verifyPayment(
      applicantId,
      by,
      app.now(),
      async (tx, applicant, trainerId) => {
        const mail = accountReadyEmail(site, {
          name: applicant.fullName,
          loginUrl: new URL("/trainer-portal/login", app.config.publicUrl).toString(),
          welcomeUrl: new URL("/onboarding/welcome", app.config.publicUrl).toString(),
        });
        await app.mailer.enqueue(tx, { to: applicant.email, kind: "account-ready", ...mail });
        const unsigned = (await this.documents.list({ applicantId, trainerId, name: "" }, tx)).filter(
          (d) => d.required && !d.signed,
        );
        if (unsigned.length > 0) await this.queueDocumentsEmail(tx, applicant, site);
      },
    );
    if (result.created) app.mailer.deliverSoon();
    return result;
  }

  /**
   * A paid storefront order (the webhook): a certification order, paid (in full or the flex plan's
   * first instalment), is matched to its application by the reference the cart carried, else by the
   * buyer's e-mail, else makes a flagged one (order-match.ts), and its payment is verified, at most one
   * account however often or late the order comes. Matched by the reference, the account is the
   * application's, whatever e-mail paid (kept as the order's e-mail). Answers what it did, for the
   * webhook's record: "verified:{applicantId}:created|existing" or "ignored:{why}".
   */
  async recordPaidOrder(order: PaidOrder, webhookId: string): Promise<string> {
    const { productIds, skus } = this.app.config.storefront;
    if (!isCertificationOrder(order, productIds, skus)) return "ignored:not-certification";
    const status = order.financial_status;
    if (status && status !== "paid" && status !== "partially_paid") return `ignored:${status.slice(0, 40)}`;
    const buyer = buyerOf(order);
    const reference = referenceOf(order);
    let applicant = reference ? await applicantByReference(this.app.database, reference) : undefined;
    if (applicant && buyer) await noteOrderEmail(this.app.database, applicant, buyer.email);
    if (!applicant) {
      if (!buyer) return "ignored:no-email";
      applicant = await this.applicantForOrder(buyer);
    }
    const result = await this.verifyPayment(applicant.id, `webhook:${webhookId}`);
    return `verified:${applicant.id}:${result.created ? "created" : "existing"}`;
  }

  /**
   * The onboarding record an order without a known reference goes on: the account's when there is one
   * (the admin or an earlier delivery made it), else the buyer's newest application, else a new one
   * from the order, flagged for the admin.
   */
  private async applicantForOrder(buyer: Buyer): Promise<ApplicantRow> {
    for (let attempt = 0; ; attempt++) {
      const account = await this.app.trainers.accountByEmail(buyer.email);
      if (account) return this.applicants.forTrainer(account.id, account.name, account.email);
      try {
        return (
          (await this.applicants.byEmail(buyer.email)) ??
          (await applicationFromOrder(this.app.database, this.app.trainers, buyer))
        );
      } catch (error) {
        // Another delivery of the order made the account meanwhile (409): its record is the one.
        if (attempt > 0 || !(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
  }

  /** Who is signing in this request: the applicant of its onboarding session first, else the signed-in trainer. */
  async signerOf(request: FastifyRequest): Promise<RequestSigner | undefined> {
    const { app } = this;
    const applicantId = await readApplicantSession(app.database.db, app.config, request, app.now());
    const applicant = applicantId ? await this.applicants.byId(applicantId) : undefined;
    if (applicant)
      return {
        kind: "applicant",
        applicantId: applicant.id,
        trainerId: applicant.trainerId,
        name: applicant.fullName,
      };
    const account = await app.loadAccount(request);
    if (account) return { kind: "trainer", applicantId: null, trainerId: account.id, name: account.name };
    return undefined;
  }
}
