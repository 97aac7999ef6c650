import { CLASS_MINUTES } from "../../../src/shared/contracts/manage-classes";
import { zoneName } from "../../../src/shared/time-zones";
import { Input } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { HOURS } from "./class-form";
import type { BoundField } from "./use-class-form";

/**
 * The class's start (hour 1-12, minute, AM/PM; spec §5) and its read-only end: the start plus two
 * hours, in the trainer's time zone, or a hint when that passes midnight.
 */
export function ClassTimeFields({
  hour,
  minute,
  half,
  end,
  timeZone,
}: {
  hour: BoundField;
  minute: BoundField;
  half: BoundField;
  /** "8:30 PM"; "" before a start is picked; null past midnight. */
  end: string | null;
  timeZone: string;
}) {
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Start time *</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          <div>
            <label htmlFor="class-hour" className="sr-only">
              Hour
            </label>
            <Select {...hour.control}>
              <option value="">Hour</option>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor="class-minute" className="sr-only">
              Minute
            </label>
            <Select {...minute.control}>
              {CLASS_MINUTES.map((m) => (
                <option key={m} value={m}>
                  :{m}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor="class-half" className="sr-only">
              AM or PM
            </label>
            <Select {...half.control}>
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </Select>
          </div>
        </div>
        <FieldError id="class-hour-error">{hour.error}</FieldError>
      </fieldset>
      <div>
        <Label htmlFor="class-end">End time</Label>
        <Input
          id="class-end"
          readOnly
          value={end ?? ""}
          placeholder="2 hours after the start"
          aria-describedby="class-end-help"
          className="mt-1 bg-slate-100"
        />
        <p id="class-end-help" className="mt-1 text-sm text-slate-600">
          {end === null
            ? "Past midnight: choose an earlier start."
            : `Start + 2 hours, ${zoneName(timeZone)}.`}
        </p>
      </div>
    </div>
  );
}
