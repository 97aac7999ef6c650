/**
 * The storefront's paid-order webhook (docs/product.md "Security" 5, 10; "Onboarding"): its HMAC over
 * the raw body authenticates it (webhook.ts), each webhook id is handled once (a delivery of an id
 * already handled changes nothing), and no body answers 5xx: unreadable or too deep is refused, NUL
 * and lone surrogates are replaced. A certification order, paid (in full or the flex plan's first
 * instalment), is matched to its application (docs/decisions/0024-order-reference.md) and its payment
 * verified: at most one account however often or late the order comes. Throws domain errors.
 */
import type { AppConfig } from "../../config";
import { Conflict, Invalid, Unauthorized } from "../../platform/domain-errors";
import type { TrainerService } from "../trainers/service";
import type { ApplicantRow } from "./applicant-repository";
import type { ApplicantService } from "./applicant-service";
import type { BuyerFields } from "./order-repository";
import type { OnboardingService } from "./service";
import {
  buyerOf,
  isCertificationOrder,
  type PaidOrder,
  paidOrder,
  referenceOf,
  storableJson,
  validSignature,
} from "./webhook";
import type { WebhookEventRepository } from "./webhook-repository";

/** One delivery as received: the raw body and the headers that matter. */
export type Delivery = {
  raw: Buffer;
  signature: string | undefined;
  webhookId: string;
  topic: string;
};
export type DeliveryAnswer = { status: "processed" | "duplicate"; outcome: string | null };

export class StorefrontOrderService {
  constructor(
    private readonly deps: {
      events: WebhookEventRepository;
      applicants: ApplicantService;
      onboarding: Pick<OnboardingService, "verifyPayment">;
      trainers: Pick<TrainerService, "accountByEmail">;
      config: Pick<AppConfig, "storefront">;
    },
  ) {}

  /** Checks and reads the delivery, records it once, and handles its order (unless handled before). */
  async receive(delivery: Delivery): Promise<DeliveryAnswer> {
    const { storefront } = this.deps.config;
    if (!validSignature(delivery.raw, delivery.signature, storefront.webhookSecrets))
      throw new Unauthorized("The webhook signature is not valid.");
    const webhookId = delivery.webhookId.trim();
    if (!webhookId || webhookId.length > 200) throw new Invalid("The webhook id header is missing.");

    let json: unknown;
    try {
      json = JSON.parse(delivery.raw.toString("utf8"));
    } catch {
      // Also a RangeError: arrays nested some 100,000 deep exhaust the parser's stack.
      throw new Invalid("The webhook body is not valid JSON.");
    }
    try {
      // What is stored and read is the storable copy: a NUL or a lone surrogate never stops an order.
      json = storableJson(json);
    } catch {
      throw new Invalid("The webhook body is nested too deeply.");
    }
    const parsed = paidOrder.safeParse(json);
    if (!parsed.success) throw new Invalid("The webhook body is not an order.");
    const order = parsed.data;

    const event = await this.deps.events.record({
      id: webhookId,
      topic: delivery.topic.slice(0, 100),
      // Kept on its own: retention empties the payload after a while (modules/retention).
      orderId: String(order.id).slice(0, 200),
      payload: json as object,
    });
    if (event?.processedAt) return { status: "duplicate", outcome: event.outcome };
    const outcome = await this.recordPaidOrder(order, webhookId);
    await this.deps.events.markProcessed(webhookId, outcome);
    return { status: "processed", outcome };
  }

  /**
   * A paid order: matched to its application by the reference the cart carried, else by the buyer's
   * e-mail, else a new application flagged for the admin, and its payment verified. Matched by the
   * reference, the account is the application's, whatever e-mail paid (kept as the order's e-mail).
   * Answers what it did, for the webhook's record: "verified:{applicantId}:created|existing" or
   * "ignored:{why}".
   */
  async recordPaidOrder(order: PaidOrder, webhookId: string): Promise<string> {
    const { applicants, config } = this.deps;
    const { productIds, skus } = config.storefront;
    if (!isCertificationOrder(order, productIds, skus)) return "ignored:not-certification";
    const status = order.financial_status;
    if (status && status !== "paid" && status !== "partially_paid") return `ignored:${status.slice(0, 40)}`;
    const buyer = buyerOf(order);
    const reference = referenceOf(order);
    let applicant = reference ? await applicants.byReference(reference) : undefined;
    if (applicant && buyer) await applicants.noteOrderEmail(applicant, buyer.email);
    if (!applicant) {
      if (!buyer) return "ignored:no-email";
      applicant = await this.applicantForOrder(buyer);
    }
    const result = await this.deps.onboarding.verifyPayment(applicant.id, `webhook:${webhookId}`);
    return `verified:${applicant.id}:${result.created ? "created" : "existing"}`;
  }

  /**
   * The onboarding record an order without a known reference goes on: the account's when there is one
   * (the admin or an earlier delivery made it), else the buyer's newest application, else a new one
   * from the order, flagged for the admin.
   */
  private async applicantForOrder(buyer: BuyerFields): Promise<ApplicantRow> {
    const { applicants, trainers } = this.deps;
    for (let attempt = 0; ; attempt++) {
      const account = await trainers.accountByEmail(buyer.email);
      if (account) return applicants.forTrainer(account.id, account.name, account.email);
      try {
        return (await applicants.byEmail(buyer.email)) ?? (await applicants.applicationFromOrder(buyer));
      } catch (error) {
        // Another delivery of the order made the account meanwhile (a conflict): its record is the one.
        if (attempt > 0 || !(error instanceof Conflict)) throw error;
      }
    }
  }
}
