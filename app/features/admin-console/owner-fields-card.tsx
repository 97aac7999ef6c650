import { useQueryClient } from "@tanstack/react-query";
import { ADMIN_TEXT, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { ApiForm } from "../../components/ui/api-form";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, changeTrainer, isConflict } from "./api";
import { changes, ownerForm, valuesOf } from "./owner-form";
import { TrainerSection } from "./trainer-section";

/** The fields only the owner sets (the trainer sees them read-only); only the changed ones are saved. */
export function OwnerFieldsCard({ trainer }: { trainer: AdminTrainer }) {
  const queryClient = useQueryClient();
  const initial = valuesOf(trainer);
  const { form, field, ...state } = useApiForm({
    schema: ownerForm,
    defaultValues: initial,
    submit: async (values) => {
      const body = changes(initial, values);
      if (Object.keys(body).length === 0) return null;
      return changeTrainer(trainer.id, body);
    },
    onSuccess: async (saved) => {
      if (!saved) {
        notify.info({ title: "Nothing to save", description: "No field was changed." });
        return;
      }
      notify.success({ title: "Trainer saved", description: `${saved.name}'s details are saved.` });
      await afterChange(queryClient, saved);
    },
    onError: (err, message) => {
      if (!isConflict(err)) return undefined;
      const target =
        message === ADMIN_TEXT.slugTaken ? "slug" : message === ADMIN_TEXT.emailTaken ? "email" : null;
      if (!target) return undefined;
      form.setError(target, { type: "server", message }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <TrainerSection
      id="trainer-owner-fields"
      description="The trainer sees these read-only. Only the fields you change are saved."
    >
      <ApiForm form={state} label="Owner-only fields" submitLabel="Save changes" busyLabel="Saving...">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="owner-displayName" label="Display name" {...field("displayName")} />
          <TextField id="owner-email" label="Login e-mail" type="email" {...field("email")} />
          <TextField id="owner-city" label="City" {...field("city")} />
          <TextField id="owner-state" label="State" {...field("state")} />
          <TextField
            id="owner-displayLocation"
            label="Public location"
            help="Shown instead of the city and state."
            {...field("displayLocation")}
          />
          <TextField
            id="owner-slug"
            label="Custom URL slug"
            help="The public page's address; the old one redirects to it."
            {...field("slug")}
          />
          <TextField id="owner-trainingDate" label="Training date" type="date" {...field("trainingDate")} />
          <TextField
            id="owner-certificationDate"
            label="Certification date"
            type="date"
            {...field("certificationDate")}
          />
          <TextField id="owner-renewalDate" label="Renewal date" type="date" {...field("renewalDate")} />
          <TextField id="owner-affiliateCode" label="Affiliate code" {...field("affiliateCode")} />
          <TextField
            id="owner-latitude"
            label="Map point latitude"
            inputMode="decimal"
            help="Both or neither; empty uses the city's point."
            {...field("latitude")}
          />
          <TextField
            id="owner-longitude"
            label="Map point longitude"
            inputMode="decimal"
            {...field("longitude")}
          />
        </div>
      </ApiForm>
    </TrainerSection>
  );
}
