/** Errors a handler throws for the one error handler (plugins/errors.ts) to answer. */
import type { FieldIssue } from "../../shared/contracts/errors";

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export type { FieldIssue };

/** The one message line of refused fields: "field: message; field: message". */
export const issuesMessage = (issues: readonly FieldIssue[]) =>
  issues.map((i) => `${i.field}: ${i.message}`).join("; ");

/**
 * A 400 for input the schema let through but a rule refused (one that needs the database or the
 * trainer's today), in the same shape as a body the schema refused (plugins/errors.ts).
 */
export function invalidInput(issues: FieldIssue[]): HttpError {
  return new HttpError(400, issuesMessage(issues), { issues });
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? "Server Error" : "Error");
}
