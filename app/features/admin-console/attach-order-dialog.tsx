import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApplicantRow } from "../../../src/shared/contracts/admin";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SelectField } from "../../components/ui/select";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, attachOrder } from "./api";

/**
 * Attaching a paid order that matched no application to the application it was meant for
 * (docs/decisions/0024-order-reference.md): the application takes the order's payment and account.
 * Only applications without an account can take it.
 */
export function AttachOrderDialog({
  order,
  applicants,
  onClose,
}: {
  order: ApplicantRow | null;
  applicants: ApplicantRow[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const choices = applicants.filter((a) => a.trainerId === null && a.id !== order?.id);

  const close = () => {
    setTarget("");
    onClose();
  };
  const attach = async () => {
    if (!order) return;
    const to = choices.find((a) => String(a.id) === target);
    if (!to) {
      notify.error({
        title: "Choose an application",
        description: "Pick the application this order pays for.",
      });
      return;
    }
    setBusy(true);
    try {
      await attachOrder(order.id, to.id);
      notify.success({
        title: "Order attached",
        description: `${to.fullName}'s application now has the payment and the trainer account.`,
      });
      await afterChange(queryClient);
      close();
    } catch (err) {
      notify.error({ title: "Order not attached", description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={order !== null}
      onOpenChange={(o) => !o && close()}
      title="Attach this order to an application?"
      description={
        order && (
          <p>
            The order paid by <span className="font-semibold text-slate-900">{order.email}</span> matched no
            application. Its payment and the trainer account it made move to the application you choose; the
            application's signed documents become the account's.
          </p>
        )
      }
      confirmLabel="Attach order"
      busyLabel="Attaching..."
      busy={busy}
      onConfirm={() => void attach()}
    >
      <div className="mt-4">
        {choices.length === 0 ? (
          <p className="text-sm text-slate-700">
            No application without an account is waiting for a payment.
          </p>
        ) : (
          <SelectField
            id="attach-order-target"
            label="Application"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            <option value="">Choose an application</option>
            {choices.map((a) => (
              <option key={a.id} value={a.id}>
                {a.fullName} ({a.email})
              </option>
            ))}
          </SelectField>
        )}
      </div>
    </ConfirmDialog>
  );
}
