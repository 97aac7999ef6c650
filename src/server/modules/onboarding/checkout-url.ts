/**
 * The storefront page Complete Checkout opens (docs/decisions/0024-order-reference.md): the configured
 * cart or checkout URL, its own parameters kept, with the applicant's e-mail prefilled and the
 * application's reference on the order, as a cart attribute and in the note. The paid-order webhook
 * reads them back (webhook.ts referenceOf).
 */
import { REFERENCE_ATTRIBUTE } from "./webhook";

export function checkoutUrl(
  configured: string,
  applicant: { email: string; orderReference: string },
): string {
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    // Not an absolute address (config.ts and the admin's links refuse one): sent as it is.
    return configured;
  }
  url.searchParams.set("checkout[email]", applicant.email);
  url.searchParams.set(`attributes[${REFERENCE_ATTRIBUTE}]`, applicant.orderReference);
  url.searchParams.set("note", `Application reference: ${applicant.orderReference}`);
  return url.toString();
}
