import type { ReactNode } from "react";
import { Dialog, DialogContent } from "./ui/lazy-dialog";

/**
 * What the earlier app showed with window.alert, as one accessible in-page dialog (docs/product.md "Defects
 * we do not copy").
 */
export type Notice = { title: string; body: ReactNode };

export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      {notice && <DialogContent title={notice.title}>{notice.body}</DialogContent>}
    </Dialog>
  );
}

/** "Contact {trainer} directly to book this class." (spec §8: a class without a payment link). */
export function bookDirectlyNotice(trainer: { displayName: string }): Notice {
  return {
    title: "Contact Trainer",
    body: <p className="text-slate-700">Contact {trainer.displayName} directly to book this class.</p>,
  };
}
