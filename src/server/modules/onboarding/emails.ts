/**
 * The onboarding e-mails (spec portal §2 screen 7; docs/product.md "Onboarding"): the documents to sign
 * (a link that signs the applicant in for 7 days) and the account ready (sign in, welcome page).
 */
import type { SiteConfig } from "../../../shared/site-config";
import { escapeMarkup } from "../../http/escape";

type Email = { subject: string; text: string; html: string };

export function brandedEmail(
  site: SiteConfig,
  input: {
    name: string;
    subject: string;
    lines: string[];
    button: { label: string; href: string };
    after: string[];
  },
): Email {
  const text = [
    `Hi ${input.name},`,
    "",
    ...input.lines,
    "",
    `${input.button.label}: ${input.button.href}`,
    "",
    ...input.after,
    "",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const p = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeMarkup(line)}</p>`;
  const small = (line: string) =>
    `<p style="margin:0 0 12px;font-size:14px;color:#475569;line-height:1.5">${escapeMarkup(line)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0">
<tr><td style="background:#6b1f4f;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:600">${escapeMarkup(site.brandName)} Trainer Certification</td></tr>
<tr><td style="padding:28px">
${p(`Hi ${input.name},`)}
${input.lines.map(p).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeMarkup(input.button.href)}" style="display:inline-block;background:#6b1f4f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeMarkup(input.button.label)}</a></p>
${input.after.map(small).join("\n")}
<p style="margin:0;font-size:13px;color:#475569;word-break:break-all">${escapeMarkup(input.button.href)}</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">Questions? <a href="mailto:${escapeMarkup(site.supportEmail)}" style="color:#6b1f4f">${escapeMarkup(site.supportEmail)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: input.subject, text, html };
}

/** "Sign your documents": the View Documents link opens the documents signed in as the applicant. */
export function documentsEmail(site: SiteConfig, input: { name: string; link: string }): Email {
  return brandedEmail(site, {
    name: input.name,
    subject: `Sign your ${site.brandName} trainer documents`,
    lines: [
      "Thank you for enrolling in the certified trainer program.",
      "Three documents need your signature: the Trainer Agreement, the Non-Disclosure Agreement and the Liability Waiver. Each takes a minute: read it, type your full name and sign.",
    ],
    button: { label: "View Documents", href: input.link },
    after: [
      "The link works once and for 7 days. If it has expired, the documents page can e-mail you a new one.",
    ],
  });
}

/** "Your trainer account is ready": sign in by e-mail link, then the welcome page. */
export function accountReadyEmail(
  site: SiteConfig,
  input: { name: string; loginUrl: string; welcomeUrl: string },
): Email {
  return brandedEmail(site, {
    name: input.name,
    subject: `Your ${site.brandName} trainer account is ready`,
    lines: [
      "Your payment is confirmed and your trainer account is ready.",
      "Sign in to the Trainer Portal with this e-mail address: we send you a secure sign-in link each time.",
    ],
    button: { label: "Access Trainer Portal", href: input.loginUrl },
    after: [
      `Start with the welcome page: ${input.welcomeUrl}`,
      "The weekly live training is on Thursdays at 7:00 PM CST on Zoom.",
    ],
  });
}
