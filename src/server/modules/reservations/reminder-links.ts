/**
 * The reminder e-mail's unsubscribe links (issue 33 §3; decision 0044), signed like the class alerts'
 * (platform/signed-token.ts, LINK_SIGNING_SECRET). The outbox keeps no headers and the mailer works them
 * out from an e-mail's kind and recipient only (plugins/mail.ts MailHeaders), so the token carries the
 * e-mail address: one-click turns reminders off on every live reservation of that address. It does not
 * expire (a mail client may use it days later) and is the same link each time it is made.
 */

import { endpointUrl } from "../../../shared/contracts/endpoint";
import { RESERVATION_PAGES, reservationEndpoints } from "../../../shared/contracts/reservations";
import { RESERVATION_TEXT } from "../../../shared/reservation-texts";
import { Invalid } from "../../platform/domain-errors";
import { signToken, verifyToken } from "../../platform/signed-token";
import type { MailHeaders } from "../../plugins/mail";

/** The outbox kind of the reminder: the one reservation e-mail with List-Unsubscribe. */
export const REMINDER_MAIL_KIND = "reservation-reminder";
const PURPOSE = "reservation-reminders-off";

export class ReminderLinks {
  constructor(
    private readonly publicUrl: string,
    /** LINK_SIGNING_SECRET; without one (production unset) reminders go without an unsubscribe link. */
    private readonly secret: string | undefined,
  ) {}

  get enabled(): boolean {
    return this.secret !== undefined;
  }

  /** The page the e-mail's visible link opens: its button does what the one-click POST does. */
  pageUrl(email: string): string | undefined {
    const token = this.token(email);
    return token && `${this.publicUrl}${RESERVATION_PAGES.remindersOff}?token=${token}`;
  }

  /** The List-Unsubscribe address: a POST with List-Unsubscribe=One-Click turns reminders off (RFC 8058). */
  oneClickUrl(email: string): string | undefined {
    const token = this.token(email);
    return (
      token && `${this.publicUrl}${endpointUrl(reservationEndpoints.remindersOff, { query: { token } })}`
    );
  }

  /** The e-mail a link is for; Invalid for a link not ours (or no secret to check it with). */
  read(token: string, now: Date): string {
    if (!this.secret) throw new Invalid(RESERVATION_TEXT.linkInvalid);
    const check = verifyToken<{ e?: unknown }>(this.secret, PURPOSE, token, now);
    if (!check.ok || typeof check.payload.e !== "string") throw new Invalid(RESERVATION_TEXT.linkInvalid);
    return check.payload.e;
  }

  /** The reminder's one-click unsubscribe headers (RFC 2369, RFC 8058); none for other e-mails. */
  readonly mailHeaders: MailHeaders = (mail) => {
    const url = mail.kind === REMINDER_MAIL_KIND ? this.oneClickUrl(mail.to) : undefined;
    return url
      ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : undefined;
  };

  private token(email: string): string | undefined {
    return this.secret ? signToken(this.secret, PURPOSE, { e: email }) : undefined;
  }
}
