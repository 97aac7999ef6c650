/**
 * The assistant's retrieval: a MiniSearch index over the passages (knowledge.ts), built once per app.
 * Terms are lower-cased, stripped of common English endings (a light stemmer, so "waivers", "waiver" and
 * "pricing", "price" meet) and of stop words; titles weigh most, then keywords, then the text; query terms
 * match by prefix and, for longer words, with a typo or two. A few trainer words are widened to the
 * words the content uses ("charge" also asks for "price").
 *
 * The answer is extractive (extract.ts): the two or three sentences of the relevant passages that best
 * answer the question, with the passages they come from (at most 3) as its sources. Only passages above
 * the relevance bar are quoted or cited; a question nothing matches gets the spec's "couldn't process"
 * message and no sources.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { CHAT_TEXT, type ChatSource } from "../../../shared/contracts/assistant";
import { extract, rarity } from "./extract";
import type { Passage } from "./knowledge";

export const MAX_SOURCES = 3;
/** Passages handed to a model to phrase the answer from. */
export const MAX_MODEL_PASSAGES = 5;
/** A passage is cited when it scores at least this share of the best one. */
const CITE_SHARE = 0.45;
/** Below this score, the best passage shares too little with the question to answer it. */
export const MIN_SCORE = 8;
const MODULE_CARD = /^module-\d+$/;
const ASSESSMENT_CARD = /^assessment-\d+$/;

const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren as at be because been before being below " +
    "between both but by can cannot could did didn do does doesn doing don down during each few for from " +
    "further get gets getting got had has have having he her here hers herself him himself his how i if in " +
    "into is isn it its itself just let lets me might more most must my myself need needs no nor not now of " +
    "off on once only or other ought our ours ourselves out over own same shall she should so some such " +
    "tell than that the their theirs them themselves then there these they this those through to too " +
    "under until up upon us very was wasn we were what whats when where which while who whom why will " +
    "with won would you your yours yourself yourselves hi hello please thanks thank ok okay im ive id " +
    "anything something someone somebody know want wants like also really good best much many more " +
    "way thing things make"
  ).split(" "),
);

/** Trainer words the content says differently: each also asks for the listed words. */
const WIDEN: Record<string, string[]> = {
  charge: ["price", "pricing"],
  cost: ["price", "pricing"],
  fee: ["price", "pricing"],
  rate: ["price", "pricing"],
  money: ["refund", "revenue"],
  reimburse: ["refund"],
  cancel: ["refund"],
  zoom: ["live", "training"],
  instagram: ["social", "media"],
  facebook: ["social", "media"],
  tiktok: ["social", "media"],
  burned: ["burnout"],
  burnt: ["burnout"],
  exhausted: ["burnout", "stress"],
  overwhelmed: ["burnout", "stress"],
  nervous: ["confidence", "stress"],
  company: ["corporate", "workplace"],
  companies: ["corporate", "workplace"],
  employer: ["corporate", "workplace"],
  quiz: ["assessment"],
  test: ["assessment"],
  exam: ["assessment"],
  score: ["assessment", "pass"],
  grade: ["assessment", "pass"],
  coverage: ["insurance"],
  insured: ["insurance"],
  lawyer: ["attorney"],
  tax: ["ein", "tax"],
  taxes: ["ein", "tax"],
  logo: ["brand"],
  trademark: ["brand"],
  contractor: ["independent"],
  employee: ["independent"],
  email: ["e-mail"],
  discloses: ["disclosure"],
  disclose: ["disclosure"],
  abuse: ["disclosure"],
  assault: ["disclosure"],
  lesson: ["lesson", "class"],
  schedule: ["class", "calendar"],
  listed: ["directory", "listing"],
  // Irregular forms and words the product spells differently.
  paid: ["pay", "payment"],
  pay: ["paid", "payment"],
  log: ["login"],
  bio: ["profile"],
};

/** Strips common English endings so word forms meet; the same for the index and the question. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  // "planning" -> "plann" -> "plan"; but keep "ss", "ll" ("class", "skill").
  if (/([^aeiouslz])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith("e") && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** One word of the index or the question: null when it carries no meaning here. */
function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[’']/g, "");
  if (t.length < 2 && !/\d/.test(t)) return null;
  if (STOP_WORDS.has(t)) return null;
  return stem(t);
}

/** Particles that make one word with the word before ("set up", "sign-in", "log in", "check-in"). */
const PARTICLES = new Set(["up", "in", "out", "on", "off"]);

/** A text's words, and each phrasal compound once more as one word ("set up" also "setup"). */
const tokenize = (text: string) => {
  const parts = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const compounds = parts.flatMap((w, i) => {
    const next = parts[i + 1];
    return next && PARTICLES.has(next.toLowerCase()) && w.length > 2 && !/\d/.test(w) ? [w + next] : [];
  });
  return compounds.length > 0 ? [...parts, ...compounds] : parts;
};

