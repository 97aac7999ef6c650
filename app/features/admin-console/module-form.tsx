import { useQueryClient } from "@tanstack/react-query";
import { type AdminModule, moduleEdit } from "../../../src/shared/contracts/admin-content";
import { ApiForm } from "../../components/ui/api-form";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { saveModule } from "./api";
import { storeModule } from "./store-module";
import { TextareaField } from "./textarea-field";

/** A module's title, description and audience. */
export function ModuleForm({ module: m }: { module: AdminModule }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: moduleEdit,
    defaultValues: { title: m.title, description: m.description, instructorOnly: m.instructorOnly },
    submit: (v) => saveModule(m.id, v),
    onSuccess: async (saved) => {
      notify.success({ title: "Module saved", description: `Week ${saved.week}: ${saved.title}.` });
      await storeModule(queryClient, saved);
    },
  });
  const prefix = `module-${m.id}`;
  return (
    <ApiForm form={state} label={`Week ${m.week} module`} submitLabel="Save module" busyLabel="Saving...">
      <div className="flex flex-col gap-4">
        <TextField id={`${prefix}-title`} label="Title" {...field("title")} />
        <TextareaField id={`${prefix}-description`} label="Description" binding={field("description")} />
        <label className="flex min-h-tap items-center gap-3 text-base text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register("instructorOnly")} />
          Instructors only
        </label>
      </div>
    </ApiForm>
  );
}
