import { FileSignature } from "lucide-react";
import { Link } from "react-router";
import type { ApplicantRow } from "../../../src/shared/contracts/admin";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { place } from "./format";
import { td } from "./parts";
import { PaymentState } from "./payment-state";
import { Signatures } from "./signatures";

/** The columns with a header (the last, the actions, has none); on a phone each cell says its column. */
export const APPLICANT_COLUMNS = [
  "Name",
  "Email",
  "Phone",
  "Location",
  "Payment",
  "Documents",
  "Account",
] as const;
const [, EMAIL, PHONE, LOCATION, PAYMENT, DOCUMENTS, ACCOUNT] = APPLICANT_COLUMNS;

/** An applicant's row in the Onboarding tab (a card on a phone), with their signatures opened under it. */
export function ApplicantRowView({
  applicant: a,
  open,
  onToggle,
  onAttach,
  onConfirm,
}: {
  applicant: ApplicantRow;
  open: boolean;
  onToggle: () => void;
  onAttach: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <tr data-applicant={a.id}>
        <td className={`${td} font-medium`}>
          {a.fullName}
          {a.unmatchedOrder && (
            <Badge tone="warning" className="mt-1 block w-fit">
              Order matched no application
            </Badge>
          )}
        </td>
        <td className={`${td} whitespace-nowrap`} data-label={EMAIL}>
          {a.email}
          {a.orderEmail && <span className="block text-xs text-slate-700">Paid as {a.orderEmail}</span>}
        </td>
        <td className={`${td} whitespace-nowrap`} data-label={PHONE}>
          {a.phone ?? "—"}
        </td>
        <td className={td} data-label={LOCATION}>
          {place(a.city, a.state)}
        </td>
        <td className={td} data-label={PAYMENT}>
          <PaymentState applicant={a} />
        </td>
        <td className={`${td} whitespace-nowrap`} data-label={DOCUMENTS}>
          {a.signedCount} of {a.requiredCount}
        </td>
        <td className={td} data-label={ACCOUNT}>
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
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={open}
              aria-controls={`signatures-${a.id}`}
              onClick={onToggle}
            >
              <FileSignature aria-hidden className="size-4" />
              Signatures
              <span className="sr-only"> of {a.fullName}</span>
            </Button>
            {a.unmatchedOrder && (
              <Button size="sm" variant="secondary" onClick={onAttach}>
                Attach
                <span className="sr-only"> the order of {a.email}</span>
              </Button>
            )}
            {a.paymentStatus !== "completed" && (
              <Button size="sm" onClick={onConfirm}>
                Confirm payment
                <span className="sr-only"> of {a.fullName}</span>
              </Button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr id={`signatures-${a.id}`}>
          <td colSpan={8} className="bg-slate-50 p-3">
            <Signatures applicant={a} />
          </td>
        </tr>
      )}
    </>
  );
}
