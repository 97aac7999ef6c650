/**
 * The product's own guidance as passages (issue 31): the Certification tab's insurance guidance, the
 * live sessions' times, how to add a class, how renewal works, and the admin's knowledge articles. Each
 * is written from the constants the screens and rules use, so the assistant says what the product shows.
 */
import { CLASS_DEFAULTS, CLASS_TEXT } from "../../../shared/contracts/manage-classes";
import { INSURANCE_GUIDANCE, INSURANCE_PROVIDERS } from "../../../shared/contracts/profile";
import { CERTIFICATION_YEARS } from "../../../shared/days";
import { LIVE_FOR_MS, LIVE_SESSIONS } from "../../../shared/live-sessions";
import type { SiteConfig } from "../../../shared/site-config";
import type { Passage } from "./passage";

export type KnowledgeArticleContent = { id: number; title: string; body: string; tags: string[] };

const PROFILE_URL = "/trainer-portal/profile";
const CLASSES_URL = "/trainer-portal/calendar";

/** "Thursday Training (Thursdays 7:00pm CST) and Sunday Training (Sundays 12:00pm CST)". */
const sessionList = () => LIVE_SESSIONS.map((s) => `${s.title} (${s.when})`).join(" and ");
const hours = (ms: number) => (ms === 3_600_000 ? "one hour" : `${ms / 3_600_000} hours`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

export function productPassages(site: SiteConfig): Passage[] {
  const providers = INSURANCE_PROVIDERS.map((p) => p.label);
  return [
    {
      id: "certification-insurance",
      group: "profile",
      title: "Liability insurance (your profile's Certification tab)",
      text: [
        INSURANCE_GUIDANCE,
        `Record your cover in your profile's Certification tab: tick "I have liability insurance", then choose the insurance provider (${providers.slice(0, -1).join(", ")} or ${providers.at(-1)}) and the insurance expiry date.`,
        "As an independent trainer you are responsible for your own insurance.",
      ].join(" "),
      keywords: "liability insurance cover coverage insured policy price cost certification tab provider",
      url: PROFILE_URL,
    },
    {
      id: "certification-renewal",
      group: "profile",
      title: "Certification renewal",
      text: [
        `Your certification is valid for ${CERTIFICATION_YEARS} years from the date it is issued; your next renewal date is ${CERTIFICATION_YEARS} years after your certification date.`,
        "Your initial training date, certification date and next renewal date are shown in your profile's Certification tab; only the team can change them.",
        `As the renewal date comes near you receive a reminder e-mail; renew before it to keep teaching under the brand and stay listed in the trainer directory, and e-mail ${site.supportEmail} with questions about renewing.`,
      ].join(" "),
      keywords: "renew renewal expire expiry expiration certification date valid reminder",
      url: PROFILE_URL,
    },
    {
      id: "live-sessions",
      group: "dashboard",
      title: "Live trainings on Zoom (Thursday and Sunday)",
      text: [
        `Two live trainings run on Zoom every week: ${sessionList()}, ${hours(LIVE_FOR_MS)} each.`,
        "Join them from the Live Training cards on your dashboard; the next session is shown at the top of your dashboard.",
        "Bring your questions and practice the moves with the team.",
      ].join(" "),
      keywords: "weekly zoom live session training workshop schedule time when call",
      url: "/trainer-portal/dashboard#live-sessions",
    },
    {
      id: "manage-classes-add",
      group: "classes",
      title: "How to add a class (Manage Classes)",
      text: [
        "From your dashboard, open Manage Classes and click Add Class.",
        `Fill in the required fields: ${[CLASS_TEXT.titleRequired, CLASS_TEXT.dateRequired, CLASS_TEXT.startRequired, CLASS_TEXT.locationRequired, CLASS_TEXT.paymentLinkRequired].map((t) => t.replace(/ is required$/, "").toLowerCase()).join(", ")} (where students register and pay).`,
        `A new class starts as the "${CLASS_DEFAULTS.title}" at ${dollars(CLASS_DEFAULTS.priceCents)} per student (0 makes it free), and it ends ${CLASS_DEFAULTS.durationMinutes / 60} hours after the start time.`,
        `${CLASS_TEXT.startInvalid} ${CLASS_TEXT.endsAfterMidnight}`,
        "Saved classes appear on your public profile and in the class listings; you can edit or delete them at any time.",
      ].join(" "),
      keywords: "add create new class schedule calendar workshop listing price payment link registration",
      url: CLASSES_URL,
    },
  ];
}

/** Markdown as plain sentences: marks dropped, links to their text, each line or item its own sentence. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/, "")
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^*_`~]*?\S)\1/g, "$2")
        .trim(),
    )
    .filter(Boolean)
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join(" ");
}

export function articlePassages(articles: KnowledgeArticleContent[]): Passage[] {
  return articles.map((a) => ({
    id: `article-${a.id}`,
    group: "articles",
    title: a.title,
    text: markdownToText(a.body),
    keywords: a.tags.join(" "),
    url: null,
  }));
}
