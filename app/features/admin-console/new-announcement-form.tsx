import { useQueryClient } from "@tanstack/react-query";
import { adminAnnouncementEndpoints } from "../../../src/shared/contracts/admin-content";
import {
  ANNOUNCEMENT_MAX,
  type AnnouncementPriority,
  newAnnouncement,
} from "../../../src/shared/contracts/announcements";
import { ANNOUNCEMENT_PRIORITY } from "../../components/announcement-list";
import { ApiForm } from "../../components/ui/api-form";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { SelectField } from "../../components/ui/select";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, postAnnouncement, setAdminResource } from "./api";

/** The choices in the order an admin reads them: the everyday one first. */
const PRIORITY_ORDER: AnnouncementPriority[] = ["info", "important", "urgent"];

/** The admin's own announcement: every trainer sees it on their dashboard. */
export function NewAnnouncementForm() {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: newAnnouncement,
    defaultValues: { message: "", priority: "info" },
    submit: (v) => postAnnouncement({ message: v.message, priority: v.priority }),
    onSuccess: async (created) => {
      setAdminResource(queryClient, adminAnnouncementEndpoints.list, (old) =>
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
            {PRIORITY_ORDER.map((p) => (
              <option key={p} value={p}>
                {ANNOUNCEMENT_PRIORITY[p].label}
              </option>
            ))}
          </SelectField>
        </div>
      </ApiForm>
    </section>
  );
}
