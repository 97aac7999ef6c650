/**
 * What the request log says about a request (Fastify's `req` serializer). Addresses carry secrets and
 * personal data in their query strings: sign-in and documents links (`token`, `email`), searches (`q`),
 * and one portal route has an e-mail in its path. The log keeps the path and the parameters' names, and
 * replaces every query value and every path segment that holds an e-mail with "[redacted]".
 */
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino from "pino";
import { healthEndpoints } from "../../shared/contracts/health";

const REDACTED = "[redacted]";

/** "/a/b@c.example?token=x&q=y" → "/a/[redacted]?token=[redacted]&q=[redacted]" */
export function loggedUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at < 0 ? url : url.slice(0, at))
    .split("/")
    .map((segment) => (/@|%40/i.test(segment) ? REDACTED : segment))
    .join("/");
  if (at < 0) return path;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      // A name is kept only when it looks like one: "?abc123" (no "=") is a value.
      const name = pair.includes("=") ? pair.slice(0, pair.indexOf("=")) : "";
      return /^[\w.[\]-]{1,40}$/.test(name) ? `${name}=${REDACTED}` : REDACTED;
    });
  return `${path}?${names.join("&")}`;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/**
 * The one logger: start-up (main.ts) logs its phases with it and hands it to buildApp, so the phase
 * lines and the requests' lines are one stream in one format. To stdout unless a stream is given (tests).
 */
export function createLogger(level: string, stream?: { write(line: string): void }): FastifyBaseLogger {
  return pino({ level, serializers: logSerializers }, stream);
}

/**
 * Load balancers, Kubernetes and Prometheus probe every few seconds (the health endpoints, /metrics):
 * those lines would drown the rest at info. The host guard (plugins/host-guard.ts) answers the same
 * paths at any address, since each server is probed by its own.
 */
const PROBES = new Set<string>([...Object.values(healthEndpoints).map((e) => e.path), "/metrics"]);

export function isProbe(url: string): boolean {
  return PROBES.has(url.split("?", 1)[0] ?? "");
}

/**
 * Fastify's "incoming request" and "request completed" lines, at debug for health probes and at info for
 * everything else. A probe that fails with an error still logs it at error (Fastify's default).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>) {
    if (!isProbe(request.url)) return super.incomingRequest(request, reply, metadata);
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error || !isProbe(request.url)) return super.requestCompleted(error, request, reply, metadata);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
