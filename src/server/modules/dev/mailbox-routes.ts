import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { mailbox, mailboxQuery } from "../../../shared/contracts/dev";
import { mailOutbox } from "../../db/schema";

/** Every http(s) link in a message, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

/**
 * The development mailbox (never registered in production): every e-mail the app sent, newest first.
 * In the dev audience (plugins/audiences.ts): only for clients on this machine; anyone else gets the
 * 404 of a route that does not exist.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/dev/mailbox",
    { schema: { querystring: mailboxQuery, response: { 200: mailbox } } },
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
