import { valueLabel } from "../../../src/shared/class-listing";
import {
  CLASS_LEVEL_VALUES,
  CLASS_LIMITS,
  CLASS_TYPE_VALUES,
} from "../../../src/shared/contracts/manage-classes";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { TextField } from "../../components/ui/text-field";
import type { FieldBinding } from "../../lib/use-api-form";
import type { BoundField } from "./use-class-form";

/** "More details (optional)": the address, places, type, level, tags and the trainer's private notes. */
export function ClassMoreFields({
  address,
  capacity,
  type,
  level,
  tags,
  notes,
}: {
  address: FieldBinding;
  capacity: FieldBinding;
  type: BoundField;
  level: BoundField;
  tags: FieldBinding;
  notes: BoundField;
}) {
  return (
    <fieldset className="mt-6 border-t border-slate-200 pt-4">
      <legend className="pr-2 font-semibold text-slate-900">More details (optional)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Street address"
          autoComplete="off"
          maxLength={CLASS_LIMITS.address}
          className="sm:col-span-2"
          {...address}
          id="class-address"
        />
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          max={CLASS_LIMITS.capacity}
          help="Empty for no limit. Spots left are counted from reservations."
          {...capacity}
          id="class-capacity"
        />
        <div>
          <Label htmlFor="class-type" className="mb-1">
            Type
          </Label>
          <Select {...type.control}>
            <option value="">Not set</option>
            {CLASS_TYPE_VALUES.map((v) => (
              <option key={v} value={v}>
                {valueLabel(v)}
              </option>
            ))}
          </Select>
          <FieldError id="class-type-error">{type.error}</FieldError>
        </div>
        <div>
          <Label htmlFor="class-level" className="mb-1">
            Level
          </Label>
          <Select {...level.control}>
            <option value="">Not set</option>
            {CLASS_LEVEL_VALUES.map((v) => (
              <option key={v} value={v}>
                {valueLabel(v)}
              </option>
            ))}
          </Select>
          <FieldError id="class-level-error">{level.error}</FieldError>
        </div>
        <TextField
          label="Tags"
          autoComplete="off"
          help={`Separate tags with commas (at most ${CLASS_LIMITS.tags}).`}
          className="sm:col-span-2"
          {...tags}
          id="class-tags"
        />
        <div className="sm:col-span-2">
          <Label htmlFor="class-notes">Private notes</Label>
          <Textarea
            rows={3}
            maxLength={CLASS_LIMITS.notes}
            className="mt-1"
            {...notes.control}
            aria-describedby={notes.error ? "class-notes-error" : "class-notes-help"}
          />
          {notes.error ? (
            <FieldError id="class-notes-error">{notes.error}</FieldError>
          ) : (
            <p id="class-notes-help" className="mt-1 text-sm text-slate-600">
              Only you see these notes.
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
