import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mailOutbox } from "../../db/schema";
import { loopbackOnly } from "../../http/loopback";

const mailboxQuery = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const mailboxEntry = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
});

/** Every http(s) link in a message, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

/**
 * The development mailbox (never registered in production): every e-mail the app sent, newest first.
 * Only for clients on this machine; anyone else gets the 404 of a route that does not exist.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", loopbackOnly);
  app.get(
    "/api/dev/mailbox",
    { schema: { querystring: mailboxQuery, response: { 200: z.array(mailboxEntry) } } },
    async (request) => {
      const rows = await app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(500);
      return rows
        .filter((m) => !request.query.to || m.to.toLowerCase() === request.query.to.toLowerCase())
        .slice(0, request.query.limit)
        .map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          links: extractLinks(m.text),
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        }));
    },
  );
};
