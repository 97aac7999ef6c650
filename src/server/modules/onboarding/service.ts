/**
 * The onboarding flow's work that spans applicants, documents and the mail (docs/product.md "Onboarding
 * flow"): who is signing, the documents e-mail and its link, verifying a payment (the webhook's and the
 * admin's) with the account-ready e-mail, and an applicant's own calls. E-mail is written to the outbox
 * in the transaction of its change (docs/decisions/0028-outbox.md). Throws domain errors. The request
 * type `R` is the HTTP side's: how a request names its applicant and account is given (services.ts).
 */
import type { PaymentPlan } from "../../../shared/contracts/onboarding";
import { ONBOARDING_TEXT, type OnboardingSession } from "../../../shared/contracts/onboarding";
import type { SiteConfig } from "../../../shared/site-config";
import { WELCOME_LINK_IDS } from "../../../shared/welcome-links";
import type { Tx } from "../../db/client";
import { Forbidden, Gone, NotFound } from "../../platform/domain-errors";
import type { Mailer } from "../../plugins/mail";
import type { SessionService } from "../auth/session-service";
import type { Account } from "../trainers/account";
import type { TrainerService } from "../trainers/service";
import type { ApplicantRepository, ApplicantRow } from "./applicant-repository";
import type { ApplicantService, Verified } from "./applicant-service";
import { checkoutUrl } from "./checkout-url";
import type { Signer } from "./document-repository";
import type { DocumentService } from "./document-service";
import { accountReadyEmail, documentsEmail } from "./emails";

export type SignerKind = "applicant" | "trainer";
export type RequestSigner = Signer & { kind: SignerKind };

export type OnboardingDeps<R> = {
  repository: ApplicantRepository;
  applicants: ApplicantService;
  documents: DocumentService;
  trainers: Pick<TrainerService, "accountById">;
  /** The documents e-mail's link tokens (the auth module's). */
  tokens: () => Pick<SessionService, "newApplicantToken" | "consumeApplicantToken">;
  mailer: Pick<Mailer, "enqueue" | "deliverSoon">;
  site: () => Promise<SiteConfig>;
  publicUrl: string;
  /** Who a request is: the applicant of its onboarding session, and its signed-in account. */
  requests: {
    applicantId(request: R): Promise<number | undefined>;
    account(request: R): Promise<Account | undefined>;
  };
};

const NOBODY: OnboardingSession = {
  signer: "none",
  applicantId: null,
  fullName: null,
  email: null,
  paymentStatus: null,
  accountReady: false,
  welcomeVisited: [],
};

export class OnboardingService<R = unknown> {
  readonly applicants: ApplicantService;
  readonly documents: DocumentService;

  constructor(private readonly deps: OnboardingDeps<R>) {
    this.applicants = deps.applicants;
    this.documents = deps.documents;
  }

  /** Who is signing in this request: the applicant of its onboarding session first, else the signed-in trainer. */
  async signerOf(request: R): Promise<RequestSigner | undefined> {
    const applicantId = await this.deps.requests.applicantId(request);
    const applicant = applicantId ? await this.applicants.byId(applicantId) : undefined;
    if (applicant)
      return {
        kind: "applicant",
        applicantId: applicant.id,
        trainerId: applicant.trainerId,
        name: applicant.fullName,
      };
    const account = await this.deps.requests.account(request);
    if (account) return { kind: "trainer", applicantId: null, trainerId: account.id, name: account.name };
    return undefined;
  }

  /** GET /api/onboarding/session: who this browser is in onboarding (an applicant, a trainer, or nobody). */
  async sessionOf(request: R): Promise<OnboardingSession> {
    const signer = await this.signerOf(request);
    if (!signer) return NOBODY;
    const record =
      signer.kind === "applicant"
        ? (await this.applicants.byId(signer.applicantId!))!
        : await this.applicants.forTrainer(
            signer.trainerId!,
            signer.name,
            (await this.deps.requests.account(request))!.email,
          );
    return {
      signer: signer.kind,
      applicantId: signer.kind === "applicant" ? record.id : null,
      fullName: record.fullName,
      email: record.email,
      paymentStatus: record.paymentStatus,
      accountReady: signer.kind === "trainer" || record.trainerId !== null,
      welcomeVisited: record.welcomeLinksVisited,
    };
  }

  /** The storefront page of the plan (configured), with the application's reference on the order. */
  async paymentUrl(applicant: ApplicantRow, plan: PaymentPlan): Promise<string> {
    const site = await this.deps.site();
    return checkoutUrl(plan === "full" ? site.checkoutFullUrl : site.checkoutFlexUrl, applicant);
  }

