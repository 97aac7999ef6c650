/**
 * The e-mails of a sign-in request: the link (branded HTML and plain text, with its expiry), or, for an
 * address that may not sign in, why not. The screen says "sent" either way; only the mailbox's owner
 * learns the reason (docs/product.md "Security" 4).
 */
import { ONBOARDING_TEXT } from "../../../shared/contracts/onboarding";
import type { SiteConfig } from "../../../shared/site-config";
import { escapeMarkup } from "../../http/escape";

type Mail = { subject: string; text: string; html: string };

/** One e-mail in the portal's frame: a greeting, paragraphs, an optional button, the support line. */
function portalMail(
  site: SiteConfig,
  input: { subject: string; name: string; lines: string[]; button?: { label: string; link: string } },
): Mail {
  const { button } = input;
  const [first = "", ...rest] = input.lines;
  const text = [
    `Hi ${input.name},`,
    "",
    first,
    ...(button ? [button.link] : []),
    "",
    ...rest.flatMap((line) => [line, ""]),
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeMarkup(line)}</p>`;
  const buttonHtml = button
    ? `<p style="margin:0 0 24px"><a href="${escapeMarkup(button.link)}" style="display:inline-block;background:#6b1f4f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeMarkup(button.label)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0">
<tr><td style="background:#6b1f4f;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:600">${escapeMarkup(site.brandName)} Trainer Portal</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px">Hi ${escapeMarkup(input.name)},</p>
${paragraph(first)}
${buttonHtml}
${rest.map(paragraph).join("\n")}
${button ? `<p style="margin:0;font-size:13px;color:#475569;word-break:break-all">${escapeMarkup(button.link)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">Questions? <a href="mailto:${escapeMarkup(site.supportEmail)}" style="color:#6b1f4f">${escapeMarkup(site.supportEmail)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: input.subject, text, html };
}

export function loginEmail(site: SiteConfig, input: { name: string; link: string; minutes: number }): Mail {
  return portalMail(site, {
    subject: `Your ${site.brandName} Trainer Portal sign-in link`,
    name: input.name,
    lines: [
      `Use this link to sign in to the ${site.brandName} Trainer Portal:`,
      `The link works once and expires in ${input.minutes} minutes. If you didn't ask for it, you can ignore this e-mail.`,
    ],
    button: { label: "Sign in to the Trainer Portal", link: input.link },
  });
}

/** Why an address that asked for a sign-in link got none. */
export type NoLinkReason = "suspended" | "revoked" | "payment-being-confirmed";

export function noLinkEmail(site: SiteConfig, input: { name: string; reason: NoLinkReason }): Mail {
  const why: Record<NoLinkReason, string[]> = {
    suspended: [
      "Your trainer account is suspended, so it can't sign in.",
      `Please contact ${site.supportEmail} to talk about it.`,
    ],
    revoked: [
      "Your trainer account has been closed, so it can't sign in.",
      `Please contact ${site.supportEmail} if you think this is a mistake.`,
    ],
    "payment-being-confirmed": [ONBOARDING_TEXT.paymentBeingConfirmed],
  };
  return portalMail(site, {
    subject: `Your ${site.brandName} Trainer Portal sign-in request`,
    name: input.name,
    lines: [
      `Someone, probably you, asked for a link to sign in to the ${site.brandName} Trainer Portal with this address. We didn't send one:`,
      ...why[input.reason],
      "If you didn't ask, you can ignore this e-mail.",
    ],
  });
}
