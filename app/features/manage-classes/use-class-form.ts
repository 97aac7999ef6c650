/**
 * The class form's state (spec portal §5, §8): its values checked by the contract (class-form.ts), the
 * save (add or edit, with the version of the list on screen), the toasts, and a 400's issues put under
 * the fields the trainer filled in.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Path } from "react-hook-form";
import {
  CLASS_TEXT,
  type ClassInput,
  type ClassSaved,
  type OwnClass,
} from "../../../src/shared/contracts/manage-classes";
import { priceText } from "../../../src/shared/directory-rules";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { addClass, applySaved, currentVersion, isConflict, updateClass } from "./api";
import {
  type ClassFormValues,
  classFormSchema,
  classValues,
  formFieldOf,
  newClassValues,
} from "./class-form";

export function useClassForm({
  editing,
  today,
  onSaved,
  onConflict,
}: {
  editing?: OwnClass;
  today: string;
  /** After a successful save. */
  onSaved: () => void;
  /** The save answered 409: the list changed in another window. */
  onConflict: () => void;
}) {
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

  /** A field drawn by hand, with the id its label names and its message's description. */
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

  return { apiForm, bind };
}

/** A field drawn by hand (a select, the notes): its message and what its control element takes. */
export type BoundField = ReturnType<ReturnType<typeof useClassForm>["bind"]>;
