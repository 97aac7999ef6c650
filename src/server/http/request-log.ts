/**
 * What the request log says about a request (Fastify's `req` serializer). Addresses carry secrets and
 * personal data in their query strings: sign-in and documents links (`token`, `email`), searches (`q`),
 * and one portal route has an e-mail in its path. The log keeps the path and the parameters' names, and
 * replaces every query value and every path segment that holds an e-mail with "[redacted]".
 */
import type { FastifyRequest } from "fastify";

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
