/** A signed paid certification order, as the storefront's webhook sends it (tests/api/storefront-webhook.test.ts). */
import { createHmac, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

export const ORDER_SECRET = "whsec_outbox_0123456789abcdef";
/** The settings that make the app accept ORDER_SECRET's orders for the certification SKU. */
export const ORDER_ENV = { STOREFRONT_WEBHOOK_SECRET: ORDER_SECRET, CERTIFICATION_SKUS: "SP-TRAINER-CERT" };

/** A paid order for `email`; `order` overrides its fields (id, customer, ...), `webhookId` its delivery id. */
export function deliverPaidOrder(
  app: FastifyInstance,
  email: string,
  options: { order?: Record<string, unknown>; webhookId?: string } = {},
) {
  const body = JSON.stringify({
    id: 6_000_000 + Math.floor(Math.random() * 1_000_000),
    email,
    financial_status: "paid",
    customer: { first_name: "Ines", last_name: "Okoro" },
    billing_address: { city: "Austin", province_code: "TX" },
    line_items: [{ product_id: 8800001, sku: "SP-TRAINER-CERT", title: "Trainer Certification" }],
    ...options.order,
  });
  return app.inject({
    method: "POST",
    url: "/api/webhooks/storefront/orders-paid",
    payload: body,
    headers: {
      "content-type": "application/json",
      "x-shopify-hmac-sha256": createHmac("sha256", ORDER_SECRET).update(body).digest("base64"),
      "x-shopify-webhook-id": options.webhookId ?? `wh-${randomUUID()}`,
      "x-shopify-topic": "orders/paid",
    },
  });
}
