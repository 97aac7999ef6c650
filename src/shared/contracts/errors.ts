/**
 * The one error body every /api route answers with (server/plugins/errors.ts builds it): a status
 * name, a plain sentence for people, and, for a refused form, each field's message.
 */
import { z } from "zod";

export const fieldIssue = z.object({
  /** The field's path in the request body, dot-separated ("address.city"), or "(body)". */
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

export const errorBody = z
  .object({
    error: z.string(),
    message: z.string(),
    /** Present on a 400 for invalid input: one entry per field that was refused. */
    issues: z.array(fieldIssue).optional(),
    /** Present on a 404 for an old profile address: the trainer's current slug. */
    movedTo: z.string().optional(),
    /** Present on a 401 whose session the brand ended: why (contracts/auth.ts SESSION_END). */
    ended: z.string().optional(),
  })
  .passthrough();
export type ErrorBody = z.infer<typeof errorBody>;

/** The same error body for each listed status, for a route's `response` schema. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as { [K in S[number]]: typeof errorBody };
}

/** The body of a 204 answer: none. */
export const noContent = z.null();
