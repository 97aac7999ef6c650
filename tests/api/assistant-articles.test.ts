/**
 * The console's knowledge articles (issue 31): admin only (401 to visitors, 403 to trainers), checked
 * input, 404 for an article that is not there, every change in the audit log, and the assistant answering
 * from an article as soon as it is saved (the change moves the content version) and no longer once it
 * is deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../src/shared/contracts/admin";
import { ARTICLE_LIMITS, ARTICLE_TEXT, type KnowledgeArticle } from "../../src/shared/contracts/assistant";
import { createTestApp, loginAs, requestAs, type TestApp } from "../support/test-app";

let t: TestApp;
let admin = "";
let trainer = "";
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ASSISTANT_PER_MINUTE: "100" });
  admin = await loginAs(t.app, "admin@example.com");
  trainer = await loginAs(t.app, "trainer@example.com");
});
afterAll(() => t?.close());

const as: ReturnType<typeof requestAs> = (...args) => requestAs(t.app)(...args);
const URL = "/api/admin/knowledge-articles";
const lastAudit = async () =>
  ((await as(admin, "GET", "/api/admin/audit")).json().entries as AuditEntry[])[0]!;
const ask = async (question: string) => (await as(trainer, "POST", "/api/chatbot", { question })).json();

const ARTICLE = {
  title: "Parking at the Riverside studio",
  body: "## Where to park\n\nPark in the **Lot C** garage behind the Riverside studio; the first *two hours* are free.\n\n- Validate your ticket at the front desk.\n- [Map of the garage](https://maps.example/lot-c)",
  tags: ["Parking", " riverside ", "parking", ""],
};
const QUESTION = "Where do I park at the Riverside studio?";

describe("knowledge articles in the console", () => {
  it("answers 401 to visitors and 403 to trainers, on every endpoint", async () => {
    for (const cookie of [undefined, trainer]) {
      const status = cookie ? 403 : 401;
      expect((await as(cookie, "GET", URL)).statusCode).toBe(status);
      expect((await as(cookie, "POST", URL, ARTICLE)).statusCode).toBe(status);
      expect((await as(cookie, "PUT", `${URL}/1`, ARTICLE)).statusCode).toBe(status);
      expect((await as(cookie, "DELETE", `${URL}/1`)).statusCode).toBe(status);
    }
  });

  it("refuses an article without a title or text, or with too many tags, with the field's message", async () => {
    const empty = await as(admin, "POST", URL, { title: "  ", body: "", tags: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual(
      expect.arrayContaining([
        { field: "title", message: ARTICLE_TEXT.titleRequired },
        { field: "body", message: ARTICLE_TEXT.bodyRequired },
      ]),
    );
    const tags = Array.from({ length: ARTICLE_LIMITS.tags + 1 }, (_, i) => `tag${i}`);
    const many = await as(admin, "POST", URL, { ...ARTICLE, tags });
    expect(many.statusCode).toBe(400);
    expect(many.json().issues[0]).toMatchObject({ field: "tags", message: ARTICLE_TEXT.tooManyTags });
  });

  it("creates, lists, changes and deletes an article, each change audited; the assistant follows", async () => {
    expect((await ask(QUESTION)).answer).not.toMatch(/Lot C/);

    const created = await as(admin, "POST", URL, ARTICLE);
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json() as KnowledgeArticle;
    expect(article).toMatchObject({
      title: ARTICLE.title,
      body: ARTICLE.body,
      tags: ["parking", "riverside"],
    });
    expect(await lastAudit()).toMatchObject({
      action: "knowledge-article.create",
      targetType: "knowledge-article",
      targetId: String(article.id),
      before: null,
      after: { title: ARTICLE.title },
    });
    const list = (await as(admin, "GET", URL)).json() as KnowledgeArticle[];
    expect(list.map((a) => a.id)).toContain(article.id);

    // The article's text, without its Markdown, is what the assistant quotes; the article is the source.
    const answered = await ask(QUESTION);
    expect(answered.answer).toContain(
      "Park in the Lot C garage behind the Riverside studio; the first two hours are free.",
    );
    expect(answered.sources[0]).toEqual({ title: ARTICLE.title, url: null });

    const changed = await as(admin, "PUT", `${URL}/${article.id}`, {
      ...ARTICLE,
      body: "Park in the Lot D garage behind the Riverside studio.",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "knowledge-article.update",
      before: { body: ARTICLE.body },
      after: { body: "Park in the Lot D garage behind the Riverside studio." },
    });
    expect((await ask(QUESTION)).answer).toMatch(/Lot D/);

    const removed = await as(admin, "DELETE", `${URL}/${article.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: "knowledge-article.delete", after: null });
    const after = await ask(QUESTION);
    expect(after.answer).not.toMatch(/Lot [CD]/);
    expect(after.sources.map((s: { title: string }) => s.title)).not.toContain(ARTICLE.title);
  });

  it("answers 404 to a change or deletion of an article that is not there", async () => {
    const missing = await as(admin, "PUT", `${URL}/999999`, ARTICLE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(ARTICLE_TEXT.notFound);
    expect((await as(admin, "DELETE", `${URL}/999999`)).statusCode).toBe(404);
  });
});
