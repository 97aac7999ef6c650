/**
 * The reservation e-mails (issue 33): the confirmation request (pending), the waitlist's receipt and a
 * freed spot's offer. Each is plain text and HTML; links open the web app's pages, which act only on a
 * button press (a POST), so a mail scanner that follows links confirms, claims or cancels nothing.
 * The confirmation request and the offer also carry the class's .ics as an attachment (service.ts).
 */

import type { SiteConfig } from "../../../shared/site-config";
import { zoneLabel } from "../../../shared/time-zones";
import { escapeMarkup } from "../../http/escape";
import type { ReservableClass } from "./repository";

export type Mail = { subject: string; text: string; html: string };
export type ReservationLinks = { confirm?: string; claim?: string; manage?: string; ics: string };

/** "6:00 PM" from "18:00:00". */
function clockTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

export function whenAndWhere(cls: ReservableClass): string {
  const zone = zoneLabel(cls.timeZone, new Date(`${cls.date}T12:00:00Z`));
  const place = cls.address ? `${cls.location}, ${cls.address}` : cls.location;
  return `${cls.title} with ${cls.trainerName}, ${cls.date} at ${clockTime(cls.startTime)} (${zone}), ${place}`;
}

export const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

export function mail(
  site: SiteConfig,
  input: {
    name: string;
    subject: string;
    lines: string[];
    button?: { label: string; href: string };
    after: string[];
  },
): Mail {
  const text = [
    `Hi ${input.name},`,
    "",
    ...input.lines,
    ...(input.button ? ["", `${input.button.label}: ${input.button.href}`] : []),
    "",
    ...input.after,
    "",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const p = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeMarkup(line)}</p>`;
  // A line "Label: https://…" becomes a link on the label's words.
  const small = (line: string) => {
    const m = /^(.*?): (https?:\/\/\S+)$/.exec(line);
    const body = m
      ? `<a href="${escapeMarkup(m[2]!)}" style="color:#6b1f4f">${escapeMarkup(m[1]!)}</a>`
      : escapeMarkup(line);
    return `<p style="margin:0 0 12px;font-size:14px;color:#475569;line-height:1.5">${body}</p>`;
  };
  const button = input.button
    ? `<p style="margin:0 0 24px"><a href="${escapeMarkup(input.button.href)}" style="display:inline-block;background:#6b1f4f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeMarkup(input.button.label)}</a></p>`
    : "";
  const html = `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0">
<tr><td style="background:#6b1f4f;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:600">${escapeMarkup(site.brandName)}</td></tr>
<tr><td style="padding:28px">
${p(`Hi ${input.name},`)}
${input.lines.map(p).join("\n")}
${button}
${input.after.map(small).join("\n")}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">Questions? <a href="mailto:${escapeMarkup(site.supportEmail)}" style="color:#6b1f4f">${escapeMarkup(site.supportEmail)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: input.subject, text, html };
}

/** What every reservation e-mail ends with: payment, calendar, manage. */
function footer(cls: ReservableClass, links: ReservationLinks): string[] {
  return [
    ...(cls.paymentLink ? [`Complete your payment with ${cls.trainerName}: ${cls.paymentLink}`] : []),
    `Add the class to your calendar: ${links.ics}`,
    ...(links.manage ? [`Manage or cancel your reservation: ${links.manage}`] : []),
  ];
}

export function pendingEmail(
  site: SiteConfig,
  cls: ReservableClass,
  r: { name: string; partySize: number; minutes: number },
  links: ReservationLinks,
): Mail {
  return mail(site, {
    name: r.name,
    subject: `Confirm your reservation: ${cls.title} on ${cls.date}`,
    lines: [
      `We're holding ${people(r.partySize)} for ${whenAndWhere(cls)}.`,
      `Please confirm within ${r.minutes} minutes, or the spot goes back to the class.`,
    ],
    button: { label: "Confirm my reservation", href: links.confirm! },
    after: footer(cls, links),
  });
}

export function waitlistedEmail(
  site: SiteConfig,
  cls: ReservableClass,
  r: { name: string; partySize: number; position: number },
  links: ReservationLinks,
): Mail {
  return mail(site, {
    name: r.name,
    subject: `You're on the waitlist: ${cls.title} on ${cls.date}`,
    lines: [
      `${cls.title} is full for now. You're number ${r.position} on the waitlist for ${people(r.partySize)}: ${whenAndWhere(cls)}.`,
      "When a spot frees up, we'll e-mail you a link to claim it.",
    ],
    after: [
      `Add the class to your calendar: ${links.ics}`,
      `See your place or leave the waitlist: ${links.manage}`,
    ],
  });
}

export function offerEmail(
  site: SiteConfig,
  cls: ReservableClass,
  r: { name: string; partySize: number; deadline: string },
  links: ReservationLinks,
): Mail {
  return mail(site, {
    name: r.name,
    subject: `A spot is free: ${cls.title} on ${cls.date}`,
    lines: [
      `Good news: there's room for ${people(r.partySize)} at ${whenAndWhere(cls)}.`,
      `Claim it by ${r.deadline}. After that it goes to the next person on the waitlist.`,
    ],
    button: { label: "Claim my spot", href: links.claim! },
    after: footer(cls, links),
  });
}