/** A text's meaningful words, processed as the index processes them. */
const words = (text: string) =>
  tokenize(text)
    .map(processTerm)
    .filter((w): w is string => w !== null);

const NO_ANSWER: RetrievalAnswer = { answer: CHAT_TEXT.noAnswer, sources: [], cited: [], passages: [] };

/** The question's terms, with the widened words added (each once). */
export function queryTerms(question: string): string[] {
  const out = new Set<string>();
  for (const raw of tokenize(question)) {
    const lower = raw.toLowerCase();
    const own = processTerm(lower);
    if (own) out.add(own);
    // Own entries only: "constructor" or "toString" in a question must not reach Object's members.
    for (const extra of Object.hasOwn(WIDEN, lower) ? WIDEN[lower]! : []) {
      for (const part of tokenize(extra)) {
        const p = processTerm(part);
        if (p) out.add(p);
      }
    }
  }
  return [...out];
}

export type RankedPassage = Passage & {
  score: number;
  /** The passage's words the question matched (after stemming). */
  terms: string[];
};

export type RetrievalAnswer = {
  answer: string;
  /** The quoted passages' links, each once, at most MAX_SOURCES. */
  sources: ChatSource[];
  /** The passages the answer quotes (tests read their ids and text). */
  cited: RankedPassage[];
  /** What a model may phrase its answer from, best first (empty when nothing matched). */
  passages: RankedPassage[];
};

export type Retriever = {
  search(question: string): RankedPassage[];
  answerFromPassages(question: string): RetrievalAnswer;
};

export function createRetriever(passages: Passage[]): Retriever {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const index = new MiniSearch<Passage>({
    fields: ["title", "keywords", "text"],
    storeFields: [],
    extractField: (p, field) => {
      if (field === "title") return p.searchTitle ?? p.title;
      if (field === "text") return p.searchText ?? p.text;
      return String((p as Record<string, unknown>)[field] ?? "");
    },
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 2.5, keywords: 1.5, text: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      maxFuzzy: 2,
      weights: { prefix: 0.6, fuzzy: 0.3 },
      combineWith: "OR",
      // A module's own card is the answer to a question about the whole week; an assessment's card
      // repeats its module's words but answers only questions about the assessment.
      boostDocument: (id) =>
        MODULE_CARD.test(String(id)) ? 1.25 : ASSESSMENT_CARD.test(String(id)) ? 0.6 : 1,
    },
  });
  index.addAll(passages);
  const weight = rarity(passages, words);

  function search(question: string): RankedPassage[] {
    const terms = queryTerms(question);
    if (terms.length === 0) return [];
    // The terms are already processed: the index must not process them a second time.
    const results: SearchResult[] = index.search(terms.join(" "), {
      processTerm: (t) => t,
      tokenize: (q) => q.split(" "),
    });
    return results
      .map((r) => {
        const p = byId.get(r.id as string);
        return p ? { ...p, score: r.score, terms: r.terms } : undefined;
      })
      .filter((p): p is RankedPassage => p !== undefined);
  }

  function answerFromPassages(question: string): RetrievalAnswer {
    const ranked = search(question);
    const top = ranked[0];
    // A number alone ("week 2" asked as "2") says nothing about what is asked.
    const answers = top && top.score >= MIN_SCORE && top.terms.some((t) => !/^\d+$/.test(t));
    if (!top || !answers) return NO_ANSWER;
    // The relevance bar: only these passages may be quoted, cited or handed to a model.
    const relevant = ranked.filter((p) => p.score >= Math.max(MIN_SCORE, top.score * CITE_SHARE));
    const chosen = extract(relevant, queryTerms(question), words, weight);
    if (chosen.length === 0) return NO_ANSWER;
    // At most three sentences, so at most three passages; one link is named once.
    const quoted = [...new Set(chosen.map((s) => s.passage))];
    return {
      answer: chosen.map((s) => s.text).join(" "),
      sources: distinct(quoted)
        .slice(0, MAX_SOURCES)
        .map((p) => ({ title: p.title, url: p.url })),
      cited: quoted,
      // The quoted passages first, then the other relevant ones: what a model phrases from.
      passages: [...quoted, ...relevant.filter((p) => !quoted.includes(p))].slice(0, MAX_MODEL_PASSAGES),
    };
  }

  return { search, answerFromPassages };
}

/** Passages with distinct links (a module's card is cited once however many of its sentences match). */
function distinct(list: RankedPassage[]): RankedPassage[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const key = p.url ?? p.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
