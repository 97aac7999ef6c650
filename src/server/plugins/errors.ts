/**
 * The one error handler. Validation failures answer 400 with each field's message; unknown /api paths
 * answer 404 JSON; a 5xx never shows internals (the log has them).
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isApiPath } from "../../shared/contracts/endpoint";
import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable";
import { type FieldIssue, HttpError, issuesMessage, statusText } from "../http/http-error";
import { DOMAIN_STATUS, DomainError } from "../platform/domain-errors";

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        field: [v.instancePath.replace(/^\//, "").replaceAll("/", ".")].filter(Boolean).join(".") || "(body)",
        message: v.message ?? "Invalid value",
      }));
      return reply.status(400).send({
        error: "Bad Request",
        message: issuesMessage(issues),
        issues,
      });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ error: statusText(error.statusCode), message: error.message, ...error.details });
    }
    if (error instanceof DomainError) {
      const status = DOMAIN_STATUS[error.kind];
      return reply
        .status(status)
        .send({ error: statusText(status), message: error.message, ...error.details });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage fails every request the same way: one warning line each, not a stack trace each.
      request.log.warn({ reason: unavailableReason(error) }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send({
        error: "Service Unavailable",
        message: "We can't reach our database right now. Please try again in a moment.",
      });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status).send({
        error: statusText(status),
        message: "Something went wrong on our side. Please try again in a moment.",
      });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are plain.
    return reply.status(status).send({ error: statusText(status), message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send({
        error: "Not Found",
        message: `No API route for ${request.method} ${request.url.split("?")[0]}`,
      });
    }
    return reply.status(404).send({ error: "Not Found", message: "Not found" });
  });
}
