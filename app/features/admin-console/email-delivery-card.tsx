import { useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useState } from "react";
import {
  FAILED_LIST_LIMIT,
  type FailedMail,
  OUTBOX_TEXT,
  type OutboxSummary,
  outboxAdminEndpoints,
} from "../../../src/shared/contracts/outbox";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, resendEmail, useAdminResource } from "./api";
import { dateTime } from "./format";
import { Empty, TableSkeleton } from "./parts";
import { ResourceCard } from "./resource-card";

/**
 * The System tab's e-mail delivery (issue 28, docs/decisions/0028-outbox.md): how many e-mails wait to
 * be sent and how many failed after their last try, and the failed ones, each with Send again.
 */
export function EmailDeliveryCard() {
  const outbox = useAdminResource(outboxAdminEndpoints.summary);
  return (
    <ResourceCard
      id="admin-card-email"
      title="E-mail delivery"
      description="Every e-mail waits in the outbox until the mail server takes it. One that cannot be sent is tried again for about two hours; then it is listed here until you send it again."
      query={outbox}
      what="e-mail delivery"
      loading={<TableSkeleton label="Loading e-mail delivery" rows={3} />}
    >
      {(data) => <DeliveryBody data={data} />}
    </ResourceCard>
  );
}

function DeliveryBody({ data }: { data: OutboxSummary }) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);

  async function sendAgain(mail: FailedMail) {
    setSending(mail.id);
    try {
      await resendEmail(mail.id);
      notify.success({ title: "E-mail queued", description: `${OUTBOX_TEXT.queued} (${mail.to})` });
      await afterChange(queryClient);
    } catch (err) {
      notify.error({ title: "E-mail not queued", description: errorMessage(err) });
    } finally {
      setSending(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-700">Waiting to be sent</dt>
          <dd className="text-2xl font-semibold" data-testid="outbox-pending">
            {data.pending}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Failed</dt>
          <dd
            className={data.failed > 0 ? "text-2xl font-semibold text-danger-700" : "text-2xl font-semibold"}
            data-testid="outbox-failed"
          >
            {data.failed}
          </dd>
        </div>
      </dl>
      {data.failedMails.length === 0 ? (
        <Empty>No e-mail has failed. Every e-mail so far was sent or is on its way.</Empty>
      ) : (
        // A list, not a table: on a phone each e-mail stacks with its Send again in reach.
        <section aria-label="Failed e-mails">
          <ul className="flex flex-col rounded-lg border border-slate-200">
            {data.failedMails.map((mail) => (
              <li
                key={mail.id}
                className="grid gap-3 border-t border-slate-200 px-3 py-3 text-sm text-slate-800 first:border-t-0 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_auto] md:gap-4"
                data-outbox-id={mail.id}
              >
                <div>
                  <div className="font-medium text-slate-900 [overflow-wrap:anywhere]">{mail.subject}</div>
                  <div className="text-slate-700 [overflow-wrap:anywhere]">To {mail.to}</div>
                  <div className="text-slate-700">
                    {mail.kind}, written {dateTime(mail.createdAt)}
                  </div>
                </div>
                <div className="[overflow-wrap:anywhere]">
                  <div className="text-slate-700">
                    {mail.attempts} {mail.attempts === 1 ? "try" : "tries"}, last error:
                  </div>
                  <div>{mail.error ?? "No error was recorded."}</div>
                </div>
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => void sendAgain(mail)}
                    disabled={sending !== null}
                  >
                    <Send aria-hidden className="size-4" />
                    {sending === mail.id ? "Sending..." : "Send again"}
                    <span className="sr-only"> to {mail.to}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {data.failed > data.failedMails.length && (
        <p className="text-sm text-slate-700">
          The newest {FAILED_LIST_LIMIT} of {data.failed} failed e-mails are shown.
        </p>
      )}
    </div>
  );
}
