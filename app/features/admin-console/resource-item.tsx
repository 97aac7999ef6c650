import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminModule, AdminResource } from "../../../src/shared/contracts/admin-content";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { deleteResource, moveResource } from "./api";
import { ResourceForm } from "./resource-form";
import { storeModule } from "./store-module";

/** A resource of a module: its link, Edit, Move up and down, and Delete (confirmed first). */
export function ResourceItem({
  module: m,
  resource: r,
  first,
  last,
}: {
  module: AdminModule;
  resource: AdminResource;
  first: boolean;
  last: boolean;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [refocus, setRefocus] = useState<"up" | "down" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const move = async (direction: "up" | "down") => {
    setMoving(true);
    try {
      await storeModule(queryClient, await moveResource(m.id, r.id, direction));
    } catch (err) {
      notify.error({ title: "Resource not moved", description: errorMessage(err) });
    } finally {
      setMoving(false);
    }
    setRefocus(direction);
  };

  // A move takes the item (and, while disabled, its button) out of the focus: the focus goes back to the
  // same button, or to the other one when the item reached the end.
  useEffect(() => {
    if (!refocus || moving) return;
    const button = (d: "up" | "down") =>
      document.getElementById(`resource-${r.id}-${d}`) as HTMLButtonElement | null;
    const same = button(refocus);
    (same && !same.disabled ? same : button(refocus === "up" ? "down" : "up"))?.focus();
    setRefocus(null);
  }, [refocus, moving, r.id]);

  const remove = async () => {
    setDeleting(true);
    try {
      const saved = await deleteResource(m.id, r.id);
      setConfirming(false);
      notify.success({ title: "Resource deleted", description: `${r.name} is no longer in week ${m.week}.` });
      await storeModule(queryClient, saved);
    } catch (err) {
      setConfirming(false);
      notify.error({ title: "Resource not deleted", description: errorMessage(err) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li data-resource={r.id} className="rounded-md border border-slate-200 bg-white p-3">
      {editing ? (
        <ResourceForm module={m} resource={r} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-2">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{r.name}</p>
            <a
              href={r.link}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm break-all text-brand-700 underline underline-offset-2"
            >
              {r.link}
              <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {r.description && <p className="mt-1 text-sm break-words text-slate-700">{r.description}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              Edit
              <span className="sr-only"> {r.name}</span>
            </Button>
            <Button
              size="icon"
              variant="ghost"
              id={`resource-${r.id}-up`}
              aria-label={`Move ${r.name} up`}
              disabled={first || moving}
              onClick={() => void move("up")}
            >
              <ArrowUp aria-hidden className="size-5" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              id={`resource-${r.id}-down`}
              aria-label={`Move ${r.name} down`}
              disabled={last || moving}
              onClick={() => void move("down")}
            >
              <ArrowDown aria-hidden className="size-5" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="ml-auto text-danger-700 hover:bg-danger-50"
              aria-label={`Delete ${r.name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-5" />
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this resource?"
        description={
          <p>
            <span className="font-semibold break-words text-slate-900">{r.name}</span> leaves week {m.week}'s
            resources, with the trainers' record of having opened it.
          </p>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
