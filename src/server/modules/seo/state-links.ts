import { countByState } from "../../../shared/directory-rules";
import { STATE_SLUGS } from "../../../shared/state-pages";

export type StateLink = { slug: string; name: string; count: number };

/** The state pages that exist now: every region with a listed trainer, in the route table's order. */
export function stateLinks(trainers: readonly { state: string }[]): StateLink[] {
  const counts = countByState(trainers);
  return STATE_SLUGS.flatMap((s) => {
    const count = counts.get(s.code) ?? 0;
    return count > 0 ? [{ slug: s.slug, name: s.name, count }] : [];
  });
}
