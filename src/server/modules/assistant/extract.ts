/**
 * The extractive answer (issue 31): from the passages retrieval found relevant, the two or three
 * sentences that best answer the question. A sentence scores the question's terms it holds, each weighed
 * by how rare it is across the knowledge (a word every passage has says little), plus a share for the
 * terms its passage's title and keywords hold (the sentence speaks in that context), scaled by how
 * relevant its passage is. The chosen sentences are given passage by passage in their own order.
 */
import type { Passage } from "./knowledge";

/** At most this many sentences, and this many characters, make an answer. */
export const MAX_SENTENCES = 3;
export const MAX_ANSWER_CHARS = 600;
/**
 * A further sentence joins the best one when it holds a term itself and scores at least this share of
 * it: more from the best sentence's own passage, which speaks of the same thing.
 */
const JOIN_SHARE = { same: 0.3, other: 0.7 };
/** Two sentences sharing this share of their words say the same thing (the FAQ and the terms do). */
const SAME_SAYING = 0.6;
/** What the title's and keywords' terms add to each sentence of the passage. */
const CONTEXT_SHARE = 0.35;

export type Sentence<P extends Passage> = {
  passage: P;
  rank: number;
  index: number;
  text: string;
  score: number;
  /** The sentence's own words, and whether it holds a question term itself (not only its title). */
  words: Set<string>;
  direct: boolean;
};

export type Words = (text: string) => string[];

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9$])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Whether a word of the text meets a term of the question (a longer term matches a word it begins). */
export const meets = (word: string, term: string) =>
  word === term || (term.length >= 4 && word.startsWith(term));

/** How rare each term is across the passages: ln(1 + N / (1 + passages holding it)). */
export function rarity(passages: Passage[], words: Words): (term: string) => number {
  const bags = passages.map((p) => new Set(words(`${p.title} ${p.keywords} ${p.text}`)));
  const cache = new Map<string, number>();
  return (term) => {
    let v = cache.get(term);
    if (v === undefined) {
      const df = bags.filter((bag) => [...bag].some((w) => meets(w, term))).length;
      v = Math.log(1 + bags.length / (1 + df));
      cache.set(term, v);
    }
    return v;
  };
}

/** The best sentences of the candidates (best passage first), in answer order; [] when none holds a term. */
export function extract<P extends Passage & { score: number }>(
  candidates: P[],
  terms: string[],
  words: Words,
  weight: (term: string) => number,
): Sentence<P>[] {
  const top = candidates[0];
  if (!top) return [];
  // A number alone ("week 2") names a passage; it counts for little in a sentence.
  const w = (t: string) => (/^\d+$/.test(t) ? 0.2 : 1) * weight(t);
  const seen = new Set<string>();
  const all: Sentence<P>[] = [];
  candidates.forEach((passage, rank) => {
    const context = new Set(words(`${passage.searchTitle ?? passage.title} ${passage.keywords}`));
    const relevance = Math.sqrt(passage.score / top.score);
    sentencesOf(passage.text).forEach((text, index) => {
      const key = text.toLowerCase();
      if (seen.has(key)) return; // the FAQ and a support block may say the same thing
      seen.add(key);
      const own = new Set(words(text));
      let score = 0;
      let direct = 0;
      for (const t of terms) {
        if ([...own].some((x) => meets(x, t))) {
          score += w(t);
          direct++;
        } else if ([...context].some((x) => meets(x, t))) score += CONTEXT_SHARE * w(t);
      }
      // A passage's opening says what it is about: it wins a tie.
      if (index === 0) score *= 1.05;
      if (direct > 0 || index === 0)
        all.push({ passage, rank, index, text, score: score * relevance, words: own, direct: direct > 0 });
    });
  });
  const ranked = all.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.rank - b.rank);
  const best = ranked[0];
  if (!best) return [];
  const chosen = [best];
  let length = best.text.length;
  for (const s of ranked.slice(1)) {
    if (chosen.length >= MAX_SENTENCES) break;
    const share = s.passage === best.passage ? JOIN_SHARE.same : JOIN_SHARE.other;
    if (!s.direct || s.score < best.score * share) continue;
    if (length + 1 + s.text.length > MAX_ANSWER_CHARS) continue;
    if (chosen.some((c) => similar(c.words, s.words))) continue;
    chosen.push(s);
    length += 1 + s.text.length;
  }
  // Passage by passage, in the order their best sentence came; a passage's sentences in its own order.
  const order = new Map<P, number>();
  for (const s of chosen) if (!order.has(s.passage)) order.set(s.passage, order.size);
  return chosen.sort((a, b) => order.get(a.passage)! - order.get(b.passage)! || a.index - b.index);
}

/** Whether two sentences share most of their words (Jaccard). */
function similar(a: Set<string>, b: Set<string>): boolean {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  const either = a.size + b.size - both;
  return either > 0 && both / either >= SAME_SAYING;
}
