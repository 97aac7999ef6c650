/**
 * Sending e-mail through the outbox (docs/decisions/0028-outbox.md). An e-mail is written to mail_outbox
 * in the transaction of the change that causes it (enqueue) and sent by the mail-delivery job
 * (modules/outbox/job.ts, modules/outbox/service.ts), with retries. Sign-in e-mails are the exception:
 * the person waits on the login screen, so they are written and sent at once (sendNow), and a failure is
 * said there.
 * Without SMTP_URL (development, tests) an e-mail is "sent" when written: the outbox is the development
 * mailbox. In production the outbox keeps no body once an e-mail is sent.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config";
import type { Db, Tx } from "../db/client";
import { type MailAttachment, mailOutbox } from "../db/schema";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Small text files sent with it (a reservation's calendar file). */
  attachments?: MailAttachment[] | null;
};

/**
 * Extra headers of an e-mail, worked out from its kind and recipient when it is sent (the outbox keeps no
 * headers): a class alert's List-Unsubscribe (RFC 8058) is the same link every time it is worked out.
 */
export type MailHeaders = (mail: Pick<OutgoingMail, "kind" | "to">) => Record<string, string> | undefined;

/** The first of several MailHeaders that has headers for the e-mail (each answers only its own kinds). */
export const combinedHeaders =
  (...all: MailHeaders[]): MailHeaders =>
  (mail) => {
    for (const headersFor of all) {
      const headers = headersFor(mail);
      if (headers) return headers;
    }
    return undefined;
  };

/** The kinds sendNow sends: a failure is told to the person at once, and the row is never tried again. */
export const SENT_IN_REQUEST = ["login-link", "login-refused"] as const;
export type InRequestMail = OutgoingMail & { kind: (typeof SENT_IN_REQUEST)[number] };

/** A claimed try's hold on its row: longer than SMTP's timeouts below, so no other server takes it meanwhile. */
export const LEASE_MS = 2 * 60 * 1000;

export class MailDeliveryError extends Error {}

/** An error's text for the log and the console: e-mail addresses out (issue 19), short. */
export function deliveryErrorText(error: unknown): string {
  return String(error)
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "[redacted]")
    .slice(0, 500);
}

export type Mailer = {
  /** Writes the e-mail in the caller's transaction (or at once with the plain db); returns its outbox id. */
  enqueue(db: Db | Tx, mail: OutgoingMail): Promise<number>;
  /** After the commit: asks this server's mail-delivery job for a run now rather than at its next tick. */
  deliverSoon(): void;
  /** A sign-in e-mail: written and sent now; MailDeliveryError (the row failed, not retried) when SMTP fails. */
  sendNow(mail: InRequestMail): Promise<void>;
  /** One SMTP try (the job's); throws SMTP's error. Without SMTP_URL it does nothing. */
  deliver(mail: OutgoingMail): Promise<void>;
  /** The headers `deliver` adds to this e-mail (the development mailbox shows them too). */
  headersOf(mail: Pick<OutgoingMail, "kind" | "to">): Record<string, string>;
  /** What a sent row keeps: in production no body (it may hold a sign-in or documents link). */
  sentFields(now: Date): {
    status: "sent";
    sentAt: Date;
    error: null;
    text?: string;
    html?: string;
    attachments?: null;
  };
};

export function createMailer(
  config: AppConfig,
  db: Db,
  log: FastifyBaseLogger,
  /** The app's clock (tests move it) and the job runner's trigger, both read when used. */
  app: { now(): Date; deliverSoon(): void },
  headersFor: MailHeaders = () => undefined,
): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 10000,
      })
    : undefined;
  const sentFields = (now: Date) => ({
    status: "sent" as const,
    sentAt: now,
    error: null,
    ...(config.production ? { text: "", html: "", attachments: null } : {}),
  });
  const mailer: Mailer = {
    async enqueue(tx, mail) {
      const now = app.now();
      const [row] = await tx
        .insert(mailOutbox)
        // Without SMTP the outbox is the mailbox: sent when written, body kept (never in production).
        .values({
          ...mail,
          nextAttemptAt: now,
          ...(transport ? { status: "queued" } : { ...sentFields(now) }),
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    deliverSoon() {
      if (transport) app.deliverSoon();
    },
    async deliver(mail) {
      await transport?.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: headersFor(mail),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
    },
    headersOf: (mail) => headersFor(mail) ?? {},
    sentFields,
    async sendNow(mail) {
      if (!transport) {
        await mailer.enqueue(db, mail);
        return;
      }
      const now = app.now();
      // Claimed by this request (one try, leased): the job leaves it alone while SMTP answers.
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, status: "queued", attempts: 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .returning({ id: mailOutbox.id });
      const mine = and(eq(mailOutbox.id, row!.id), eq(mailOutbox.attempts, 1));
      try {
        await mailer.deliver(mail);
      } catch (err) {
        const error = deliveryErrorText(err);
        log.error({ outboxId: row!.id, kind: mail.kind, error }, "SMTP delivery failed");
        // Not retried: the caller removes the link's token. Its body goes too in production.
        await db
          .update(mailOutbox)
          .set({ status: "failed", error, ...(config.production ? { text: "", html: "" } : {}) })
          .where(mine);
        throw new MailDeliveryError(
          "We couldn't send the e-mail right now. Please try again in a few minutes.",
        );
      }
      await db.update(mailOutbox).set(sentFields(app.now())).where(mine);
    },
  };
  return mailer;
}
