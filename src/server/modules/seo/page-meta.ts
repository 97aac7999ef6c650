/**
 * The crawlable head of a profile, class or directory page: title, description, Open Graph, Twitter,
 * canonical, JSON-LD; a directory page also carries its first results in the body (directory-html.ts).
 */
import type { PublicClassDetail } from "../../../shared/contracts/public-classes";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { directoryMeta, profileMeta, stateMeta } from "../../../shared/meta";
import { escapeMarkup, jsonForScript } from "../../http/escape";
import type { ShellOptions } from "../../plugins/web";
import { directoryBody, type StateLink, stateBody } from "./directory-html";
import {
  absoluteUrl,
  classUrl,
  directoryJsonLd,
  eventJsonLd,
  personJsonLd,
  profileUrl,
  type SiteUrls,
} from "./json-ld";

function headTags(tags: {
  type: string;
  title: string;
  description: string;
  url: string;
  image: string | null;
  siteName: string;
  jsonLd: unknown;
}): string {
  const meta = [
    `<link rel="canonical" href="${escapeMarkup(tags.url)}" />`,
    `<meta property="og:type" content="${tags.type}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(tags.siteName)}" />`,
    `<meta property="og:title" content="${escapeMarkup(tags.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(tags.description)}" />`,
    `<meta property="og:url" content="${escapeMarkup(tags.url)}" />`,
    ...(tags.image ? [`<meta property="og:image" content="${escapeMarkup(tags.image)}" />`] : []),
    // A trainer's picture is a square portrait: the summary card, not the wide one.
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeMarkup(tags.title)}" />`,
    `<meta name="twitter:description" content="${escapeMarkup(tags.description)}" />`,
    ...(tags.image ? [`<meta name="twitter:image" content="${escapeMarkup(tags.image)}" />`] : []),
    `<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`,
  ];
  return `${meta.join("\n    ")}\n    `;
}

export function profileShell(site: SiteUrls, t: PublicTrainer): ShellOptions {
  const { title, description } = profileMeta(t, site.brandName);
  return {
    title,
    description,
    head: headTags({
      type: "profile",
      title,
      description,
      url: profileUrl(site, t),
      image: t.profilePicture && absoluteUrl(site, t.profilePicture),
      siteName: site.brandName,
      jsonLd: personJsonLd(site, t),
    }),
  };
}

export function classShell(site: SiteUrls, detail: PublicClassDetail, dateText: string): ShellOptions {
  const { class: c, trainer } = detail;
  const title = `${c.title} with ${trainer.displayName} | ${site.brandName}`;
  const description = `${dateText}, ${c.time}, ${c.location}. ${c.price}.`;
  return {
    title,
    description,
    head: headTags({
      type: "website",
      title,
      description,
      url: classUrl(site, c),
      image: trainer.profilePicture && absoluteUrl(site, trainer.profilePicture),
      siteName: site.brandName,
      jsonLd: { "@context": "https://schema.org", ...eventJsonLd(site, c, trainer) },
    }),
  };
}

const DIRECTORY_CRUMB = "Find a Certified Trainer";

/** A directory page's tags: its title, description and canonical address, and the trainers it lists. */
function directoryPageShell(
  site: SiteUrls,
  page: {
    title: string;
    description: string;
    url: string;
    total: number;
    crumbs: { name: string; url: string }[];
  },
  listed: readonly PublicTrainer[],
  body: string,
): ShellOptions {
  const { title, description, url } = page;
  return {
    title,
    description,
    head: headTags({
      type: "website",
      title,
      description,
      url,
      image: null,
      siteName: site.brandName,
      jsonLd: directoryJsonLd(site, { name: title, ...page }, listed),
    }),
    body,
  };
}

/** /find-trainer: the first page of the directory order in the HTML and the JSON-LD, and every state page. */
export function directoryShell(
  site: SiteUrls,
  firstPage: readonly PublicTrainer[],
  total: number,
  states: readonly StateLink[],
): ShellOptions {
  const url = `${site.publicUrl}/find-trainer`;
  return directoryPageShell(
    site,
    { ...directoryMeta(site.brandName, total), url, total, crumbs: [{ name: DIRECTORY_CRUMB, url }] },
    firstPage,
    directoryBody({ brandName: site.brandName, firstPage, total, states }),
  );
}

/** /find-trainer/{state}: every listed trainer of the state, in the HTML and the JSON-LD. */
export function stateShell(
  site: SiteUrls,
  state: { name: string; slug: string },
  trainers: readonly PublicTrainer[],
): ShellOptions {
  const url = `${site.publicUrl}/find-trainer/${state.slug}`;
  const crumbs = [
    { name: DIRECTORY_CRUMB, url: `${site.publicUrl}/find-trainer` },
    { name: state.name, url },
  ];
  return directoryPageShell(
    site,
    { ...stateMeta(site.brandName, state.name, trainers.length), url, total: trainers.length, crumbs },
    trainers,
    stateBody({ brandName: site.brandName, stateName: state.name, trainers }),
  );
}
