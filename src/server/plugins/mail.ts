/**
 * Sending e-mail. Every message is written to the outbox first; then it goes out by SMTP when SMTP_URL
 * is set. Without SMTP (and always outside production) the outbox is the development mailbox.
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type OutgoingMail = { to: string; subject: string; text: string; html: string; kind: string };

export class MailDeliveryError extends Error {}

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 5000,
        greetingTimeout: 5000,
        socketTimeout: 10000,
      })
    : undefined;
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, status: transport ? "queued" : "sent", sentAt: transport ? null : new Date() })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        if (config.production)
          log.warn({ to: mail.to, kind: mail.kind }, "SMTP_URL is not set: e-mail kept in the outbox only");
        return;
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err, to: mail.to, kind: mail.kind }, "SMTP delivery failed");
        await db
          .update(mailOutbox)
          .set({ status: "failed", error: String(err) })
          .where(eq(mailOutbox.id, row!.id));
        throw new MailDeliveryError(
          "We couldn't send the e-mail right now. Please try again in a few minutes.",
        );
      }
    },
  };
}
