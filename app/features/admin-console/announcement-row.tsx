import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  type AdminAnnouncement,
  adminAnnouncementEndpoints,
} from "../../../src/shared/contracts/admin-content";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, deleteAnnouncement, setAdminResource } from "./api";
import { dateTime } from "./format";

/** A posted announcement's Delete button, confirmed first (the list is app/components/announcement-list). */
export function DeleteAnnouncement({ announcement: a }: { announcement: AdminAnnouncement }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAnnouncement(a.id);
      setAdminResource(queryClient, adminAnnouncementEndpoints.list, (old) =>
        old ? { ...old, announcements: old.announcements.filter((x) => x.id !== a.id) } : old,
      );
      notify.success({ title: "Announcement deleted", description: "Trainers no longer see it." });
      setConfirming(false);
      await afterChange(queryClient);
    } catch (err) {
      notify.error({ title: "Announcement not deleted", description: errorMessage(err) });
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        className="-mt-1 -mr-1 shrink-0 text-danger-700 hover:bg-danger-50"
        aria-label={`Delete announcement ${a.id}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this announcement?"
        description={
          <>
            <p className="break-words whitespace-pre-line">“{a.message}”</p>
            <p className="mt-2">It leaves every trainer's dashboard. This cannot be undone.</p>
          </>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/** The lines under a posted announcement's message: who posted it and when, how many dismissed it. */
export function AnnouncementDetails({ announcement: a }: { announcement: AdminAnnouncement }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        {a.createdBy ? `Posted by ${a.createdBy}` : "Author's account removed"} · {dateTime(a.createdAt)}
      </p>
      <p className="text-sm text-slate-700">Dismissed by {a.dismissals}</p>
    </>
  );
}
