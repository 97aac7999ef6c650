/**
 * Class alerts' two e-mails (decision 0042): the confirmation (double opt-in: its link opens a page with
 * a button), and the daily alert, each class with its class page and calendar file, and a visible
 * unsubscribe link beside the List-Unsubscribe headers (links.ts).
 */
import { dayTitle } from "../../../shared/class-listing";
import { CONFIRM_LINK_HOURS } from "../../../shared/contracts/class-alerts";
import type { SiteConfig } from "../../../shared/site-config";
import { zonedToUtc } from "../../../shared/time-zones";
import { escapeMarkup } from "../../http/escape";

type Mail = { subject: string; text: string; html: string };

/** A new class as an alert lists it. */
export type AlertClass = {
  title: string;
  date: string;
  time: string;
  startTime: string;
  timeZone: string;
  location: string;
  trainerName: string;
  pageUrl: string;
  icsUrl: string;
};

/** One subscription's part of an alert: its place and distance, and its new classes. */
export type AlertSection = { place: string; distance: number; classes: AlertClass[] };

const miles = (distance: number) => `${distance} miles`;
const BUTTON =
  "display:inline-block;background:#6b1f4f;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px";
const LINK = "color:#6b1f4f";
const p = (html: string, style = "margin:0 0 16px;font-size:16px;line-height:1.5") =>
  `<p style="${style}">${html}</p>`;
const small = (html: string) => p(html, "margin:0 0 12px;font-size:14px;color:#475569;line-height:1.5");

/** The brand's frame around `body` (HTML already escaped). */
function frame(site: SiteConfig, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0" cellpadding="0" cellspacing="0">
<tr><td style="background:#6b1f4f;border-radius:16px 16px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:600">${escapeMarkup(site.brandName)} Self-Defense Classes</td></tr>
<tr><td style="padding:28px">
${body}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">Questions? <a href="mailto:${escapeMarkup(site.supportEmail)}" style="${LINK}">${escapeMarkup(site.supportEmail)}</a></td></tr>
</table></td></tr></table></body></html>`;
}

export function confirmationEmail(
  site: SiteConfig,
  input: { place: string; distance: number; link: string },
): Mail {
  const asked = `You asked to hear when a ${site.brandName} self-defense class is scheduled within ${miles(input.distance)} of ${input.place}.`;
  const expiry = `The link works for ${CONFIRM_LINK_HOURS} hours. If you didn't ask for this, ignore this e-mail: nothing more is sent, and nothing about you is kept.`;
  const text = [
    "Hello,",
    "",
    asked,
    "",
    `Confirm your class alerts: ${input.link}`,
    "",
    expiry,
    "",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const html = frame(
    site,
    [
      p("Hello,"),
      p(escapeMarkup(asked)),
      p(
        `<a href="${escapeMarkup(input.link)}" style="${BUTTON}">Confirm class alerts</a>`,
        "margin:8px 0 24px",
      ),
      small(escapeMarkup(expiry)),
      p(escapeMarkup(input.link), "margin:0;font-size:13px;color:#475569;word-break:break-all"),
    ].join("\n"),
  );
  return { subject: `Confirm your class alerts near ${input.place}`, text, html };
}

/** "Saturday, June 6, 6:00 PM - 8:00 PM CDT": the class's own zone, as its page states it. */
export function whenText(c: Pick<AlertClass, "date" | "time" | "startTime" | "timeZone">): string {
  let zone = "";
  try {
    zone =
      new Intl.DateTimeFormat("en-US", { timeZone: c.timeZone, timeZoneName: "short" })
        .formatToParts(zonedToUtc(c.date, c.startTime, c.timeZone))
        .find((part) => part.type === "timeZoneName")?.value ?? "";
  } catch {
    zone = "";
  }
  return `${dayTitle(c.date)}, ${c.time}${zone ? ` ${zone}` : ""}`;
}

function subjectOf(sections: AlertSection[]): string {
  const count = sections.reduce((n, s) => n + s.classes.length, 0);
  const what = count === 1 ? "A new self-defense class" : "New self-defense classes";
  const places = sections.map((s) => s.place);
  return `${what} near ${places.length <= 2 ? places.join(" and ") : "you"}`;
}

export function alertEmail(
  site: SiteConfig,
  input: { sections: AlertSection[]; unsubscribeUrl: string },
): Mail {
  const why = `You get this e-mail because you asked for ${site.brandName} class alerts near ${input.sections
    .map((s) => `${s.place} (${miles(s.distance)})`)
    .join(", ")}. We send at most one a day, and only when there is something new.`;
  const text = [
    "Hello,",
    "",
    ...input.sections.flatMap((s) => [
      `New classes within ${miles(s.distance)} of ${s.place}:`,
      "",
      ...s.classes.flatMap((c) => [
        c.title,
        whenText(c),
        `${c.location}, with ${c.trainerName}`,
        `Class page: ${c.pageUrl}`,
        `Add to calendar: ${c.icsUrl}`,
        "",
      ]),
    ]),
    why,
    `Unsubscribe: ${input.unsubscribeUrl}`,
    "",
    `Questions? ${site.supportEmail}`,
  ].join("\n");
  const classHtml = (c: AlertClass) =>
    `<tr><td style="padding:12px 0;border-top:1px solid #e2e8f0">
<p style="margin:0 0 4px;font-size:16px;font-weight:600">${escapeMarkup(c.title)}</p>
<p style="margin:0 0 4px;font-size:15px">${escapeMarkup(whenText(c))}</p>
<p style="margin:0 0 8px;font-size:15px;color:#334155">${escapeMarkup(`${c.location}, with ${c.trainerName}`)}</p>
<p style="margin:0;font-size:15px"><a href="${escapeMarkup(c.pageUrl)}" style="${LINK}">Class page</a> · <a href="${escapeMarkup(c.icsUrl)}" style="${LINK}">Add to calendar</a></p>
</td></tr>`;
  const html = frame(
    site,
    [
      p("Hello,"),
      ...input.sections.map(
        (s) =>
          `${p(escapeMarkup(`New classes within ${miles(s.distance)} of ${s.place}:`))}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">${s.classes.map(classHtml).join("\n")}</table>`,
      ),
      small(escapeMarkup(why)),
      small(
        `<a href="${escapeMarkup(input.unsubscribeUrl)}" style="${LINK}">Unsubscribe from class alerts</a>`,
      ),
    ].join("\n"),
  );
  return { subject: subjectOf(input.sections), text, html };
}
