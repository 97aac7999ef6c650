/**
 * The storefront's paid-order webhook, checked and read (docs/product.md "Security" 5, 10; "Onboarding").
 * The signature is HMAC-SHA256 of the raw body as received, base64, in X-Shopify-Hmac-Sha256; it is
 * compared in constant time against every accepted secret (current and previous), so a body parsed
 * and serialised again, or signed with any other key, never passes.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export function validSignature(
  rawBody: Buffer,
  header: string | undefined,
  secrets: readonly string[],
): boolean {
  if (!header || secrets.length === 0) return false;
  let given: Buffer;
  try {
    given = Buffer.from(header.trim(), "base64");
  } catch {
    return false;
  }
  let ok = false;
  for (const secret of secrets) {
    const expected = createHmac("sha256", secret).update(rawBody).digest();
    // Every secret is compared, whatever the first gave: the time does not tell which matched.
    if (given.length === expected.length && timingSafeEqual(given, expected)) ok = true;
  }
  return ok;
}

const address = z
  .object({
    city: z.string().nullish(),
    province_code: z.string().nullish(),
    province: z.string().nullish(),
    phone: z.string().nullish(),
    name: z.string().nullish(),
    address1: z.string().nullish(),
    address2: z.string().nullish(),
    zip: z.string().nullish(),
  })
  .passthrough();

/** The parts of a storefront order this app reads; everything else is kept in the event's payload. */
export const paidOrder = z
  .object({
    id: z.union([z.number(), z.string()]),
    email: z.string().nullish(),
    contact_email: z.string().nullish(),
    financial_status: z.string().nullish(),
    customer: z
      .object({
        email: z.string().nullish(),
        first_name: z.string().nullish(),
        last_name: z.string().nullish(),
        phone: z.string().nullish(),
        default_address: address.nullish(),
      })
      .passthrough()
      .nullish(),
    billing_address: address.nullish(),
    shipping_address: address.nullish(),
    // The application's reference as the cart carried it (checkout-url.ts). Permissive: a shape the
    // storefront never sends only loses the reference, never the paid order.
    note: z.string().nullish().catch(null),
    note_attributes: z.array(z.unknown()).nullish().catch(null),
    line_items: z
      .array(
        z
          .object({
            product_id: z.union([z.number(), z.string()]).nullish(),
            sku: z.string().nullish(),
            title: z.string().nullish(),
          })
          .passthrough(),
      )
      .default([]),
  })
  .passthrough();
export type PaidOrder = z.infer<typeof paidOrder>;

/** The order contains the certification: a line with a configured product id or SKU. */
export function isCertificationOrder(
  order: PaidOrder,
  productIds: readonly string[],
  skus: readonly string[],
): boolean {
  return order.line_items.some(
    (line) =>
      (line.product_id != null && productIds.includes(String(line.product_id))) ||
      (line.sku != null && skus.map((s) => s.toLowerCase()).includes(line.sku.toLowerCase())),
  );
}

/** The buyer's details as an applicant's, or undefined when the order has no usable e-mail. */
export function buyerOf(order: PaidOrder) {
  const email = (order.email || order.contact_email || order.customer?.email || "").trim().toLowerCase();
  if (!z.email().safeParse(email).success) return undefined;
  const place =
    order.billing_address ?? order.shipping_address ?? order.customer?.default_address ?? undefined;
  const name =
    [order.customer?.first_name, order.customer?.last_name].filter(Boolean).join(" ").trim() ||
    place?.name?.trim() ||
    email.split("@")[0]!;
  const street = order.shipping_address ?? place;
  return {
    fullName: name.slice(0, 120),
    email,
    phone: (order.customer?.phone || place?.phone || null)?.slice(0, 40) ?? null,
    city: place?.city?.slice(0, 120) || null,
    state: place?.province_code?.slice(0, 60) || null,
    address:
      [street?.address1, street?.address2, street?.city, street?.province_code, street?.zip]
        .filter(Boolean)
        .join(", ")
        .slice(0, 300) || null,
  };
}

/** The cart attribute that carries the application's reference (checkout-url.ts). */
export const REFERENCE_ATTRIBUTE = "application";
const REFERENCE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The application reference the order carries: its cart attribute first, else the one in its note.
 * Only the reference's own shape is taken, so nothing else of the buyer's text reaches a query.
 */
export function referenceOf(order: PaidOrder): string | undefined {
  const attribute = (order.note_attributes ?? []).find(
    (a): a is { name: string; value: unknown } =>
      typeof a === "object" &&
      a !== null &&
      typeof (a as { name?: unknown }).name === "string" &&
      (a as { name: string }).name.trim().toLowerCase() === REFERENCE_ATTRIBUTE,
  );
  for (const text of [attribute?.value, order.note]) {
    const found = typeof text === "string" ? REFERENCE.exec(text) : null;
    if (found) return found[0].toLowerCase();
  }
  return undefined;
}

/** Deeper than any order the storefront sends; deeper bodies are refused (400), not walked. */
export const MAX_ORDER_DEPTH = 64;

/**
 * The parsed body with every string and key made storable (docs/product.md "Security"; issue 27, F5):
 * NUL and lone surrogates become U+FFFD, which PostgreSQL's text and jsonb refuse otherwise. Throws a
 * RangeError when nested deeper than MAX_ORDER_DEPTH.
 */
export function storableJson(value: unknown, depth = 0): unknown {
  if (depth > MAX_ORDER_DEPTH) throw new RangeError("too deep");
  // In a `u` expression a pair is one code point, so only lone surrogates match.
  if (typeof value === "string")
    return value.replaceAll("\u0000", "\uFFFD").replace(/\p{Surrogate}/gu, "\uFFFD");
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  if (value && typeof value === "object")
    // fromEntries keeps a "__proto__" key as data, as JSON.parse made it.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableJson(key), storableJson(item, depth + 1)]),
    );
  return value;
}
