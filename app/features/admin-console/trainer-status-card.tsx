import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_STATUSES, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, changeTrainer } from "./api";
import { statusLabel } from "./format";

type Status = (typeof ADMIN_STATUSES)[number];

/** Suspending and revoking are asked first: they end the trainer's sessions and hide them at once. */
const CONFIRM_TEXT: Partial<Record<Status, { title: string; label: string }>> = {
  suspended: { title: "Suspend this trainer?", label: "Suspend" },
  revoked: { title: "Revoke this trainer's certification?", label: "Revoke" },
};

/** The trainer's status and whether the directory features them (in the page's "Identity and status"). */
export function TrainerStatusCard({ trainer }: { trainer: AdminTrainer }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(trainer.status);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [featuredBusy, setFeaturedBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await changeTrainer(trainer.id, { status });
      await afterChange(queryClient, saved);
      notify.success({
        title: "Status saved",
        description: `${saved.name} is now ${statusLabel(saved.status)}.`,
      });
    } catch (err) {
      notify.error({ title: "Status not saved", description: errorMessage(err) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const setFeatured = async (featured: boolean) => {
    setFeaturedBusy(true);
    try {
      const saved = await changeTrainer(trainer.id, { featured });
      await afterChange(queryClient, saved);
      notify.success({ title: featured ? "Featured" : "No longer featured" });
    } catch (err) {
      notify.error({ title: "Not saved", description: errorMessage(err) });
    } finally {
      setFeaturedBusy(false);
    }
  };

  const confirm = CONFIRM_TEXT[status];
  return (
    // Not a region named "Status": the select below is the control of that name.
    <div className="flex flex-col gap-4">
      <h4 className="font-semibold text-slate-900">Status</h4>
      <div className="flex flex-col gap-4">
        <div>
          <Label htmlFor="trainer-status-select" className="mb-1">
            Status
          </Label>
          <div className="flex flex-wrap gap-2">
            <Select
              id="trainer-status-select"
              className="min-w-48 flex-1"
              value={status}
              onChange={(e) => setStatus(e.target.value as Status)}
            >
              {ADMIN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </Select>
            <Button
              disabled={busy || status === trainer.status}
              onClick={() => (confirm ? setConfirming(true) : void save())}
            >
              {busy ? "Saving..." : "Save status"}
            </Button>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Certifying sets the certification date, and the renewal date two years later.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox
            id="trainer-featured"
            checked={trainer.featured}
            disabled={featuredBusy}
            onCheckedChange={(checked) => void setFeatured(checked === true)}
          />
          <Label htmlFor="trainer-featured" className="text-base">
            Featured in the directory
          </Label>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirm?.title ?? "Change the status?"}
        description={<p>Suspending ends their sessions and hides them from the directory at once.</p>}
        confirmLabel={confirm?.label ?? "Save"}
        busyLabel="Saving..."
        busy={busy}
        onConfirm={() => void save()}
      />
    </div>
  );
}
