/** The sign-in e-mail: branded HTML and plain text, with the link and its expiry. */
import type { SiteConfig } from "../../../shared/site-config";
import { escapeMarkup } from "../../http/escape";

export function loginEmail(site: SiteConfig, input: { name: string; link: string; minutes: number }) {
  const subject = `Your ${site.brandName} Trainer Portal sign-in link`;
  const text = [
    `Hi ${input.name},`,
    "",
    `Use this link to sign in to the ${site.brandName} Trainer Portal:`,
    input.link,
    "",
    `The link works once and expires in ${input.minutes} minutes. If you didn't ask for it, you can ignore this e-mail.`,
    "",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0">
<tr><td style="background:#6b1f4f;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:600">${escapeMarkup(site.brandName)} Trainer Portal</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px">Hi ${escapeMarkup(input.name)},</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5">Use the button below to sign in to the ${escapeMarkup(site.brandName)} Trainer Portal.</p>
<p style="margin:0 0 24px"><a href="${escapeMarkup(input.link)}" style="display:inline-block;background:#6b1f4f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">Sign in to the Trainer Portal</a></p>
<p style="margin:0 0 12px;font-size:14px;color:#475569;line-height:1.5">The link works once and expires in ${input.minutes} minutes. If you didn't ask for it, you can ignore this e-mail.</p>
<p style="margin:0;font-size:13px;color:#475569;word-break:break-all">${escapeMarkup(input.link)}</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">Questions? <a href="mailto:${escapeMarkup(site.supportEmail)}" style="color:#6b1f4f">${escapeMarkup(site.supportEmail)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
