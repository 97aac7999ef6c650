/**
 * The directory's first results as plain HTML inside the app's root element (issue 18): names, places
 * and links to each trainer's page, readable with JavaScript off and by crawlers. The app's first render
 * replaces it with the screen. Light on purpose (a state page may list a thousand trainers): one list
 * item per trainer, classes on the list rather than on every item, only utilities the screens use.
 */
import { escapeMarkup } from "../../http/escape";

export type ListedTrainer = { customUrlSlug: string; displayName: string; displayLocation: string };
export type StateLink = { slug: string; name: string; count: number };

/** The screen's own heading and introduction (features/directory/find-trainer-screen.tsx). */
function intro(brandName: string): string {
  return (
    '<h1 class="text-3xl sm:text-4xl">Find a Certified Trainer</h1>' +
    `<p class="mt-2 text-slate-700 sm:text-lg">Self-defense classes for women, taught by certified ${escapeMarkup(brandName)} trainers near you.</p>`
  );
}

const LINK = 'class="font-medium text-brand-700 underline"';

export function trainerItems(trainers: readonly ListedTrainer[]): string {
  return trainers
    .map((t) => {
      const href = escapeMarkup(`/${encodeURIComponent(t.customUrlSlug)}`);
      const place = t.displayLocation.trim() ? `, ${escapeMarkup(t.displayLocation.trim())}` : "";
      return `<li><a ${LINK} href="${href}">${escapeMarkup(t.displayName)}</a>${place}</li>`;
    })
    .join("\n");
}

function trainerList(heading: string, countText: string, trainers: readonly ListedTrainer[]): string {
  return (
    `<section aria-labelledby="first-results-heading"><h2 id="first-results-heading" class="mt-10 mb-4 text-2xl">${escapeMarkup(heading)}</h2>` +
    `<p class="font-medium text-slate-800">${escapeMarkup(countText)}</p>` +
    `<ul class="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">\n${trainerItems(trainers)}\n</ul></section>`
  );
}

const frame = (inner: string) => `<div class="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:pt-8">${inner}</div>`;
const trainersText = (n: number) => `${n} ${n === 1 ? "trainer" : "trainers"}`;

/** /find-trainer: the first page of the directory order, and every state page (crawlers reach each trainer through them). */
export function directoryBody(input: {
  brandName: string;
  firstPage: readonly ListedTrainer[];
  total: number;
  states: readonly StateLink[];
}): string {
  const states = input.states
    .map(
      (s) =>
        `<li><a ${LINK} href="/find-trainer/${escapeMarkup(s.slug)}">${escapeMarkup(s.name)}</a> (${s.count})</li>`,
    )
    .join("\n");
  return frame(
    intro(input.brandName) +
      trainerList("Certified Trainers", `${trainersText(input.total)} listed`, input.firstPage) +
      `<nav aria-labelledby="state-pages-heading"><h2 id="state-pages-heading" class="mt-10 mb-4 text-2xl">Trainers by State and Province</h2>` +
      `<ul class="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">\n${states}\n</ul></nav>`,
  );
}

/** /find-trainer/{state}: every listed trainer of the state, in the directory order. */
export function stateBody(input: {
  brandName: string;
  stateName: string;
  trainers: readonly ListedTrainer[];
}): string {
  return frame(
    intro(input.brandName) +
      trainerList(
        `Certified Trainers in ${input.stateName}`,
        `${trainersText(input.trainers.length)} in ${input.stateName}`,
        input.trainers,
      ) +
      `<p class="mt-10"><a ${LINK} href="/find-trainer">All trainers, every state and province</a></p>`,
  );
}
