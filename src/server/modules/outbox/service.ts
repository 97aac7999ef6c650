/**
 * The outbox's rules (docs/decisions/0028-outbox.md): what the console shows and may send again, and
 * the delivery job's tries. A sign-in e-mail that failed is neither listed nor sent again: the person
 * was told on the login screen, and its link's token is gone. A failed try is tried again after the
 * waits of backoff.ts; after the last one the e-mail is failed and waits for the admin's "Send again".
 * SQL is in repository.ts.
 */
import { FAILED_LIST_LIMIT, OUTBOX_TEXT, type OutboxSummary } from "../../../shared/contracts/outbox";
import { Conflict, NotFound } from "../../platform/domain-errors";
import { deliveryErrorText, LEASE_MS, type Mailer, SENT_IN_REQUEST } from "../../plugins/mail";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import { nextTryAfterFailure } from "./backoff";
import type { OutboxRepository, OutboxRow } from "./repository";

/** At most this many e-mails a run; the rest wait for the next tick (a run stays short). */
const BATCH = 50;

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type DeliveryRun = { sent: number; retrying: number; failed: number };

const sentInRequest = (kind: string) => (SENT_IN_REQUEST as readonly string[]).includes(kind);

export class OutboxService {
  constructor(
    private readonly repository: OutboxRepository,
    private readonly mailer: Pick<Mailer, "deliver" | "deliverSoon" | "sentFields">,
    private readonly log: Log,
    private readonly now: () => Date,
  ) {}

  /** The counts and the newest failed e-mails (the System tab). */
  async summary(): Promise<OutboxSummary> {
    const { pending, failed, rows } = await this.repository.counts(SENT_IN_REQUEST, FAILED_LIST_LIMIT);
    return {
      pending,
      failed,
      failedMails: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        kind: r.kind,
        attempts: r.attempts,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /** "Send again": a failed e-mail back in the queue with a fresh round of tries, due now; audited. */
  async resend(me: Account, id: number): Promise<void> {
    await this.repository.requeue(id, this.now(), refuseUnlessFailed, (tx, row) =>
      recordAudit(tx, me, {
        action: "outbox.resend",
        targetType: "email",
        targetId: id,
        before: { status: "failed", attempts: row.attempts, error: row.error },
        after: { status: "queued", to: row.to, kind: row.kind },
      }),
    );
    this.mailer.deliverSoon();
  }

  /** Sends what is due at `now` (the job's clock), one claimed row at a time. */
  async deliverDue(now: Date): Promise<DeliveryRun> {
    const run: DeliveryRun = { sent: 0, retrying: 0, failed: 0 };
    for (let i = 0; i < BATCH; i++) {
      const row = await this.repository.claimNext(now, LEASE_MS);
      if (!row) break;
      try {
        await this.mailer.deliver(row);
      } catch (err) {
        run[await this.failedTry(row, err, now)]++;
        continue;
      }
      await this.repository.recordTry(row, this.mailer.sentFields(this.now()));
      this.log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "e-mail sent");
      run.sent++;
    }
    return run;
  }

  /** A try that failed: tried again later, or failed for good after the last try. */
  private async failedTry(row: OutboxRow, err: unknown, now: Date): Promise<"retrying" | "failed"> {
    const error = deliveryErrorText(err);
    const retryAt = nextTryAfterFailure(row.attempts, now);
    // The outbox id and kind only: the recipient's address stays out of the log (issue 19).
    const where = { outboxId: row.id, kind: row.kind, attempts: row.attempts, error };
    if (retryAt) {
      this.log.warn({ ...where, retryAt }, "e-mail not sent: tried again later");
      await this.repository.recordTry(row, { error, nextAttemptAt: retryAt });
      return "retrying";
    }
    this.log.error(where, "e-mail not sent after the last try: failed");
    await this.repository.recordTry(row, { error, status: "failed" });
    return "failed";
  }
}

/** Only a failed e-mail the job sends may go again (a sign-in e-mail's link no longer works). */
function refuseUnlessFailed(row: OutboxRow | undefined): OutboxRow {
  if (!row) throw new NotFound(OUTBOX_TEXT.notFound);
  if (sentInRequest(row.kind)) throw new Conflict(OUTBOX_TEXT.signIn);
  if (row.status !== "failed") throw new Conflict(OUTBOX_TEXT.notFailed);
  return row;
}
