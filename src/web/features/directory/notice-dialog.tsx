import type { ReactNode } from "react";
import { Dialog, DialogContent } from "../../components/ui/dialog";

/** What the earlier app showed with window.alert, as one accessible in-page dialog (decisions.md). */
export type Notice = { title: string; body: ReactNode };

export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Dialog open={notice !== null} onOpenChange={(open) => !open && onClose()}>
      {notice && <DialogContent title={notice.title}>{notice.body}</DialogContent>}
    </Dialog>
  );
}
