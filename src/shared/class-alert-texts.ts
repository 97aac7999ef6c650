/**
 * Class alerts' numbers and links (docs/decisions/0042-class-alerts.md): the distances, how long a
 * confirmation works, the pages the e-mails open, what their signed tokens carry, and that payload read
 * for the page's words (the server checks the signature: src/server/platform/signed-token.ts). No zod
 * and no messages here: the confirm and unsubscribe pages load this and nothing of the form's
 * (contracts/class-alert-schemas.ts has the schemas and the server's messages).
 */

/** The distances a visitor may choose, in miles. */
export const ALERT_DISTANCES = [10, 25, 50, 100] as const;
export type AlertDistance = (typeof ALERT_DISTANCES)[number];
export const DEFAULT_ALERT_DISTANCE: AlertDistance = 25;

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

/** The pages an alert's e-mails open (src/shared/routes.ts lists them as "auth" pages: never kept). */
export const CLASS_ALERT_PAGES = {
  confirm: "/class-alerts/confirm",
  unsubscribe: "/class-alerts/unsubscribe",
} as const;

/** What a confirmation link carries: e-mail, place, distance and expiry (seconds since 1970). */
export type ConfirmPayload = { e: string; p: string; d: number; x: number };
/** What an unsubscribe link carries: the e-mail whose alerts it ends. */
export type UnsubscribePayload = { e: string };

/**
 * The payload of a signed link, read without checking its signature: for the page to say what the
 * button will do. Undefined for anything that is not a token's JSON object.
 */
export function readTokenPayload(token: string): Record<string, unknown> | undefined {
  const [body] = token.split(".");
  if (!body || !/^[A-Za-z0-9_-]+$/.test(body)) return undefined;
  try {
    const base64 = body.replaceAll("-", "+").replaceAll("_", "/");
    const bytes = Uint8Array.from(atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4)), (c) =>
      c.charCodeAt(0),
    );
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
