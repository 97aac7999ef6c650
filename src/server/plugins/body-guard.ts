/**
 * JSON bodies whose text cannot be stored answer 400 before any route sees them: a NUL (PostgreSQL
 * refuses it inside text and jsonb) or half of a surrogate pair (not Unicode; jsonb refuses it), in any
 * value or key. Each answered 500 where a route stored the text (tests/api/bad-input.test.ts found them).
 * Addresses get the same rule in url-guard.ts.
 */
import type { FastifyInstance } from "fastify";
import { HttpError } from "../http/http-error";

export const UNREADABLE_TEXT =
  "Some of this text has characters we can't read. Please check it and try again.";

// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this refuses.
const UNSTORABLE = /\u0000|\p{Surrogate}/u;

export function unstorable(value: unknown): boolean {
  if (typeof value === "string") return UNSTORABLE.test(value);
  if (Array.isArray(value)) return value.some(unstorable);
  // Bytes (the storefront webhook's signed body) are read by their route.
  if (ArrayBuffer.isView(value)) return false;
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, child]) => UNSTORABLE.test(key) || unstorable(child));
  return false;
}

export function registerBodyGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (unstorable(request.body)) throw new HttpError(400, UNREADABLE_TEXT);
  });
}
