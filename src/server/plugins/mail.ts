/**
 * Sending e-mail. Every message is written to the outbox first; then it goes out by SMTP when SMTP_URL
 * is set. Without SMTP (and always outside production) the outbox is the development mailbox. In
 * production the outbox keeps no secret (a sign-in token): it is stored as [removed].
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { escapeMarkup } from "../http/escape";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  /** Values the outbox must not keep in production (a sign-in token); the e-mail itself carries them. */
  secrets?: string[];
};

export const REMOVED = "[removed]";

/** The text with each secret, as is, URL-encoded (either way) or HTML-escaped, replaced by [removed]. */
export function withoutSecrets(text: string, secrets: string[]): string {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of [
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
    ]) {
      forms.add(form);
      forms.add(escapeMarkup(form));
    }
  }
  // Longest first, so a form that contains another is replaced whole.
  return [...forms].sort((a, b) => b.length - a.length).reduce((t, f) => t.replaceAll(f, REMOVED), text);
}

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
    async send({ secrets, ...mail }) {
      const kept =
        config.production && secrets?.length
          ? { ...mail, text: withoutSecrets(mail.text, secrets), html: withoutSecrets(mail.html, secrets) }
          : mail;
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...kept, status: transport ? "queued" : "sent", sentAt: transport ? null : new Date() })
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
