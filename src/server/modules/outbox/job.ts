/**
 * The mail-delivery job (docs/decisions/0028-outbox.md): sends the outbox's due e-mails
 * (app.services.outbox.deliverDue). Every server runs it, often: rows are claimed one by one, so two app
 * servers running it at once never take the same row, and a commit triggers a run at once anyway.
 */
import type { FastifyInstance } from "fastify";
import type { JobDefinition } from "../../jobs/types";
import type { DeliveryRun } from "./service";

/** Sends what is due at `now` (the job's clock); tests call it directly. */
export function deliverDueMail(app: FastifyInstance, now: Date): Promise<DeliveryRun> {
  return app.services.outbox.deliverDue(now);
}

export const mailDeliveryJob: JobDefinition = {
  name: "mail-delivery",
  everySeconds: 15,
  async run({ app, now }) {
    const { sent, retrying, failed } = await deliverDueMail(app, now);
    if (sent + retrying + failed === 0) return "nothing due";
    return `sent ${sent}, retrying ${retrying}, failed ${failed}`;
  },
};
