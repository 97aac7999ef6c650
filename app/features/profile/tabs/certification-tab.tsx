/** Certification: the owner-only dates, and the trainer's liability insurance. */
import { INSURANCE_GUIDANCE, INSURANCE_PROVIDERS } from "../../../../src/shared/contracts/profile";
import { SelectField } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { CheckField } from "../fields";
import { OwnerOnlyNote, ReadOnlyField } from "../shared-ui";
import { grid, type ProfileForm } from "./tab-parts";

export function CertificationTab({ form, field, profile }: ProfileForm) {
  const insured = form.watch("hasInsurance");
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        <ReadOnlyField label="Initial training date" value={profile.trainingDate} />
        <ReadOnlyField label="Certification date" value={profile.certificationDate} />
        <ReadOnlyField label="Next renewal date" value={profile.renewalDate} />
      </dl>
      <OwnerOnlyNote />
      <CheckField control={form.control} name="hasInsurance" label="I have liability insurance" />
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">{INSURANCE_GUIDANCE}</p>
      {insured && (
        <div className={grid}>
          <SelectField
            id="profile-insuranceProvider"
            label="Insurance provider"
            {...field("insuranceProvider")}
          >
            <option value="">Choose a provider</option>
            {INSURANCE_PROVIDERS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <TextField
            id="profile-insuranceExpiry"
            label="Insurance expiry"
            type="date"
            {...field("insuranceExpiry")}
          />
        </div>
      )}
    </div>
  );
}
