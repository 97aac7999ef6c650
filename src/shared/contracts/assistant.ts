/**
 * POST /api/chatbot: the AI assistant of the dashboard and the profile form's help widget (spec portal
 * §2, §7, §8). Signed-in trainers only. It answers from the curriculum, resources, FAQ, support and
 * terms, and names its sources.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses, noContent } from "./errors";

export const QUESTION_MAX = 1000;

export const chatQuestion = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Type a question first.")
    .max(QUESTION_MAX, `A question has at most ${QUESTION_MAX} characters.`),
  /** The earlier app sent a fixed string naming the platform; kept for the call's shape, not trusted. */
  context: z.string().max(500).optional(),
});

export const chatSource = z.object({
  title: z.string(),
  /** A link inside the product (a module, /support, /terms) or a resource's own link; null when none. */
  url: z.string().nullable(),
});
export type ChatSource = z.infer<typeof chatSource>;

export const chatAnswer = z.object({
  answer: z.string(),
  sources: z.array(chatSource),
  /** "model" when a configured model phrased it from the passages, else "retrieval". */
  via: z.enum(["retrieval", "model"]),
});
export type ChatAnswer = z.infer<typeof chatAnswer>;

/** The spec's two failure messages (§8), and the greeting the history starts with. */
export const CHAT_TEXT = {
  noAnswer: "I'm sorry, I couldn't process that question. Please try rephrasing it or contact support.",
  network: "I'm having trouble connecting right now. Please try again in a moment or contact support.",
  greeting:
    "Hi! I'm your trainer assistant. Ask me about the class modules, your classes, your profile or the program.",
  thinking: "Thinking...",
  minimised: "AI Assistant - Click to open",
} as const;

export const assistantEndpoints = {
  /** Limited per trainer and minute: 429 with Retry-After. */
  ask: defineEndpoint({
    method: "POST",
    path: "/api/chatbot",
    audience: "portal",
    body: chatQuestion,
    responses: { 200: chatAnswer, ...errorResponses(400, 429) },
  }),
};

// --- Knowledge articles (the console's Content tab; issue 31) ----------------------------------------

export const ARTICLE_LIMITS = { title: 200, body: 20_000, tags: 12, tag: 40 } as const;

export const ARTICLE_TEXT = {
  titleRequired: "Please enter a title",
  bodyRequired: "Please write the article's text",
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  tooManyTags: `At most ${ARTICLE_LIMITS.tags} tags.`,
  notFound: "There is no such article.",
} as const;

export const knowledgeArticle = z.object({
  id: z.number(),
  title: z.string(),
  /** Markdown: the assistant reads its text, without the marks. */
  body: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticle>;
export const knowledgeArticleList = z.array(knowledgeArticle);

const tag = z.string().trim().toLowerCase().max(ARTICLE_LIMITS.tag, ARTICLE_TEXT.tooLong(ARTICLE_LIMITS.tag));
/** Tags: trimmed, lower-cased, empty ones dropped, each once. */
const tagList = z
  .array(tag)
  .transform((list) => [...new Set(list.filter(Boolean))])
  .pipe(z.array(z.string()).max(ARTICLE_LIMITS.tags, ARTICLE_TEXT.tooManyTags));
const articleTitle = z
  .string()
  .trim()
  .min(1, ARTICLE_TEXT.titleRequired)
  .max(ARTICLE_LIMITS.title, ARTICLE_TEXT.tooLong(ARTICLE_LIMITS.title));
const articleBody = z
  .string()
  .trim()
  .min(1, ARTICLE_TEXT.bodyRequired)
  .max(ARTICLE_LIMITS.body, ARTICLE_TEXT.tooLong(ARTICLE_LIMITS.body));

export const articleEdit = z.object({ title: articleTitle, body: articleBody, tags: tagList.default([]) });
export type ArticleEdit = z.infer<typeof articleEdit>;

/** The console's form: the tags typed as one comma-separated line, checked as the API checks them. */
export const articleForm = z.object({
  title: articleTitle,
  body: articleBody,
  tags: z
    .string()
    .max(1000)
    .transform((line) => line.split(","))
    .pipe(tagList),
});
export const articleParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The console's knowledge articles (admin audience; every change audited and moving the content version,
 * so every server's assistant index is rebuilt).
 *
 *   GET    /api/admin/knowledge-articles        knowledgeArticle[] (newest change first)
 *   POST   /api/admin/knowledge-articles        articleEdit → 201 knowledgeArticle
 *   PUT    /api/admin/knowledge-articles/{id}   articleEdit → knowledgeArticle
 *   DELETE /api/admin/knowledge-articles/{id}   204
 */
export const knowledgeArticleAdminEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/knowledge-articles",
    audience: "admin",
    responses: { 200: knowledgeArticleList },
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/admin/knowledge-articles",
    audience: "admin",
    body: articleEdit,
    responses: { 201: knowledgeArticle, ...errorResponses(400) },
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/admin/knowledge-articles/:id",
    audience: "admin",
    params: articleParams,
    body: articleEdit,
    responses: { 200: knowledgeArticle, ...errorResponses(400, 404) },
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/knowledge-articles/:id",
    audience: "admin",
    params: articleParams,
    responses: { 204: noContent, ...errorResponses(404) },
  }),
};
