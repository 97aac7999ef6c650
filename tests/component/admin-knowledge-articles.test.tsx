/**
 * The console's knowledge articles card (issue 31): the form's messages for an empty title and text and
 * too many tags, with nothing sent; a valid article is sent with its tags as a list and shows in the list.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { KnowledgeArticlesCard } from "../../app/features/admin-console/knowledge-articles-card";
import { ARTICLE_LIMITS, ARTICLE_TEXT, type KnowledgeArticle } from "../../src/shared/contracts/assistant";
import { fieldError, fill, json, renderApp, stubFetch } from "./support";

const EXISTING: KnowledgeArticle = {
  id: 1,
  title: "Parking at the Riverside studio",
  body: "Park in Lot C.",
  tags: ["parking"],
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

/** The console's articles as a tiny server keeps them: a POST adds one, the next GET lists it. */
function stubArticles() {
  const list = [EXISTING];
  return stubFetch(async (url, init) => {
    const method = init.method ?? "GET";
    if (url.pathname !== "/api/admin/knowledge-articles") return json({ message: "Not expected" }, 500);
    if (method === "GET") return json(list);
    const added = { ...EXISTING, ...JSON.parse(String(init.body)), id: list.length + 1 };
    list.unshift(added);
    return json(added, 201);
  });
}
const writes = (fetch: ReturnType<typeof stubArticles>) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") !== "GET");

describe("Assistant knowledge articles (console)", () => {
  it("lists the articles, and refuses an empty title and text with nothing sent", async () => {
    const fetch = stubArticles();
    const { user } = renderApp(<KnowledgeArticlesCard />);
    expect(await screen.findByText(EXISTING.title)).toBeTruthy();
    const form = await screen.findByRole("form", { name: "Write an article" });
    await user.click(within(form).getByRole("button", { name: "Add article" }));
    await waitFor(() =>
      expect(fieldError(within(form).getByLabelText("Title"))).toBe(ARTICLE_TEXT.titleRequired),
    );
    expect(fieldError(within(form).getByLabelText("Text (Markdown)"))).toBe(ARTICLE_TEXT.bodyRequired);
    fill(within(form).getByLabelText("Title"), "Mats");
    fill(within(form).getByLabelText("Text (Markdown)"), "The mats are in the back room.");
    fill(
      within(form).getByLabelText("Tags"),
      Array.from({ length: ARTICLE_LIMITS.tags + 1 }, (_, i) => `t${i}`).join(", "),
    );
    await user.click(within(form).getByRole("button", { name: "Add article" }));
    await waitFor(() =>
      expect(fieldError(within(form).getByLabelText("Tags"))).toBe(ARTICLE_TEXT.tooManyTags),
    );
    expect(writes(fetch)).toEqual([]);
  });

  it("sends a valid article with its tags as a list, and shows it", async () => {
    const fetch = stubArticles();
    const { user } = renderApp(<KnowledgeArticlesCard />);
    const form = await screen.findByRole("form", { name: "Write an article" });
    fill(within(form).getByLabelText("Title"), "Where the mats are");
    fill(within(form).getByLabelText("Text (Markdown)"), "The mats are in the **back room**.");
    fill(within(form).getByLabelText("Tags"), "Mats, equipment, , mats");
    await user.click(within(form).getByRole("button", { name: "Add article" }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [, init] = writes(fetch)[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({
      title: "Where the mats are",
      body: "The mats are in the **back room**.",
      tags: ["mats", "equipment"],
    });
    expect(await screen.findByText("Where the mats are")).toBeTruthy();
  });
});
