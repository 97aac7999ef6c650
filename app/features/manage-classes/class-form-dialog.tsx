import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Path } from "react-hook-form";
import { valueLabel } from "../../../src/shared/class-listing";
import {
  CLASS_LEVEL_VALUES,
  CLASS_LIMITS,
  CLASS_MINUTES,
  CLASS_TEXT,
  CLASS_TYPE_VALUES,
  type ClassInput,
  type ClassSaved,
  type OwnClass,
} from "../../../src/shared/contracts/manage-classes";
import { priceText } from "../../../src/shared/directory-rules";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Input, Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { addClass, applySaved, currentVersion, isConflict, updateClass } from "./api";
import {
  type ClassFormValues,
  classFormSchema,
  classValues,
  endText,
  formFieldOf,
  HOURS,
  newClassValues,
} from "./class-form";
import { ConflictAlert, type ConflictState } from "./conflict-alert";

/** What the dialog is open for: a new class, or an edit of a listed one. */
export type FormTarget = { mode: "add" } | { mode: "edit"; cls: OwnClass };

type ConflictProps = {
  conflict: ConflictState;
  onConflict: () => void;
  reload: () => void;
  reloading: boolean;
  reloadFailed: boolean;
};

/**
 * Add Class and Edit (spec portal §2, §5): the class form in an in-page dialog. Each field's message
 * appears under it, whether the browser or the server refused it. A save sends the version of the list
 * on screen; on a 409 the dialog stays open with everything typed, and Reload reads the list again.
 */
export function ClassFormDialog({
  target,
  onClose,
  onSaved,
  today,
  timeZone,
  ...conflict
}: {
  target: FormTarget | null;
  onClose: () => void;
  /** After a successful save (the dialog closes). */
  onSaved: () => void;
  today: string;
  timeZone: string;
} & ConflictProps) {
  const editing = target?.mode === "edit" ? target.cls : undefined;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title={editing ? "Edit Class" : "Add Class"}
          description={`Times are in ${timeZone}. A class lasts 2 hours. Fields marked * are required.`}
          className="sm:max-w-2xl"
        >
          <ClassForm
            key={editing?.id ?? "new"}
            editing={editing}
            today={today}
            timeZone={timeZone}
            onSaved={onSaved}
            {...conflict}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ClassForm({
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
  const queryClient = useQueryClient();
  const defaultValues = useMemo(() => (editing ? classValues(editing) : newClassValues()), [editing]);
  const schema = useMemo(
    () =>
      classFormSchema({
        today,
        kept: editing ? { text: priceText(editing.priceCents), cents: editing.priceCents } : undefined,
      }),
    [today, editing],
  );

  const apiForm = useApiForm<ClassFormValues, ClassInput, ClassSaved>({
    schema,
    defaultValues,
    submit: (values) => {
      const body = { version: currentVersion(queryClient) ?? 0, class: values };
      return editing ? updateClass(editing.id, body) : addClass(body);
    },
    onSuccess: (saved) => {
      // The answer's class and version replace the cached ones: the next write sends that version.
      void applySaved(queryClient, saved);
      notify.success(
        editing
          ? { title: CLASS_TEXT.updatedTitle, description: CLASS_TEXT.updated }
          : { title: CLASS_TEXT.addedTitle, description: CLASS_TEXT.added },
      );
      onSaved();
    },
    onError: (err, message) => {
      if (showServerIssues(err)) return true;
      if (isConflict(err)) onConflict();
      notify.error({
        title: CLASS_TEXT.addFailedTitle,
        description: editing ? CLASS_TEXT.editFailed : CLASS_TEXT.addFailed(message),
      });
      // The conflict has its own alert; an add's toast carries the reason already.
      return isConflict(err) || !editing;
    },
  });
  const { form, field } = apiForm;

  /** A 400's issues ("class.title") under the form's fields; false when one has no field here. */
  function showServerIssues(err: unknown): boolean {
    const issues = err instanceof ApiError ? err.issues : [];
    const fields = issues.map((i) => formFieldOf(i.field));
    if (issues.length === 0 || fields.some((f) => f === undefined)) return false;
    issues.forEach((issue, i) => {
      form.setError(
        fields[i] as Path<ClassFormValues>,
        { type: "server", message: issue.message },
        { shouldFocus: i === 0 },
      );
    });
    return true;
  }

  const bind = (name: keyof ClassFormValues) => {
    const { error, ...register } = field(name);
    const id = `class-${name}`;
    return {
      error,
      control: {
        ...register,
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      },
    };
  };

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
  const spotsLeft = field("spotsLeft");
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

        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Start time *</legend>
            <div className="mt-1 grid grid-cols-3 gap-2">
              <div>
                <label htmlFor="class-hour" className="sr-only">
                  Hour
                </label>
                <Select {...start.control}>
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
                <Select {...minuteField.control}>
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
                <Select {...halfField.control}>
                  <option value="AM">AM</option>
                  <option value="PM">PM</option>
                </Select>
              </div>
            </div>
            <FieldError id="class-hour-error">{start.error}</FieldError>
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
                : `Start + 2 hours, ${timeZone} time.`}
            </p>
          </div>
        </div>

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
            {...capacity}
            id="class-capacity"
          />
          <TextField
            label="Spots left"
            type="number"
            inputMode="numeric"
            min={0}
            max={CLASS_LIMITS.capacity}
            {...spotsLeft}
            id="class-spotsLeft"
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
