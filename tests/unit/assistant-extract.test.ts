/**
 * The extractive answer's rules (issue 31) over small hand-made passages: the best sentences across the
 * relevant passages, a sentence said twice quoted once, only passages above the relevance bar quoted or
 * cited, and the admin's Markdown read as plain sentences.
 */
import { describe, expect, it } from "vitest";
import type { Passage } from "../../src/server/modules/assistant/knowledge";
import { articlePassages, markdownToText } from "../../src/server/modules/assistant/product-texts";
import { createRetriever } from "../../src/server/modules/assistant/retrieval";
import { CHAT_TEXT } from "../../src/shared/contracts/assistant";

const passage = (id: string, title: string, text: string, url: string | null = `/${id}`): Passage => ({
  id,
  group: id,
  title,
  text,
  keywords: "",
  url,
});

const PASSAGES = [
  passage(
    "mats",
    "Mats and flooring",
    "Foam mats are stored in the back room. Roll the mats out before the class starts. The back room key hangs by the door.",
  ),
  passage(
    "mats-faq",
    "FAQ: Where are the mats?",
    "Foam mats are kept in the back room. Ask the front desk if the room is locked.",
  ),
  passage("parking", "Parking", "Park in Lot C behind the studio. The first two hours are free."),
  passage("weather", "Weather", "Classes run rain or shine; only a storm warning cancels a class."),
];
const retriever = createRetriever(PASSAGES);

describe("the extractive answer", () => {
  it("quotes the sentences that answer the question, from the passages it cites", () => {
    const found = retriever.answerFromPassages("Where are the foam mats stored?");
    expect(found.answer).toContain("Foam mats are stored in the back room.");
    // The FAQ says the same in other words: quoted once.
    expect(found.answer).not.toContain("Foam mats are kept in the back room.");
    expect(found.answer.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(3);
    for (const s of found.answer.split(/(?<=\.)\s+/))
      expect(found.cited.some((p) => p.text.includes(s))).toBe(true);
    expect(found.sources.map((s) => s.url)).toContain("/mats");
  });

  it("cites no passage below the relevance bar, and none at all when nothing answers", () => {
    const found = retriever.answerFromPassages("Where do I park, and are the first hours free?");
    expect(found.answer).toMatch(/Lot C/);
    expect(found.sources.map((s) => s.url)).toEqual(["/parking"]);
    expect(found.passages.map((p) => p.id)).not.toContain("weather");
    expect(retriever.answerFromPassages("Who won the Super Bowl in 1998?")).toMatchObject({
      answer: CHAT_TEXT.noAnswer,
      sources: [],
      cited: [],
      passages: [],
    });
  });

  it("hands a model the quoted passages first", () => {
    const found = retriever.answerFromPassages("Where are the foam mats stored?");
    expect(found.passages[0]!.id).toBe(found.cited[0]!.id);
  });
});

describe("knowledge articles as passages", () => {
  it("reads Markdown as plain sentences: no marks, links as their text, each line a sentence", () => {
    expect(
      markdownToText(
        "# Parking\n\nPark in **Lot C** behind the _studio_\n\n- Validate at the `front desk`\n1. See [the map](https://maps.example/c)\n```\ncode\n```",
      ),
    ).toBe("Parking. Park in Lot C behind the studio. Validate at the front desk. See the map.");
  });

  it("makes one passage an article, its tags as keywords and no link", () => {
    expect(
      articlePassages([{ id: 7, title: "Parking", body: "Use **Lot C**.", tags: ["car", "lot"] }]),
    ).toEqual([
      {
        id: "article-7",
        group: "articles",
        title: "Parking",
        text: "Use Lot C.",
        keywords: "car lot",
        url: null,
      },
    ]);
  });
});
