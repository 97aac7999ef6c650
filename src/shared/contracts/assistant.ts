/**
 * POST /api/chatbot: the AI assistant of the dashboard and the profile form's help widget (spec portal
 * §2, §7, §8). Signed-in trainers only. It answers from the curriculum, resources, FAQ, support and
 * terms, and names its sources.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { errorResponses } from "./errors";

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
