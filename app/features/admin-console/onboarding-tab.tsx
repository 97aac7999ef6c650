import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { applicantMatches } from "../../../src/shared/console-search";
import type { ApplicantRow } from "../../../src/shared/contracts/admin";
import { onboardingAdminEndpoints } from "../../../src/shared/contracts/onboarding";
import { QueryState } from "../../components/query-state";
import { ResponsiveTable } from "../../components/responsive-table";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Label } from "../../components/ui/label";
import { SearchInput } from "../../components/ui/search-input";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, confirmPayment, useAdminResource } from "./api";
import { APPLICANT_COLUMNS, ApplicantRowView } from "./applicant-row";
import { AttachOrderDialog } from "./attach-order-dialog";
import { Empty, TableScroll, TableSkeleton, th } from "./parts";

/**
 * Everyone in onboarding: their payment, their documents, their account once it exists; a search by name
 * or e-mail (the whole list is read once, so it filters here, by src/shared/console-search.ts's rule).
 */
export function OnboardingTab() {
  const query = useAdminResource(onboardingAdminEndpoints.applicants);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ApplicantRow | null>(null);
  const [attaching, setAttaching] = useState<ApplicantRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [search, setSearch] = useState("");

  const confirm = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const result = await confirmPayment(confirming.id);
      notify.success({
        title: "Payment confirmed",
        description: result.created
          ? `${confirming.fullName}'s trainer account is ready.`
          : `${confirming.fullName}'s payment is confirmed.`,
      });
      await afterChange(queryClient);
    } catch (err) {
      notify.error({ title: "Payment not confirmed", description: errorMessage(err) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="onboarding-heading" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="onboarding-heading" className="text-xl">
          Onboarding
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Applicants and their payments. Confirming a payment by hand creates the trainer account.
        </p>
      </div>
      <div className="sm:max-w-md">
        <Label htmlFor="applicant-search" className="mb-1">
          Search
        </Label>
        <SearchInput
          id="applicant-search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <TableScroll label="Applicants table">
        <QueryState
          query={query}
          loading={<TableSkeleton label="Loading applicants" />}
          error={{ title: "We couldn't load the applicants" }}
          isEmpty={(list) => list.length === 0}
          empty={<Empty>No one is in onboarding yet. Applicants appear here when they start checkout.</Empty>}
        >
          {(all) => {
            const rows = all.filter((a) => applicantMatches(a, search));
            if (rows.length === 0)
              return (
                <Empty>
                  No applicant's name or e-mail matches "{search.trim()}". Clear the search to see everyone.
                </Empty>
              );
            return (
              <ResponsiveTable className="sm:min-w-[60rem]">
                <caption className="sr-only">Applicants</caption>
                <thead className="border-b border-slate-200 bg-slate-50">
                  <tr>
                    {APPLICANT_COLUMNS.map((h) => (
                      <th key={h} scope="col" className={th}>
                        {h}
                      </th>
                    ))}
                    <th scope="col" className={th}>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {rows.map((a) => (
                    <ApplicantRowView
                      key={a.id}
                      applicant={a}
                      open={open === a.id}
                      onToggle={() => setOpen((o) => (o === a.id ? null : a.id))}
                      onAttach={() => setAttaching(a)}
                      onConfirm={() => setConfirming(a)}
                    />
                  ))}
                </tbody>
              </ResponsiveTable>
            );
          }}
        </QueryState>
      </TableScroll>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title="Confirm this payment?"
        description={
          confirming && (
            <p>
              Only confirm when the payment of{" "}
              <span className="font-semibold text-slate-900">{confirming.fullName}</span> ({confirming.email})
              has reached the store. Their trainer account is created and they get an e-mail to sign in.
            </p>
          )
        }
        confirmLabel="Confirm payment"
        busyLabel="Confirming..."
        busy={busy}
        onConfirm={() => void confirm()}
      />
      <AttachOrderDialog order={attaching} applicants={query.data ?? []} onClose={() => setAttaching(null)} />
    </section>
  );
}
