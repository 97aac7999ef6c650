import type { OwnClass } from "../../../src/shared/contracts/manage-classes";
import { zoneLabel } from "../../../src/shared/time-zones";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { ClassEditForm, type ConflictProps } from "./class-edit-form";

/** What the dialog is open for: a new class, or an edit of a listed one. */
export type FormTarget = { mode: "add" } | { mode: "edit"; cls: OwnClass };

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
          description={`Times are in ${zoneLabel(timeZone)}. A class lasts 2 hours. Fields marked * are required.`}
          className="sm:max-w-2xl"
        >
          <ClassEditForm
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
