/**
 * Class alerts' signed links (decision 0042; platform/signed-token.ts): the confirmation link carries the
 * request (e-mail, place, distance) for 48 hours, so nothing is stored before it is confirmed; the
 * unsubscribe link carries the e-mail and does not expire (a mail client may use it months later), and is
 * the same link every time it is made, so the List-Unsubscribe header can be worked out when the e-mail
 * is sent (plugins/mail.ts MailHeaders: the outbox keeps no headers).
 */
import {
  CLASS_ALERT_PAGES,
  type ConfirmPayload,
  type UnsubscribePayload,
} from "../../../shared/class-alert-texts";
import {
  type AlertDistance,
  CLASS_ALERT_TEXT,
  CONFIRM_LINK_HOURS,
  classAlertEndpoints,
} from "../../../shared/contracts/class-alerts";
import { endpointUrl } from "../../../shared/contracts/endpoint";
import { Gone, Invalid, Unavailable } from "../../platform/domain-errors";
import { signToken, verifyToken } from "../../platform/signed-token";
import type { MailHeaders } from "../../plugins/mail";

/** The outbox kinds: the confirmation, and the daily alert (which carries List-Unsubscribe). */
export const CONFIRM_MAIL_KIND = "class-alert-confirm";
export const ALERT_MAIL_KIND = "class-alert";

const CONFIRM = "class-alert-confirm";
const UNSUBSCRIBE = "class-alert-unsubscribe";

export type AlertRequest = { email: string; place: string; distance: AlertDistance };

export class AlertLinks {
  constructor(
    private readonly publicUrl: string,
    /** LINK_SIGNING_SECRET; undefined in production without one: class alerts are off. */
    private readonly secret: string | undefined,
  ) {}

  get enabled(): boolean {
    return this.secret !== undefined;
  }

  /** Throws Unavailable (503) when class alerts are off (no LINK_SIGNING_SECRET in production). */
  requireEnabled(): void {
    this.key();
  }

  private key(): string {
    if (this.secret === undefined) throw new Unavailable(CLASS_ALERT_TEXT.unavailable);
    return this.secret;
  }

  /** The confirm page's address for this request, working for 48 hours from `now`. */
  confirmUrl(request: AlertRequest, now: Date): string {
    const x = Math.floor(now.getTime() / 1000) + CONFIRM_LINK_HOURS * 3600;
    const payload: ConfirmPayload = { e: request.email, p: request.place, d: request.distance, x };
    return this.page(CLASS_ALERT_PAGES.confirm, signToken(this.key(), CONFIRM, payload));
  }

  /** The unsubscribe page (the e-mail's visible link): its button does what the one-click POST does. */
  unsubscribePageUrl(email: string): string {
    return this.page(CLASS_ALERT_PAGES.unsubscribe, this.unsubscribeToken(email));
  }

  /** The List-Unsubscribe address: a POST with List-Unsubscribe=One-Click unsubscribes (RFC 8058). */
  oneClickUrl(email: string): string {
    const query = { token: this.unsubscribeToken(email) };
    return `${this.publicUrl}${endpointUrl(classAlertEndpoints.unsubscribe, { query })}`;
  }

  /** The request a confirmation link carries; Invalid for a link not ours, Gone once it expired. */
  readConfirm(token: string, now: Date): AlertRequest {
    const check = verifyToken<ConfirmPayload>(this.key(), CONFIRM, token, now);
    if (!check.ok) {
      if (check.reason === "expired") throw new Gone(CLASS_ALERT_TEXT.expired);
      throw new Invalid(CLASS_ALERT_TEXT.badLink);
    }
    const { e, p, d } = check.payload;
    if (typeof e !== "string" || typeof p !== "string" || typeof d !== "number")
      throw new Invalid(CLASS_ALERT_TEXT.badLink);
    return { email: e, place: p, distance: d as AlertDistance };
  }

  /** The e-mail an unsubscribe link is for. */
  readUnsubscribe(token: string, now: Date): string {
    const check = verifyToken<UnsubscribePayload>(this.key(), UNSUBSCRIBE, token, now);
    if (!check.ok || typeof check.payload.e !== "string") throw new Invalid(CLASS_ALERT_TEXT.badLink);
    return check.payload.e;
  }

  /** The alert e-mail's one-click unsubscribe headers (RFC 2369, RFC 8058); none for other e-mails. */
  readonly mailHeaders: MailHeaders = (mail) =>
    mail.kind === ALERT_MAIL_KIND && this.enabled
      ? {
          "List-Unsubscribe": `<${this.oneClickUrl(mail.to)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : undefined;

  private unsubscribeToken(email: string): string {
    const payload: UnsubscribePayload = { e: email };
    return signToken(this.key(), UNSUBSCRIBE, payload);
  }

  private page(path: string, token: string): string {
    return `${this.publicUrl}${path}?token=${token}`;
  }
}
