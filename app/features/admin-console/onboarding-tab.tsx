import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, FileSignature } from "lucide-react";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import type { ApplicantRow } from "../../../src/shared/contracts/admin";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, confirmPayment, useApplicants, useSignatures } from "./api";
import { AttachOrderDialog } from "./attach-order-dialog";
import { dateTime, day, place, verifier } from "./format";
import { Empty, LoadError, TableScroll, TableSkeleton, td, th } from "./parts";

/** Everyone in onboarding: their payment, their documents, their account once it exists. */
export function OnboardingTab() {
  const query = useApplicants();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<ApplicantRow | null>(null);
  const [attaching, setAttaching] = useState<ApplicantRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

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

  const rows = query.data ?? [];
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
      <TableScroll label="Applicants table">
        {query.data ? (
          rows.length === 0 ? (
            <Empty>No one is in onboarding yet. Applicants appear here when they start checkout.</Empty>
          ) : (
            <table className="w-full min-w-[60rem] border-collapse">
              <caption className="sr-only">Applicants</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Name
                  </th>
                  <th scope="col" className={th}>
                    Email
                  </th>
                  <th scope="col" className={th}>
                    Phone
                  </th>
                  <th scope="col" className={th}>
                    Location
                  </th>
                  <th scope="col" className={th}>
                    Payment
                  </th>
                  <th scope="col" className={th}>
                    Documents
                  </th>
                  <th scope="col" className={th}>
                    Account
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((a) => (
                  <Fragment key={a.id}>
                    <tr data-applicant={a.id}>
                      <td className={`${td} font-medium`}>
                        {a.fullName}
                        {a.unmatchedOrder && (
                          <Badge tone="warning" className="mt-1 block w-fit">
                            Order matched no application
                          </Badge>
                        )}
                      </td>
                      <td className={`${td} whitespace-nowrap`}>
                        {a.email}
                        {a.orderEmail && (
                          <span className="block text-xs text-slate-700">Paid as {a.orderEmail}</span>
                        )}
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{a.phone ?? "—"}</td>
                      <td className={td}>{place(a.city, a.state)}</td>
                      <td className={td}>
                        <PaymentState applicant={a} />
                      </td>
                      <td className={`${td} whitespace-nowrap`}>
                        {a.signedCount} of {a.requiredCount}
                      </td>
                      <td className={td}>
                        {a.trainerId !== null ? (
                          <Link
                            to={`/trainer-portal/admin/trainers/${a.trainerId}`}
                            className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2"
                          >
                            Open account
                          </Link>
                        ) : (
                          <span className="text-slate-600">None yet</span>
                        )}
                      </td>
                      <td className={td}>
                        <div className="flex flex-wrap justify-end gap-2">
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-expanded={open === a.id}
                            aria-controls={`signatures-${a.id}`}
                            onClick={() => setOpen((o) => (o === a.id ? null : a.id))}
                          >
                            <FileSignature aria-hidden className="size-4" />
                            Signatures
                            <span className="sr-only"> of {a.fullName}</span>
                          </Button>
                          {a.unmatchedOrder && (
                            <Button size="sm" variant="secondary" onClick={() => setAttaching(a)}>
                              Attach
                              <span className="sr-only"> the order of {a.email}</span>
                            </Button>
                          )}
                          {a.paymentStatus !== "completed" && (
                            <Button size="sm" onClick={() => setConfirming(a)}>
                              Confirm payment
                              <span className="sr-only"> of {a.fullName}</span>
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                    {open === a.id && (
                      <tr id={`signatures-${a.id}`}>
                        <td colSpan={8} className="bg-slate-50 p-3">
                          <Signatures applicant={a} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          )
        ) : query.isError ? (
          <LoadError
            what="the applicants"
            error={query.error}
            retry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <TableSkeleton label="Loading applicants" />
        )}
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
      <AttachOrderDialog order={attaching} applicants={rows} onClose={() => setAttaching(null)} />
    </section>
  );
}

function PaymentState({ applicant: a }: { applicant: ApplicantRow }) {
  if (a.paymentStatus === "completed") {
    return (
      <div className="flex flex-col gap-1">
        <Badge tone="success" className="self-start">
          Verified
        </Badge>
        <span className="text-xs text-slate-700">
          {day(a.paymentVerifiedAt)}
          {verifier(a.paymentVerifiedBy) ? ` ${verifier(a.paymentVerifiedBy)}` : ""}
        </span>
      </div>
    );
  }
  if (a.paymentStatus === "claimed") {
    return (
      <div className="flex flex-col gap-1">
        <Badge tone="warning" className="self-start">
          Claimed
        </Badge>
        <span className="text-xs text-slate-700">{day(a.paymentClaimedAt)}</span>
      </div>
    );
  }
  return <Badge tone="neutral">Pending</Badge>;
}

function Signatures({ applicant }: { applicant: ApplicantRow }) {
  const query = useSignatures(applicant.id);
  const heading = `Signatures of ${applicant.fullName}`;
  if (query.isError) {
    return (
      <LoadError
        what="the signatures"
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <div role="status" aria-label="Loading signatures" className="flex flex-col gap-2">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <section
      aria-label={heading}
      className="sticky left-3 flex max-w-[calc(100vw-4rem)] flex-col gap-3 lg:max-w-4xl"
    >
      <h3 className="text-base font-semibold">{heading}</h3>
      {query.data.length === 0 ? (
        <p className="text-sm text-slate-700">No document is signed yet.</p>
      ) : (
        query.data.map((s) => (
          <article
            key={s.id}
            aria-label={`${s.documentTitle}, version ${s.documentVersion}`}
            className="rounded-md border border-slate-200 bg-white p-3"
          >
            <h4 className="font-semibold text-slate-900">
              {s.documentTitle}{" "}
              <span className="font-normal text-slate-600">· version {s.documentVersion}</span>
            </h4>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-800">Signed by</dt>
              <dd className="text-slate-700">{s.signerName}</dd>
              <dt className="font-medium text-slate-800">Time</dt>
              <dd className="text-slate-700">{dateTime(s.signedAt)}</dd>
              <dt className="font-medium text-slate-800">IP</dt>
              <dd className="text-slate-700">{s.ip ?? "—"}</dd>
              <dt className="font-medium text-slate-800">Browser</dt>
              <dd className="break-all text-slate-700">{s.userAgent ?? "—"}</dd>
              <dt className="font-medium text-slate-800">SHA-256</dt>
              <dd className="font-mono text-xs break-all text-slate-700">{s.textSha256}</dd>
            </dl>
            <p className="mt-2 flex items-center gap-1 text-sm font-medium">
              {s.textMatches ? (
                <>
                  <CircleCheck aria-hidden className="size-4 text-success-700" />
                  <span className="text-success-700">Text matches the signature</span>
                </>
              ) : (
                <>
                  <CircleX aria-hidden className="size-4 text-danger-700" />
                  <span className="text-danger-700">Text does not match (a later version replaced it)</span>
                </>
              )}
            </p>
            {s.text !== null && (
              <section
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
                tabIndex={0}
                aria-label={`Text signed: ${s.documentTitle}`}
                className="mt-2 max-h-48 overflow-y-auto rounded-sm border border-slate-200 bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-800"
              >
                {s.text}
              </section>
            )}
          </article>
        ))
      )}
    </section>
  );
}
