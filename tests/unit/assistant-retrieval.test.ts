/**
 * The assistant's retrieval over the shipped content (the same the database is seeded with): realistic
 * trainer questions, each with the part of the product that should answer it. The answer must cite that
 * part for at least 13 of the question set (issue 11, "Must show"); the figure is printed. Issue 31 added
 * the product's own passages ("profile", "classes"), which now answer two of the questions first.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { ASSESSMENTS } from "../../src/server/db/content/assessments";
import { MODULES } from "../../src/server/db/content/modules";
import { buildPassages } from "../../src/server/modules/assistant/knowledge";
import { createRetriever, queryTerms, stem } from "../../src/server/modules/assistant/retrieval";
import { CHAT_TEXT } from "../../src/shared/contracts/assistant";

const site = loadConfig({ NODE_ENV: "test" }).site;
const passages = buildPassages({
  modules: MODULES,
  assessments: ASSESSMENTS.map((a) => ({ ...a, questionCount: a.questions.length })),
  site,
});
const retriever = createRetriever(passages);

/**
 * Question, and the groups (knowledge.ts) any of which answers it. Written from the content before the
 * retriever was tuned.
 */
const QUESTIONS: [string, string[]][] = [
  ["Should I form an LLC or just stay a sole proprietor?", ["module-1"]],
  ["What kind of liability insurance do I need to teach self-defense?", ["module-1"]],
  ["Do students need to sign a waiver before they practice?", ["module-1", "module-4"]],
  ["How do I get an EIN for my business?", ["module-1"]],
  ["Should I open a separate bank account for my classes?", ["module-1"]],
  ["What are the core principles I should teach in every class?", ["module-2"]],
  ["How do I teach wrist grab and bear hug escapes?", ["module-2"]],
  ["What should I do when a student discloses an assault to me during class?", ["module-3"]],
  ["Can I teach the instructor resilience material to my students?", ["module-3"]],
  ["I'm feeling burned out from teaching so many classes, what can I do?", ["module-3"]],
  ["How should I structure the 2-hour class minute by minute?", ["module-4"]],
  ["What safety rules should partners follow during drills?", ["module-4"]],
  ["How do I adapt techniques for a student who is pregnant or uses a wheelchair?", ["module-4"]],
  ["How often should I post on Instagram to attract students?", ["module-5"]],
  ["Can I share student testimonials on social media?", ["module-5"]],
  ["How much should I charge per student for my classes?", ["module-6"]],
  ["How do I pitch a self-defense workshop to companies?", ["module-6"]],
  ["How does my affiliate code work?", ["module-6", "support"]],
  ["When are the weekly Zoom trainings?", ["support", "dashboard"]],
  ["How do I contact support?", ["support"]],
  ["Can I get a refund if I change my mind?", ["support", "terms"]],
  ["What score do I need to pass the assessments?", ["assessments"]],
  ["How do I change my profile picture and bio in the trainer directory?", ["support"]],
  ["How long is my certification valid before I have to renew?", ["support", "terms", "profile"]],
  ["Am I an employee of Soul Punch when I teach my own classes?", ["terms"]],
  ["Can I still use the logo after my certification expires?", ["terms"]],
  ["How do I add a class to my calendar?", ["support", "classes"]],
];

/** A second set, written after the retriever's weights and word list were settled, and not tuned for. */
const LATER_QUESTIONS: [string, string[]][] = [
  ["Do I need a business license in my city?", ["module-1"]],
  ["How long should I keep signed waivers and incident reports?", ["module-1"]],
  ["What phrases can I teach students for setting verbal boundaries?", ["module-2"]],
  ["How do I make my class safe for survivors of trauma?", ["module-2"]],
  ["How do I manage adrenaline and stay calm while teaching?", ["module-3"]],
  ["What should I set up at the venue before class starts, like mats and first aid?", ["module-4"]],
  ["What warm-up should I use at the start of class?", ["module-4"]],
  ["Are there Canva templates for my class announcements?", ["module-5"]],
  ["How do I grow an email list for my classes?", ["module-6"]],
  ["Who do I email if my equipment hasn't arrived?", ["support"]],
  ["Is there a WhatsApp group for trainers?", ["support"]],
  ["How do I book a check-in call with the team?", ["dashboard"]],
  ["What happens if I miss a payment on the flex plan?", ["terms"]],
  ["Do you sell my personal information?", ["privacy"]],
  ["How many questions are on the class 4 assessment?", ["assessments"]],
  ["Can I share my portal login with my business partner?", ["terms"]],
  ["How do I appear in the Find a Trainer directory?", ["profile"]],
  ["Where do I find flyers I can print for my classes?", ["module-6"]],
];

