/** What every tab of the profile form is given, and the pieces two tabs share. */
import { Controller, type FieldPath, type UseFormReturn } from "react-hook-form";
import type { OwnerProfile, ProfileSave } from "../../../../src/shared/contracts/profile";
import { TextField } from "../../../components/ui/text-field";
import type { FieldBinding } from "../../../lib/use-api-form";
import type { ProfileValues } from "../form-values";

export type ProfileForm = {
  form: UseFormReturn<ProfileValues, unknown, ProfileSave>;
  field: (name: FieldPath<ProfileValues>) => FieldBinding;
  profile: OwnerProfile;
};

/** Two fields a row from a small screen up. */
export const grid = "grid gap-4 sm:grid-cols-2";

/** A text input bound by Controller: the website appears on two tabs, one value. */
export function WebsiteField({ form, id }: { form: ProfileForm["form"]; id: string }) {
  return (
    <Controller
      control={form.control}
      name="website"
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label="Website"
          type="url"
          placeholder="https://yourwebsite.com"
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
