/**
 * The development helpers (never in production): the mailbox, every e-mail the app sent, newest first;
 * and the end-to-end fixtures, which create their trainers and a failed e-mail here because PGlite lets
 * only the server process open the database.
 */
import type { z } from "zod";
import type { MailboxEntry, mailboxQuery, seedFailedMail, seedTrainer } from "../../../shared/contracts/dev";
import { MAX_ATTEMPTS } from "../outbox/backoff";
import type { OutboxRepository } from "../outbox/repository";
import type { TrainerService } from "../trainers/service";

/** The mailbox reads this many of the newest e-mails, then filters. */
const MAILBOX_SCAN = 500;

/** Every http(s) link in a message, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
}

export class DevService {
  constructor(
    private readonly outbox: Pick<OutboxRepository, "newest" | "insert">,
    private readonly trainers: Pick<TrainerService, "create" | "removeProfile">,
    private readonly now: () => Date,
    /** The headers an e-mail is sent with (a class alert's List-Unsubscribe): the mailbox shows them. */
    private readonly headersOf: (mail: { kind: string; to: string }) => Record<string, string> = () => ({}),
  ) {}

  async mailbox(query: z.output<typeof mailboxQuery>): Promise<MailboxEntry[]> {
    const to = query.to?.toLowerCase();
    const rows = await this.outbox.newest(MAILBOX_SCAN);
    return rows
      .filter((m) => !to || m.to.toLowerCase() === to)
      .slice(0, query.limit)
      .map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: extractLinks(m.text),
        headers: this.headersOf(m),
        attachments: m.attachments ?? [],
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      }));
  }

  /**
   * A listed trainer, shown by the directory on the next request; `withoutProfile` then deletes its
   * profile record (an account left without one, which the dashboard must explain).
   */
  async seedTrainer(input: z.output<typeof seedTrainer>) {
    const { publicBio, withoutProfile, ...account } = input;
    const created = await this.trainers.create({ ...account, profile: { publicBio } });
    if (withoutProfile) await this.trainers.removeProfile(created.id);
    return { id: created.id, slug: created.slug, email: created.email };
  }

  /**
   * An e-mail as the outbox leaves it after its last try: a built server cannot wait the two hours of
   * retries (docs/decisions/0028-outbox.md).
   */
  async seedFailedMail({ to, subject }: z.output<typeof seedFailedMail>) {
    const id = await this.outbox.insert({
      to,
      subject,
      text: `${subject}\n\nA test e-mail.`,
      html: `<p>A test e-mail.</p>`,
      kind: "dev-test",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      error: "Error: connect ECONNREFUSED (seeded)",
      nextAttemptAt: this.now(),
    });
    return { id };
  }
}
