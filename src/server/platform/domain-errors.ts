/**
 * The errors a service throws (issue 30): what went wrong in the domain's words, never an HTTP status.
 * The one error handler (plugins/errors.ts) answers each with its status; the message is safe to show.
 */
import type { FieldIssue } from "../../shared/contracts/errors";

export type DomainErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "gone"
  | "unavailable";

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    /** Extra fields of the error body (an old slug's `movedTo`, say). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The input broke a rule the schema could not check; `issues` name the fields when there are any. */
export class Invalid extends DomainError {
  readonly kind = "invalid";
  constructor(
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message, issues ? { issues } : undefined);
  }
}

/** The caller must sign in (again). */
export class Unauthorized extends DomainError {
  readonly kind = "unauthorized";
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  readonly kind = "forbidden";
}

export class NotFound extends DomainError {
  readonly kind = "not-found";
}

/** The change clashes with the record as it is now (taken, already done, changed meanwhile). */
export class Conflict extends DomainError {
  readonly kind = "conflict";
}

/** The thing existed but no longer can be used (an expired link). */
export class Gone extends DomainError {
  readonly kind = "gone";
}

/** Something the change needs is down for now (the mail server refused a sign-in link); try again later. */
export class Unavailable extends DomainError {
  readonly kind = "unavailable";
}

export const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  unavailable: 503,
};

/** "field: message; field: message", the message line of an Invalid with issues. */
export const issuesLine = (issues: readonly FieldIssue[]) =>
  issues.map((i) => `${i.field}: ${i.message}`).join("; ");

/** An Invalid whose message lists its issues (the shape of a body the schema refused). */
export const invalidFields = (issues: FieldIssue[]) => new Invalid(issuesLine(issues), issues);
