import { CircleCheck, CircleDashed } from "lucide-react";
import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import {
  type TrainerOnboarding as Onboarding,
  trainerRecordAdminEndpoints,
} from "../../../src/shared/contracts/admin-trainer-record";
import { ResponsiveTable } from "../../components/responsive-table";
import { Progress } from "../../components/ui/progress";
import { useAdminResource } from "./api";
import { dayWithRelative, labelFromKey } from "./format";
import { td, th } from "./parts";
import { PaymentState } from "./payment-state";
import { DetailList, SectionRead, TrainerSection } from "./trainer-section";

const PAYMENT: Record<Onboarding["paymentStatus"], string> = {
  pending: "Pending",
  claimed: "Claimed, not yet verified",
  completed: "Completed",
};

const ONBOARDING: Record<Onboarding["onboardingStatus"], string> = {
  details_pending: "Details to give",
  payment_pending: "Payment pending",
  documents_pending: "Documents to sign",
  completed: "Completed",
};

const PLANS: Record<string, string> = { full: "Paid in full", flex: "Flexible payments" };

/** The trainer's onboarding read, shared by "Onboarding and payment" and "Signatures" (one request). */
export const useTrainerOnboarding = (id: number) =>
  useAdminResource(trainerRecordAdminEndpoints.onboarding, { params: { id } });

/**
 * "Onboarding and payment": the checklist the trainer sees on their dashboard, the account's payment,
 * and the applications linked to the account with their payments.
 */
export function TrainerOnboarding({ trainer }: { trainer: AdminTrainer }) {
  const query = useTrainerOnboarding(trainer.id);
  return (
    <TrainerSection id="trainer-onboarding">
      <SectionRead query={query} what="the onboarding">
        {(o) => {
          const done = o.steps.filter((s) => s.done).length;
          return (
            <>
              <div className="flex flex-col gap-2">
                <p className="text-sm font-medium text-slate-800">
                  {o.progress}% done: {done} of {o.steps.length} steps
                </p>
                <Progress value={o.progress} label="Onboarding progress" />
              </div>
              <DetailList
                items={[
                  { label: "Payment", value: PAYMENT[o.paymentStatus] },
                  { label: "Onboarding", value: ONBOARDING[o.onboardingStatus] },
                  {
                    label: "Documents to sign",
                    value:
                      trainer.unsignedDocuments === 0
                        ? "None: every required document is signed"
                        : `${trainer.unsignedDocuments} required document${trainer.unsignedDocuments === 1 ? "" : "s"}`,
                  },
                ]}
              />
              <ul aria-label="Onboarding checklist" className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
                {o.steps.map((s) => (
                  <li key={s.id} className="flex items-start gap-2 text-sm text-slate-800">
                    {s.done ? (
                      <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success-700" />
                    ) : (
                      <CircleDashed aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                    )}
                    <span>
                      {s.label}
                      <span className="sr-only">{s.done ? ": done" : ": not done"}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <Applications list={o.applications} />
            </>
          );
        }}
      </SectionRead>
    </TrainerSection>
  );
}

function Applications({ list }: { list: Onboarding["applications"] }) {
  return (
    <section aria-labelledby="trainer-applications-title" className="flex flex-col gap-2">
      <h4 id="trainer-applications-title" className="font-semibold text-slate-900">
        Applications
      </h4>
      {list.length === 0 ? (
        <p className="text-sm text-slate-700">
          No application is linked to this account: it was made in the console.
        </p>
      ) : (
        <ResponsiveTable className="text-left">
          <caption className="sr-only">Applications linked to the account, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {["Applicant", "Plan", "Payment", "Started"].map((h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {list.map((a) => (
              <tr key={a.id}>
                <td className={td}>
                  <span className="block font-semibold text-slate-900">{a.fullName}</span>
                  <span className="block break-all text-slate-600">{a.email}</span>
                  {a.orderEmail && (
                    <span className="block text-xs text-slate-700">Paid as {a.orderEmail}</span>
                  )}
                </td>
                <td className={td} data-label="Plan">
                  {a.paymentPlan ? (PLANS[a.paymentPlan] ?? labelFromKey(a.paymentPlan)) : "Not given"}
                </td>
                <td className={td} data-label="Payment">
                  <PaymentState applicant={a} />
                </td>
                <td className={td} data-label="Started">
                  {dayWithRelative(a.createdAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
    </section>
  );
}
