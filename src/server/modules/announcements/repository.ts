/**
 * The announcements repository (SQL only, rows in and out): every read and write of announcements and
 * their dismissals. Not public data: no write here moves the public-data version. The rules are in
 * service.ts.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AdminAnnouncement } from "../../../shared/contracts/admin-content";
import type { Announcement, AnnouncementPriority } from "../../../shared/contracts/announcements";
import type { Database, Tx } from "../../db/client";
import { announcementDismissals, announcements, trainers } from "../../db/schema";

export type NewAnnouncementFields = { message: string; priority: AnnouncementPriority };

export class AnnouncementRepository {
  constructor(private readonly database: Database) {}

  /** The announcements the trainer has not dismissed, newest first, with the author's name. */
  async forTrainer(trainerId: number): Promise<Announcement[]> {
    const rows = await this.database.db
      .select({
        id: announcements.id,
        message: announcements.message,
        priority: announcements.priority,
        createdAt: announcements.createdAt,
        createdBy: trainers.name,
      })
      .from(announcements)
      .leftJoin(trainers, eq(trainers.id, announcements.createdBy))
      .leftJoin(
        announcementDismissals,
        and(
          eq(announcementDismissals.announcementId, announcements.id),
          eq(announcementDismissals.trainerId, trainerId),
        ),
      )
      .where(isNull(announcementDismissals.announcementId))
      .orderBy(desc(announcements.createdAt), desc(announcements.id));
    return rows.map(toAnnouncement);
  }

  /** Posts an announcement by the author (the signed-in trainer lead, or the admin: audited there). */
  create(
    authorId: number,
    fields: NewAnnouncementFields,
    alsoInTransaction?: (tx: Tx, created: Announcement) => Promise<void>,
  ): Promise<Announcement> {
    return this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({ message: fields.message, priority: fields.priority, createdBy: authorId })
        .returning();
      const [author] = await tx
        .select({ name: trainers.name })
        .from(trainers)
        .where(eq(trainers.id, authorId));
      const created = toAnnouncement({ ...row!, createdBy: author?.name ?? null });
      await alsoInTransaction?.(tx, created);
      return created;
    });
  }

  /** Every announcement, newest first, with how many trainers dismissed it (the admin console). */
  async forAdmin(): Promise<AdminAnnouncement[]> {
    const rows = await this.database.db
      .select({
        id: announcements.id,
        message: announcements.message,
        priority: announcements.priority,
        createdAt: announcements.createdAt,
        createdBy: trainers.name,
        dismissals: sql<number>`(select count(*)::int from ${announcementDismissals} where ${announcementDismissals.announcementId} = ${announcements.id})`,
      })
      .from(announcements)
      .leftJoin(trainers, eq(trainers.id, announcements.createdBy))
      .orderBy(desc(announcements.createdAt), desc(announcements.id));
    return rows.map((r) => ({ ...toAnnouncement(r), dismissals: Number(r.dismissals) }));
  }

  /** Deletes an announcement (and its dismissals); false when there was none. */
  async remove(
    id: number,
    alsoInTransaction: (tx: Tx, removed: typeof announcements.$inferSelect) => Promise<void>,
  ): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const [removed] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
      if (!removed) return false;
      await alsoInTransaction(tx, removed);
      return true;
    });
  }

  /**
   * Records that the trainer dismissed the announcement (again is fine); false when there is no such
   * announcement. The announcement's row is locked while the dismissal is written, so a deletion at
   * the same moment cannot make the insert fail.
   */
  dismiss(announcementId: number, trainerId: number): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.id, announcementId))
        .for("share");
      if (!found) return false;
      await tx.insert(announcementDismissals).values({ announcementId, trainerId }).onConflictDoNothing();
      return true;
    });
  }
}

function toAnnouncement(row: {
  id: number;
  message: string;
  priority: AnnouncementPriority;
  createdAt: Date;
  createdBy: string | null;
}): Announcement {
  return {
    id: row.id,
    message: row.message,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
