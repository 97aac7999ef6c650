/**
 * The storefront's webhook deliveries (SQL only): each webhook id once, its payload kept for retention
 * to empty later (modules/retention), and what handling it did. The rules are in webhook-service.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookEvents } from "../../db/schema";

export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export type NewWebhookEvent = { id: string; topic: string; orderId: string; payload: object };

export class WebhookEventRepository {
  constructor(private readonly database: Database) {}

  /** Records the delivery unless its id was recorded before; answers the id's record either way. */
  async record(event: NewWebhookEvent): Promise<WebhookEventRow | undefined> {
    const db = this.database.db;
    await db
      .insert(webhookEvents)
      .values({ ...event, source: "storefront" })
      .onConflictDoNothing();
    const [row] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    return row;
  }

  async markProcessed(id: string, outcome: string): Promise<void> {
    await this.database.db
      .update(webhookEvents)
      .set({ processedAt: sql`now()`, outcome })
      .where(eq(webhookEvents.id, id));
  }
}
