/**
 * POST /api/webhooks/storefront/orders-paid (docs/product.md "Security" 5, 10; "Onboarding"): the
 * storefront's paid-order webhook. The one state-changing route without the Origin check
 * (plugins/csrf.ts): its HMAC authenticates it, computed over the raw body, so this route reads the
 * body as bytes. Each webhook id is handled once: a delivery of an id already processed answers 200
 * and changes nothing. What an order does is the service's (OnboardingService.recordPaidOrder). No body
 * answers 5xx: unreadable or too deep is 400, NUL and lone surrogates are replaced (webhook.ts).
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { webhookEvents } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { paidOrder, storableJson, validSignature } from "./webhook";

export const WEBHOOK_PATH = "/api/webhooks/storefront/orders-paid";

export const onboardingWebhookRoutes: FastifyPluginAsync = async (app) => {
  // Only in this plugin's scope: every other route keeps Fastify's JSON parser.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(WEBHOOK_PATH, async (request, reply) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new HttpError(415, "Send the order as application/json.");
    const header = request.headers["x-shopify-hmac-sha256"];
    if (
      !validSignature(
        raw,
        typeof header === "string" ? header : undefined,
        app.config.storefront.webhookSecrets,
      )
    )
      throw new HttpError(401, "The webhook signature is not valid.");
    const webhookId = String(request.headers["x-shopify-webhook-id"] ?? "").trim();
    if (!webhookId || webhookId.length > 200) throw new HttpError(400, "The webhook id header is missing.");

    let json: unknown;
    try {
      json = JSON.parse(raw.toString("utf8"));
    } catch {
      // Also a RangeError: arrays nested some 100,000 deep exhaust the parser's stack.
      throw new HttpError(400, "The webhook body is not valid JSON.");
    }
    try {
      // What is stored and read is the storable copy: a NUL or a lone surrogate never stops an order.
      json = storableJson(json);
    } catch {
      throw new HttpError(400, "The webhook body is nested too deeply.");
    }
    const parsed = paidOrder.safeParse(json);
    if (!parsed.success) throw new HttpError(400, "The webhook body is not an order.");
    const order = parsed.data;

    const db = app.database.db;
    await db
      .insert(webhookEvents)
      .values({
        id: webhookId,
        source: "storefront",
        topic: String(request.headers["x-shopify-topic"] ?? "orders/paid").slice(0, 100),
        // Kept on its own: retention empties the payload after a while (modules/retention).
        orderId: String(order.id).slice(0, 200),
        payload: json as object,
      })
      .onConflictDoNothing();
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, webhookId));
    if (event?.processedAt) return reply.status(200).send({ status: "duplicate", outcome: event.outcome });

    const outcome = await app.onboarding.recordPaidOrder(order, webhookId);
    await db
      .update(webhookEvents)
      .set({ processedAt: sql`now()`, outcome })
      .where(eq(webhookEvents.id, webhookId));
    return reply.status(200).send({ status: "processed", outcome });
  });
};
