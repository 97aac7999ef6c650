/**
 * Announcements' rules (spec portal §3, §5, §8; docs/decisions/0015): the trainer lead posts, every
 * trainer reads and dismisses their own, the admin reads anyone's and posts and removes from the console
 * (each console change audited in the same transaction). Throws domain errors; SQL is in repository.ts.
 */
import type { AdminAnnouncement } from "../../../shared/contracts/admin-content";
import { CONTENT_TEXT } from "../../../shared/contracts/admin-content";
import { ANNOUNCEMENT_TEXT, type Announcement } from "../../../shared/contracts/announcements";
import { NOT_ALLOWED } from "../../../shared/contracts/auth";
import { Forbidden, NotFound } from "../../platform/domain-errors";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import type { TrainerService } from "../trainers/service";
import type { AnnouncementRepository, NewAnnouncementFields } from "./repository";

export class AnnouncementService {
  constructor(
    private readonly repository: AnnouncementRepository,
    private readonly trainers: Pick<TrainerService, "accountByEmail">,
  ) {}

  /** The announcements `email` has not dismissed: the caller's own, or anyone's for the admin. */
  async forTrainer(me: Account, email: string): Promise<Announcement[]> {
    if (me.email.toLowerCase() === email.toLowerCase()) return this.repository.forTrainer(me.id);
    if (!me.roles.includes("admin")) throw new Forbidden(NOT_ALLOWED);
    const trainer = await this.trainers.accountByEmail(email);
    if (!trainer) throw new NotFound("No trainer has this e-mail.");
    return this.repository.forTrainer(trainer.id);
  }

  /** The caller's own announcements (the dashboard's page read). */
  own(me: Account): Promise<Announcement[]> {
    return this.repository.forTrainer(me.id);
  }

  /** Refuses anyone but the trainer lead (checked before the body is read). */
  assertAuthor(me: Account): void {
    if (!me.roles.includes("announcement_author")) throw new Forbidden(ANNOUNCEMENT_TEXT.notAuthor);
  }

  /** Posts as the trainer lead: the author is the caller, whatever the body says. */
  post(me: Account, fields: NewAnnouncementFields): Promise<Announcement> {
    this.assertAuthor(me);
    return this.repository.create(me.id, fields);
  }

  async dismiss(me: Account, id: number): Promise<void> {
    if (!(await this.repository.dismiss(id, me.id))) throw new NotFound(ANNOUNCEMENT_TEXT.notFound);
  }

  // --- The console (admin audience) ------------------------------------------------------------------

  forAdmin(): Promise<AdminAnnouncement[]> {
    return this.repository.forAdmin();
  }

  /** Posts as the admin, audited. */
  async postAsAdmin(me: Account, fields: NewAnnouncementFields): Promise<AdminAnnouncement> {
    const created = await this.repository.create(me.id, fields, (tx, after) =>
      recordAudit(tx, me, {
        action: "announcement.create",
        targetType: "announcement",
        targetId: after.id,
        after: fields,
      }),
    );
    return { ...created, dismissals: 0 };
  }

  /** Removes one, audited. */
  async remove(me: Account, id: number): Promise<void> {
    const removed = await this.repository.remove(id, (tx, row) =>
      recordAudit(tx, me, {
        action: "announcement.delete",
        targetType: "announcement",
        targetId: row.id,
        before: { message: row.message, priority: row.priority },
      }),
    );
    if (!removed) throw new NotFound(CONTENT_TEXT.announcementNotFound);
  }
}