  /**
   * The applicant the documents e-mail's link was sent to (used once). A suspended or revoked account's
   * application opens no session (its sessions were ended): the link is gone like a used one.
   */
  async applicantOfLink(token: string, email: string): Promise<ApplicantRow> {
    const id = await this.deps.tokens().consumeApplicantToken(token, email);
    const applicant = id ? await this.applicants.byId(id) : undefined;
    if (!applicant) throw new Gone(ONBOARDING_TEXT.linkInvalid);
    const account = applicant.trainerId
      ? await this.deps.trainers.accountById(applicant.trainerId)
      : undefined;
    if (account && (account.status === "suspended" || account.status === "revoked"))
      throw new Gone(ONBOARDING_TEXT.linkInvalid);
    return applicant;
  }

  /**
   * E-mails the applicant a link that opens their documents signed in: the link's token and the e-mail
   * are written together, and the outbox sends it (with retries). True: it is on its way.
   */
  async sendDocumentsEmail(applicant: ApplicantRow): Promise<true> {
    const site = await this.deps.site();
    await this.deps.repository.transaction((tx) => this.queueDocumentsEmail(tx, applicant, site));
    this.deps.mailer.deliverSoon();
    return true;
  }

  private async queueDocumentsEmail(tx: Tx, applicant: ApplicantRow, site: SiteConfig) {
    const token = await this.deps.tokens().newApplicantToken(tx, applicant.id, applicant.email);
    const link = new URL("/onboarding/documents", this.deps.publicUrl);
    link.searchParams.set("token", token);
    link.searchParams.set("email", applicant.email);
    const mail = documentsEmail(site, { name: applicant.fullName, link: link.toString() });
    await this.deps.mailer.enqueue(tx, { to: applicant.email, kind: "onboarding-documents", ...mail });
  }

  /**
   * The payment is verified: the account exists (made now or before), and a new account gets the
   * account-ready e-mail, with the documents e-mail when some are still unsigned, both written to the
   * outbox in the transaction that makes the account (nothing is lost when SMTP is down: the webhook's
   * 200 is true).
   */
  async verifyPayment(applicantId: number, by: string): Promise<Verified> {
    const { deps } = this;
    const site = await deps.site();
    const result = await this.applicants.verifyPayment(applicantId, by, async (tx, applicant, trainerId) => {
      const mail = accountReadyEmail(site, {
        name: applicant.fullName,
        loginUrl: new URL("/trainer-portal/login", deps.publicUrl).toString(),
        welcomeUrl: new URL("/onboarding/welcome", deps.publicUrl).toString(),
      });
      await deps.mailer.enqueue(tx, { to: applicant.email, kind: "account-ready", ...mail });
      const unsigned = (await this.documents.list({ applicantId, trainerId, name: "" }, tx)).filter(
        (d) => d.required && !d.signed,
      );
      if (unsigned.length > 0) await this.queueDocumentsEmail(tx, applicant, site);
    });
    if (result.created) deps.mailer.deliverSoon();
    return result;
  }

  // --- An applicant's own calls (the spec's /api/trainers/{id}) -------------------------------------

  /** The applicant's own session, or the admin; anyone else is refused. */
  async ownApplicant(signer: RequestSigner, account: Pick<Account, "roles"> | undefined, id: number) {
    const isAdmin = signer.kind === "trainer" && account?.roles.includes("admin");
    if (!isAdmin && !(signer.kind === "applicant" && signer.applicantId === id))
      throw new Forbidden(ONBOARDING_TEXT.notYourApplication);
    return this.applicants.requireById(id);
  }

  /** Whatever the body says, this records a claim: only the webhook or the admin verify a payment. */
  async claimPayment(signer: RequestSigner, account: Pick<Account, "roles"> | undefined, id: number) {
    const applicant = await this.ownApplicant(signer, account, id);
    const row = await this.applicants.claimPayment(applicant.id);
    return { id: row.id, paymentStatus: row.paymentStatus, onboardingStatus: row.onboardingStatus };
  }

  async triggerOnboarding(signer: RequestSigner, account: Pick<Account, "roles"> | undefined, id: number) {
    const applicant = await this.ownApplicant(signer, account, id);
    return { emailed: await this.sendDocumentsEmail(applicant) };
  }

  /** Records a welcome card as visited, on the applicant's record (a trainer's own record for a trainer). */
  async visitWelcome(signer: RequestSigner, accountEmail: string | undefined, linkId: string) {
    if (!(WELCOME_LINK_IDS as readonly string[]).includes(linkId))
      throw new NotFound("There is no such welcome link.");
    const record =
      signer.kind === "applicant"
        ? (await this.applicants.byId(signer.applicantId!))!
        : await this.applicants.forTrainer(signer.trainerId!, signer.name, accountEmail!);
    return { welcomeVisited: await this.applicants.markWelcomeVisited(record.id, linkId) };
  }
}
