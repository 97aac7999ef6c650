/** Personal: name, contact, address and time zone; the login e-mail, city and state read-only. */

import { zoneLabel } from "../../../../src/shared/time-zones";
import { SelectField } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { OwnerOnlyNote, ReadOnlyField } from "../shared-ui";
import { grid, type ProfileForm, WebsiteField } from "./tab-parts";

/** North American zones first; the trainer's own zone is always offered. */
const ZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Halifax",
  "America/St_Johns",
  "America/Toronto",
  "America/Winnipeg",
  "America/Regina",
  "America/Edmonton",
  "America/Vancouver",
  "America/Whitehorse",
  "America/Puerto_Rico",
];

export function PersonalTab({ form, field, profile }: ProfileForm) {
  const zones = ZONES.includes(profile.timeZone) ? ZONES : [profile.timeZone, ...ZONES];
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <TextField id="profile-name" label="Full name *" autoComplete="name" {...field("name")} />
        <dl>
          <ReadOnlyField label="Email" value={profile.email} />
        </dl>
        <TextField id="profile-phone" label="Phone" type="tel" autoComplete="tel" {...field("phone")} />
        <WebsiteField form={form} id="profile-website" />
        <TextField
          id="profile-address"
          label="Street address"
          autoComplete="street-address"
          {...field("address")}
        />
        <TextField
          id="profile-postalCode"
          label="Postal code"
          autoComplete="postal-code"
          {...field("postalCode")}
        />
        <SelectField id="profile-timeZone" label="Time zone" {...field("timeZone")}>
          {zones.map((zone) => (
            // The server's ICU and the browser's may name a zone differently ("Central Time" against
            // "Central Time (Canada)" for Winnipeg): the option keeps the server's words, no mismatch.
            <option key={zone} value={zone} suppressHydrationWarning>
              {zoneLabel(zone)}
            </option>
          ))}
        </SelectField>
      </div>
      <dl className={grid}>
        <ReadOnlyField label="City" value={profile.city} />
        <ReadOnlyField label="State/Province" value={profile.state} />
      </dl>
      <p className="text-sm text-slate-600">
        The login e-mail is changed only by the admin. Your classes are shown in your time zone.
      </p>
      <OwnerOnlyNote />
    </div>
  );
}
