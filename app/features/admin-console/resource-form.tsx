import { useQueryClient } from "@tanstack/react-query";
import {
  type AdminModule,
  type AdminResource,
  resourceEdit,
} from "../../../src/shared/contracts/admin-content";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { saveResource } from "./api";
import { ResourceFields } from "./resource-fields";
import { storeModule } from "./store-module";

/** Editing a resource in place. */
export function ResourceForm({
  module: m,
  resource: r,
  onDone,
}: {
  module: AdminModule;
  resource: AdminResource;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const {
    form: _form,
    field,
    ...state
  } = useApiForm({
    schema: resourceEdit,
    defaultValues: { name: r.name, link: r.link, description: r.description },
    submit: (v) => saveResource(m.id, r.id, v),
    onSuccess: async (saved, v) => {
      notify.success({ title: "Resource saved", description: `${v.name} in week ${m.week}.` });
      onDone();
      await storeModule(queryClient, saved);
    },
  });
  return (
    <ApiForm
      form={state}
      label={`Edit ${r.name}`}
      submitLabel="Save resource"
      busyLabel="Saving..."
      actions={
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      }
    >
      <ResourceFields prefix={`resource-${r.id}`} field={field} />
    </ApiForm>
  );
}
