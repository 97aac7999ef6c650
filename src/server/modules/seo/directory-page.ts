/**
 * The directory's crawlable pages (issue 18, docs/decisions/0021-state-pages.md): /find-trainer with
 * the first page of the directory order and a link to every state page, and /find-trainer/{state} with
 * every listed trainer of that state; a state without listed trainers answers 404. Built from the one
 * public listing of the version (trainers/public-list.ts) and the directory's own rules.
 */
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";
import { compareTrainers, countByState, filterTrainers } from "../../../shared/directory-rules";
import { directoryPageOf, STATE_SLUGS } from "../../../shared/state-pages";
import type { ShellOptions } from "../../plugins/web";
import type { StateLink } from "./directory-html";
import type { SiteUrls } from "./json-ld";
import { directoryShell, stateShell } from "./page-meta";

/** As many trainers as the screen shows cards at first (features/directory/trainer-results.tsx). */
export const FIRST_PAGE = 9;

export const DIRECTORY_NOT_FOUND: ShellOptions = { status: 404, title: "404 Page Not Found" };

/** The first `n` in the directory order, in one pass (the listing is already in that order: one compare each). */
export function firstInOrder(trainers: readonly PublicTrainer[], n: number): PublicTrainer[] {
  const best: PublicTrainer[] = [];
  for (const t of trainers) {
    if (best.length === n && compareTrainers(t, best[n - 1]!) >= 0) continue;
    let i = best.length;
    while (i > 0 && compareTrainers(t, best[i - 1]!) < 0) i--;
    best.splice(i, 0, t);
    if (best.length > n) best.pop();
  }
  return best;
}

/** The state pages that exist now: every region with a listed trainer, in the route table's order. */
export function stateLinks(trainers: readonly { state: string }[]): StateLink[] {
  const counts = countByState(trainers);
  return STATE_SLUGS.flatMap((s) => {
    const count = counts.get(s.code) ?? 0;
    return count > 0 ? [{ slug: s.slug, name: s.name, count }] : [];
  });
}

/** The page of a directory path; 404 for a state slug that names no region, or one without listed trainers. */
export function directoryPage(
  site: SiteUrls,
  trainers: readonly PublicTrainer[],
  pathname: string,
): ShellOptions {
  const page = directoryPageOf(pathname);
  if (!page) return DIRECTORY_NOT_FOUND;
  if (!page.state)
    return directoryShell(site, firstInOrder(trainers, FIRST_PAGE), trainers.length, stateLinks(trainers));
  const inState = filterTrainers(trainers, { state: page.state.code }).sort(compareTrainers);
  if (inState.length === 0) return DIRECTORY_NOT_FOUND;
  return stateShell(site, page.state, inState);
}
