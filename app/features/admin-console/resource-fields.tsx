import { TextField } from "../../components/ui/text-field";
import type { FieldBinding } from "../../lib/use-api-form";
import { TextareaField } from "./textarea-field";

/** A resource's name, link and description (the edit and the new resource's forms). */
export function ResourceFields({
  prefix,
  field,
}: {
  prefix: string;
  field: (name: "name" | "link" | "description") => FieldBinding;
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField id={`${prefix}-name`} label="Name" {...field("name")} />
      <TextField
        id={`${prefix}-link`}
        label="Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        help="A full web address (https://...)."
        {...field("link")}
      />
      <TextareaField
        id={`${prefix}-description`}
        label="Description"
        rows={2}
        binding={field("description")}
      />
    </div>
  );
}
