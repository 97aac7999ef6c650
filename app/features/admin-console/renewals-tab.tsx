import { useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ADMIN_TEXT, renewalAdminEndpoints } from "../../../src/shared/contracts/admin";
import { QueryState } from "../../components/query-state";
import { ResponsiveTable } from "../../components/responsive-table";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, sendRenewalReminder, useAdminResource } from "./api";
import { dateTime, day } from "./format";
import { Empty, TableScroll, TableSkeleton, td, th } from "./parts";
import { UndatedRenewals } from "./undated-renewals";

/**
 * Renewals (issue 15): trainers whose certification ends within 60 days, soonest first, with the
 * reminder sent for that date (by the admin or the daily job) and a button to send it now; below them,
 * certified trainers with no renewal date, flagged (issue 31).
 */
export function RenewalsTab() {
  const renewals = useAdminResource(renewalAdminEndpoints.list);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<number | null>(null);

  async function remind(id: number, name: string) {
    setSending(id);
    try {
      await sendRenewalReminder(id);
      notify.success({ title: "Reminder sent", description: `${ADMIN_TEXT.reminderSent} (${name})` });
      await afterChange(queryClient);
    } catch (err) {
      notify.error({ title: "Reminder not sent", description: errorMessage(err) });
    } finally {
      setSending(null);
    }
  }

  return (
    <section aria-labelledby="renewals-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="renewals-heading" className="text-xl">
          Renewals
        </h2>
        <p className="mt-1 text-slate-700">
          Certifications that end within 60 days. A trainer gets one reminder per renewal date from the daily
          job when it is on; you can send one now at any time.
        </p>
      </div>
      <QueryState
        query={renewals}
        loading={<TableSkeleton label="Loading renewals" rows={4} />}
        error={{ title: "We couldn't load the renewals" }}
        isEmpty={(rows) => rows.length === 0}
        empty={<Empty>No certification ends within the next 60 days.</Empty>}
      >
        {(rows) => (
          <TableScroll label="Renewals">
            <ResponsiveTable className="sm:min-w-[44rem]">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Trainer
                  </th>
                  <th scope="col" className={th}>
                    Renewal date
                  </th>
                  <th scope="col" className={th}>
                    Days left
                  </th>
                  <th scope="col" className={th}>
                    Reminder
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t border-slate-200">
                    <td className={td}>
                      <Link
                        to={`/trainer-portal/admin/trainers/${r.id}`}
                        className="font-medium text-brand-700 underline"
                      >
                        {r.name}
                      </Link>
                      <div className="text-slate-700 [overflow-wrap:anywhere]">{r.email}</div>
                    </td>
                    <td className={td} data-label="Renewal date">
                      {day(r.renewalDate)}
                    </td>
                    <td className={td} data-label="Days left">
                      {r.daysLeft}
                    </td>
                    <td className={td} data-label="Reminder">
                      {r.remindedAt
                        ? `Sent ${dateTime(r.remindedAt)}${r.remindedBy === "job" ? " (daily job)" : " (by an admin)"}`
                        : "Not sent"}
                    </td>
                    <td className={td}>
                      <Button
                        variant="secondary"
                        onClick={() => void remind(r.id, r.name)}
                        disabled={sending !== null}
                      >
                        <Mail aria-hidden className="size-4" />
                        {sending === r.id ? "Sending..." : "Send reminder"}
                        <span className="sr-only"> to {r.name}</span>
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ResponsiveTable>
          </TableScroll>
        )}
      </QueryState>
      <UndatedRenewals />
    </section>
  );
}
