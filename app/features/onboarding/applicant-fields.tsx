import { TextField } from "../../components/ui/text-field";
import type { FieldBinding } from "../../lib/use-api-form";
import { Optional } from "./entry-parts";

export type ApplicantFieldName = "fullName" | "email" | "phone" | "city" | "state";

/**
 * The applicant's details as checkout and confirmation ask for them (contracts/onboarding.ts
 * checkoutDetails, applicantDetails): name, e-mail and phone required, city and state optional. Each
 * field's id is `${idPrefix}-${name}`; `bind` is the form's registration of the field.
 */
export function ApplicantFields({
  idPrefix,
  bind,
}: {
  idPrefix: string;
  bind: (name: ApplicantFieldName) => FieldBinding;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        id={`${idPrefix}-fullName`}
        label="Full Name"
        autoComplete="name"
        required
        className="sm:col-span-2"
        {...bind("fullName")}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...bind("email")}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        {...bind("phone")}
      />
      <TextField
        id={`${idPrefix}-city`}
        label={<Optional>City</Optional>}
        autoComplete="address-level2"
        {...bind("city")}
      />
      <TextField
        id={`${idPrefix}-state`}
        label={<Optional>State/Province</Optional>}
        autoComplete="address-level1"
        {...bind("state")}
      />
    </div>
  );
}
