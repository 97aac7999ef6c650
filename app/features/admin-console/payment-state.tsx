import type { ApplicantRow } from "../../../src/shared/contracts/admin";
import { Badge } from "../../components/ui/badge";
import { day, verifier } from "./format";

type Payment = Pick<
  ApplicantRow,
  "paymentStatus" | "paymentClaimedAt" | "paymentVerifiedAt" | "paymentVerifiedBy"
>;

/** Pending, claimed (when), or verified (when, and by whom): an application's payment. */
export function PaymentState({ applicant: a }: { applicant: Payment }) {
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
