import { useQueryClient } from "@tanstack/react-query";
import {
  adminAnnouncementEndpoints,
  CONTENT_TEXT,
  leadChange,
  type TrainerLead,
} from "../../../src/shared/contracts/admin-content";
import { ApiForm } from "../../components/ui/api-form";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, changeTrainerLead, setAdminResource } from "./api";

/** The lead's name and e-mail, and the form that moves the role to another trainer. */
export function TrainerLeadSection({ lead }: { lead: TrainerLead | null }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: leadChange,
    defaultValues: { email: "" },
    submit: (v) => changeTrainerLead(v.email),
    onSuccess: async (next) => {
      setAdminResource(queryClient, adminAnnouncementEndpoints.list, (old) =>
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
