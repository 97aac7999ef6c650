import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * An in-page confirmation (where the earlier app used window.confirm): an accessible alert dialog with
 * Cancel, which has the focus first, and the confirming button, which stays open with its busy words
 * while `onConfirm` runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  onConfirm,
  cancelLabel = "Cancel",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  cancelLabel?: string;
  children?: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-overlay">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-slate-700">{description}</div>
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy} onClick={onConfirm}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
