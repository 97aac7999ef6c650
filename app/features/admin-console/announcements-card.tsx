import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import {
  type AdminAnnouncement,
  type AnnouncementsAdmin,
  CONTENT_TEXT,
  leadChange,
  type TrainerLead,
} from "../../../src/shared/contracts/admin-content";
import {
  ANNOUNCEMENT_MAX,
  type AnnouncementPriority,
  newAnnouncement,
} from "../../../src/shared/contracts/announcements";
import { ApiForm } from "../../components/ui/api-form";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { SelectField } from "../../components/ui/select";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import {
  adminKeys,
  afterChange,
  changeTrainerLead,
  deleteAnnouncement,
  postAnnouncement,
  useAdminAnnouncements,
} from "./api";
import { dateTime } from "./format";
import { LoadError } from "./parts";

/** The dashboard's colours for each priority (the badge names it too: colour is never the only sign). */
const PRIORITY: Record<AnnouncementPriority, { label: string; tone: "info" | "warning" | "danger" }> = {
  info: { label: "Info", tone: "info" },
  important: { label: "Important", tone: "warning" },
  urgent: { label: "Urgent", tone: "danger" },
};

/** Who holds the trainer-lead role, the admin's own announcements, and every announcement posted. */
export function AnnouncementsCard() {
  const query = useAdminAnnouncements();
  return (
    <section aria-labelledby="admin-card-announcements">
      <Card>
        <CardHeader>
          <CardTitle id="admin-card-announcements">Announcements</CardTitle>
          <p className="text-sm text-slate-600">
            Shown at the top of every trainer's dashboard until they dismiss it. The trainer lead can also
            post them from the dashboard.
          </p>
        </CardHeader>
        <CardContent>
          {query.data ? (
            <AnnouncementsBody data={query.data} />
          ) : query.isError ? (
            <LoadError
              what="the announcements"
              error={query.error}
              retry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <div role="status" aria-label="Loading the announcements" className="flex flex-col gap-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function AnnouncementsBody({ data }: { data: AnnouncementsAdmin }) {
  const newestFirst = [...data.announcements].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
  return (
    <div className="flex flex-col gap-6">
      <LeadSection lead={data.lead} />
      <NewAnnouncementForm />
      <section aria-labelledby="admin-announcements-list" className="flex flex-col gap-3">
        <h3 id="admin-announcements-list" className="font-semibold text-slate-900">
          Posted announcements
        </h3>
        {newestFirst.length === 0 ? (
          <p className="text-slate-700">No announcements yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {newestFirst.map((a) => (
              <AnnouncementRow key={a.id} announcement={a} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The lead's name and e-mail, and the form that moves the role to another trainer. */
function LeadSection({ lead }: { lead: TrainerLead | null }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: leadChange,
    defaultValues: { email: "" },
    submit: (v) => changeTrainerLead(v.email),
    onSuccess: async (next) => {
      queryClient.setQueryData<AnnouncementsAdmin>(adminKeys.announcements, (old) =>
        old ? { ...old, lead: next } : old,
      );
      notify.success({ title: "Trainer lead changed", description: `${next.name} is now the trainer lead.` });
      form.reset({ email: "" });
      await afterChange(queryClient);
    },
    onError: (_err, message) => {
      // "No trainer has this e-mail" and "only a trainer who can sign in" are about the field.
      if (message !== CONTENT_TEXT.leadNotFound && message !== CONTENT_TEXT.leadNotActive) return undefined;
      form.setError("email", { type: "server", message }, { shouldFocus: true });
      return true;
    },
  });
  return (
    <section aria-labelledby="admin-trainer-lead" className="flex flex-col gap-3">
      <h3 id="admin-trainer-lead" className="font-semibold text-slate-900">
        Trainer lead
      </h3>
      <p className="break-words text-slate-800">
        {lead ? (
          <>
            Trainer lead: <span className="font-medium">{lead.name}</span> ({lead.email})
          </>
        ) : (
          "Nobody holds the trainer-lead role."
        )}
      </p>
      <ApiForm
        form={state}
        label="Move the trainer-lead role"
        submitLabel="Make trainer lead"
        busyLabel="Changing..."
        className="rounded-md border border-slate-200 bg-slate-50 p-4"
      >
        <TextField
          id="admin-lead-email"
          label="Trainer lead's e-mail"
          type="email"
          autoComplete="off"
          help="The role moves to this trainer; the current lead keeps their account."
          {...field("email")}
        />
      </ApiForm>
    </section>
  );
}

function NewAnnouncementForm() {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: newAnnouncement,
    defaultValues: { message: "", priority: "info" },
    submit: (v) => postAnnouncement({ message: v.message, priority: v.priority }),
    onSuccess: async (created) => {
      queryClient.setQueryData<AnnouncementsAdmin>(adminKeys.announcements, (old) =>
        old
          ? { ...old, announcements: [created, ...old.announcements.filter((a) => a.id !== created.id)] }
          : old,
      );
      notify.success({
        title: "Announcement posted",
        description: "Every trainer sees it on their dashboard.",
      });
      form.reset({ message: "", priority: "info" });
      await afterChange(queryClient);
    },
  });
  const { error: messageError, ...messageInput } = field("message");
  const { error: _priorityError, ...priorityInput } = field("priority");
  return (
    <section aria-labelledby="admin-announcement-new" className="flex flex-col gap-3">
      <h3 id="admin-announcement-new" className="font-semibold text-slate-900">
        Post an announcement
      </h3>
      <ApiForm
        form={state}
        label="Post an announcement"
        submitLabel="Post announcement"
        busyLabel="Posting..."
        className="rounded-md border border-slate-200 bg-slate-50 p-4"
      >
        <Label htmlFor="admin-announcement-message">Message</Label>
        <Textarea
          id="admin-announcement-message"
          rows={3}
          maxLength={ANNOUNCEMENT_MAX}
          className="mt-1"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? "admin-announcement-message-error" : undefined}
          {...messageInput}
        />
        <FieldError id="admin-announcement-message-error">{messageError}</FieldError>
        <div className="mt-4 sm:max-w-xs">
          <SelectField id="admin-announcement-priority" label="Priority" {...priorityInput}>
            {(Object.keys(PRIORITY) as AnnouncementPriority[]).map((p) => (
              <option key={p} value={p}>
                {PRIORITY[p].label}
              </option>
            ))}
          </SelectField>
        </div>
      </ApiForm>
    </section>
  );
}

function AnnouncementRow({ announcement: a }: { announcement: AdminAnnouncement }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const tone = PRIORITY[a.priority];

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAnnouncement(a.id);
      queryClient.setQueryData<AnnouncementsAdmin>(adminKeys.announcements, (old) =>
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
    <li data-announcement={a.id} className="rounded-md border border-slate-200 p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Badge tone={tone.tone}>{tone.label}</Badge>
          <p className="mt-2 break-words whitespace-pre-line text-slate-900">{a.message}</p>
          <p className="mt-1 text-sm text-slate-700">
            {a.createdBy ? `Posted by ${a.createdBy}` : "Author's account removed"} · {dateTime(a.createdAt)}
          </p>
          <p className="text-sm text-slate-700">Dismissed by {a.dismissals}</p>
        </div>
        <Button
          size="icon"
          variant="ghost"
          className="-mt-1 -mr-1 shrink-0 text-danger-700 hover:bg-danger-50"
          aria-label={`Delete announcement ${a.id}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </div>
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
    </li>
  );
}
