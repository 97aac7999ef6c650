import { useQueryClient } from "@tanstack/react-query";
import { type AdminModule, resourceEdit } from "../../../src/shared/contracts/admin-content";
import { ApiForm } from "../../components/ui/api-form";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { addResource } from "./api";
import { ResourceFields } from "./resource-fields";
import { storeModule } from "./store-module";

/** A new resource, added last in the module. */
export function NewResourceForm({ module: m }: { module: AdminModule }) {
  const queryClient = useQueryClient();
  const empty = { name: "", link: "", description: "" };
  const { form, field, ...state } = useApiForm({
    schema: resourceEdit,
    defaultValues: empty,
    submit: (v) => addResource(m.id, v),
    onSuccess: async (saved, v) => {
      notify.success({ title: "Resource added", description: `${v.name} is last in week ${m.week}.` });
      form.reset(empty);
      await storeModule(queryClient, saved);
    },
  });
  return (
    <ApiForm
      form={state}
      label={`Add a resource to week ${m.week}`}
      submitLabel="Add resource"
      busyLabel="Adding..."
      className="mt-2 rounded-md border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <h5 className="mb-3 font-semibold text-slate-900">Add a resource</h5>
      <ResourceFields prefix={`module-${m.id}-new`} field={field} />
    </ApiForm>
  );
}
