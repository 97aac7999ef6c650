/**
 * Is a request from this machine? The development mailbox and seeding routes answer only to loopback
 * clients. Both the socket's address and `request.ip` (which honours TRUST_PROXY) must be loopback, and
 * the request must not have come through a proxy: a forged X-Forwarded-For from elsewhere fails the
 * socket check, and a reverse proxy on this machine forwards someone else's request.
 */
import type { FastifyReply, FastifyRequest } from "fastify";

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === "::1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

export function isLoopbackRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackAddress(request.ip) &&
    !PROXY_HEADERS.some((name) => request.headers[name] !== undefined)
  );
}

/** An onRequest hook: a client elsewhere gets the 404 of a route that does not exist. */
export async function loopbackOnly(request: FastifyRequest, reply: FastifyReply) {
  if (isLoopbackRequest(request)) return;
  reply.callNotFound();
  return reply;
}
