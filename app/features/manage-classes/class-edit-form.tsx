import { CLASS_LIMITS, type OwnClass } from "../../../src/shared/contracts/manage-classes";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { DialogClose } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/text-field";
import { endText } from "./class-form";
import { ClassMoreFields } from "./class-more-fields";
import { ClassTimeFields } from "./class-time-fields";
import { ConflictAlert, type ConflictState } from "./conflict-alert";
import { useClassForm } from "./use-class-form";

/** The version check's state and its Reload, from the screen (manage-classes-screen.tsx). */
export type ConflictProps = {
  conflict: ConflictState;
  onConflict: () => void;
  reload: () => void;
  reloading: boolean;
  reloadFailed: boolean;
};

/**
 * The class form inside the dialog (class-form-dialog.tsx): the required fields, the start and end
 * (class-time-fields.tsx), the optional details (class-more-fields.tsx) and the version check's alert.
 */
export function ClassEditForm({
  editing,
  today,
  timeZone,
  onSaved,
  conflict,
  onConflict,
  reload,
  reloading,
  reloadFailed,
}: {
  editing?: OwnClass;
  today: string;
  timeZone: string;
  onSaved: () => void;
} & ConflictProps) {
  const { apiForm, bind } = useClassForm({ editing, today, onSaved, onConflict });
  const { form, field } = apiForm;

  const [hour, minute, half] = form.watch(["hour", "minute", "half"]);
  const end = endText({ hour, minute, half });
  // Registered in the order they are shown: the first refused field gets the focus.
  const title = field("title");
  const date = field("date");
  const price = field("price");
  const start = bind("hour");
  const minuteField = bind("minute");
  const halfField = bind("half");
  const location = field("location");
  const paymentLink = field("paymentLink");
  const address = field("address");
  const capacity = field("capacity");
  const type = bind("type");
  const level = bind("level");
  const tags = field("tags");
  const notes = bind("notes");

  return (
    <ApiForm
      form={apiForm}
      label={editing ? "Edit class" : "Add class"}
      submitLabel={editing ? "Save Changes" : "Add Class"}
      busyLabel="Saving..."
      submitClassName="flex-1 sm:flex-none"
      actions={
        <DialogClose asChild>
          <Button variant="secondary" className="flex-1 sm:flex-none">
            Cancel
          </Button>
        </DialogClose>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Class title *"
          autoComplete="off"
          maxLength={CLASS_LIMITS.title}
          className="sm:col-span-2"
          {...title}
          id="class-title"
        />
        <TextField label="Date *" type="date" min={today} {...date} id="class-date" />
        <TextField
          label="Price"
          inputMode="decimal"
          autoComplete="off"
          help="Like $75. Enter 0 for a free class."
          {...price}
          id="class-price"
        />

        <ClassTimeFields hour={start} minute={minuteField} half={halfField} end={end} timeZone={timeZone} />

        <TextField
          label="Location *"
          autoComplete="off"
          maxLength={CLASS_LIMITS.location}
          help="Venue and city, for example: Riverside Community Center, Tulsa, OK"
          className="sm:col-span-2"
          {...location}
          id="class-location"
        />
        <TextField
          label="Payment link *"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          help="Where students register and pay (the Registration Link)."
          className="sm:col-span-2"
          {...paymentLink}
          id="class-paymentLink"
        />
      </div>

      <ClassMoreFields
        address={address}
        capacity={capacity}
        type={type}
        level={level}
        tags={tags}
        notes={notes}
      />

      <ConflictAlert
        className="mt-5"
        state={conflict}
        reloading={reloading}
        reloadFailed={reloadFailed}
        onReload={reload}
        reloadedText="The list is up to date. Check your class and save again."
      />
    </ApiForm>
  );
}