function groupsOf(question: string) {
  return retriever.answerFromPassages(question).cited.map((p) => p.group);
}

/** How many questions cite an expected group, and how many cite one first. */
function score(set: [string, string[]][]) {
  const misses: string[] = [];
  let hits = 0;
  let firsts = 0;
  for (const [question, expected] of set) {
    const groups = groupsOf(question);
    if (groups.some((g) => expected.includes(g))) hits++;
    else misses.push(`${question} -> ${groups.join(", ") || "(none)"} (expected ${expected.join(" or ")})`);
    if (groups[0] && expected.includes(groups[0])) firsts++;
  }
  return { hits, firsts, misses };
}

describe("assistant retrieval", () => {
  it("cites the expected part of the product for the question set", () => {
    const first = score(QUESTIONS);
    const later = score(LATER_QUESTIONS);
    console.log(
      `retrieval: ${first.hits}/${QUESTIONS.length} cite the expected source (${first.firsts}/${QUESTIONS.length} as the first source); ` +
        `later set: ${later.hits}/${LATER_QUESTIONS.length} (${later.firsts}/${LATER_QUESTIONS.length} first)`,
    );
    const misses = [...first.misses, ...later.misses];
    if (misses.length > 0) console.log(`retrieval misses:\n  ${misses.join("\n  ")}`);
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(15);
    expect(first.hits).toBeGreaterThanOrEqual(13);
    // The bar, 13 of 15, as a share of each set.
    expect(first.hits / QUESTIONS.length).toBeGreaterThanOrEqual(13 / 15);
    expect(later.hits / LATER_QUESTIONS.length).toBeGreaterThanOrEqual(13 / 15);
  });

  it("answers with two or three sentences of the cited passages, not whole passages, and at most 3 sources", () => {
    for (const [question] of [...QUESTIONS, ...LATER_QUESTIONS]) {
      const found = retriever.answerFromPassages(question);
      expect(found.answer).not.toBe(CHAT_TEXT.noAnswer);
      expect(found.answer.length).toBeLessThanOrEqual(600);
      expect(found.sources.length).toBeGreaterThan(0);
      expect(found.sources.length).toBeLessThanOrEqual(3);
      // Every sentence of the answer is quoted from a cited passage.
      for (const s of found.answer.split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9$])/))
        expect(found.cited.some((p) => p.text.includes(s))).toBe(true);
    }
    const refund = retriever.answerFromPassages("Can I get a refund if I change my mind?");
    expect(refund.answer).toMatch(/refunds are not given once access is granted/i);
    const pass = retriever.answerFromPassages("What score do I need to pass the assessments?");
    expect(pass.answer).toMatch(/80%/);
  });

  it("names each source with a title and a link in the product or the resource's own link", () => {
    const found = retriever.answerFromPassages("Where is the LLC formation checklist?");
    expect(found.sources[0]).toEqual({
      title: "LLC Formation Checklist (Week 1)",
      url: "https://learn.soulpunch.example/business-setup/llc-formation-checklist",
    });
    expect(retriever.answerFromPassages("How do I contact support?").sources.map((s) => s.url)).toContain(
      "/support",
    );
    const module3 = retriever.answerFromPassages("instructor resilience week 3");
    expect(module3.sources).toContainEqual({
      title: "Week 3: Instructor Resilience",
      url: "/trainer-portal/dashboard#module-3",
    });
  });

  it("says it cannot answer, with no sources, when nothing matches", () => {
    for (const question of [
      "Who won the Super Bowl in 1998?",
      "What's the weather like tomorrow?",
      "asdf qwerty zxcv",
      "Tell me a joke",
      "?!",
    ]) {
      const found = retriever.answerFromPassages(question);
      expect(found, question).toMatchObject({ answer: CHAT_TEXT.noAnswer, sources: [], passages: [] });
    }
  });

  it("never indexes an assessment's questions or answers", () => {
    const texts = passages.map((p) => p.text).join("\n");
    for (const a of ASSESSMENTS)
      for (const q of a.questions) {
        expect(texts).not.toContain(q.question);
        expect(texts).not.toContain(q.explanation);
      }
  });

  it("brings word forms together", () => {
    expect(stem("waivers")).toBe(stem("waiver"));
    expect(stem("pricing")).toBe(stem("price"));
    expect(stem("classes")).toBe(stem("class"));
    expect(stem("planning")).toBe(stem("plan"));
    expect(stem("testimonials")).toBe(stem("testimonial"));
    expect(stem("business")).toBe("business");
  });

  it("reads words that name an object's own members as words (the bad-input test's question)", () => {
    expect(queryTerms("constructor toString __proto__ hasOwnProperty")).toEqual([
      "constructor",
      "tostr",
      "proto",
      "hasownproperty",
    ]);
  });
});
