/**
 * The answer to a request Node cannot even parse (an over-long header line, a malformed request):
 * Fastify's clientErrorHandler writes it straight to the socket, before any route or plugin runs. A
 * person sees a small styled page in the brand's colours instead of raw JSON; it names what went wrong
 * and leads back to the directory. Nothing here reads the request, which could not be parsed.
 */

import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

const MESSAGES: Record<number, string> = {
  400: "Your browser sent a request this site could not read.",
  408: "The request took too long to arrive.",
  431: "Your browser sent more request data (cookies or headers) than this site accepts. Clearing this site's cookies usually fixes it.",
};

export function clientErrorPage(status: number, brandName: string): string {
  const title = STATUS_CODES[status] ?? "Bad Request";
  const message = MESSAGES[status] ?? MESSAGES[400]!;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | ${brandName}</title><style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#faf7f9;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}main{max-width:32rem;background:#fff;border:1px solid #e5e7eb;border-radius:16px;padding:32px}h1{margin:0 0 12px;font-size:1.5rem;color:#6b1f4f}p{line-height:1.6;margin:0 0 20px}a{display:inline-block;background:#6b1f4f;color:#fff;text-decoration:none;padding:12px 20px;border-radius:10px;font-weight:600}</style></head><body><main><h1>${title}</h1><p>${message}</p><a href="/find-trainer">Find a trainer</a></main></body></html>`;
}

/** Fastify's clientErrorHandler: the page above, then the connection is closed. */
export function createClientErrorHandler(brandName: string) {
  return (err: NodeJS.ErrnoException, socket: Socket) => {
    // As Fastify's own handler: a reset or destroyed connection has nobody to answer.
    if (err.code === "ECONNRESET" || socket.destroyed) return;
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = clientErrorPage(status, brandName);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  };
}
