import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import {
  type AdminDocument,
  CONTENT_TEXT,
  DOCUMENT_BODY_MAX,
  documentEdit,
  nextDocumentVersion,
} from "../../../src/shared/contracts/admin-content";
import { onboardingAdminEndpoints } from "../../../src/shared/contracts/onboarding";
import { ApiForm } from "../../components/ui/api-form";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, publishDocument, setAdminResource } from "./api";

const count = new Intl.NumberFormat("en-US");

/** The server's answer that nothing changed, however it is worded (a message or a field's issue). */
function isUnchanged(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  const body = err.errorBody;
  return (
    body?.message === CONTENT_TEXT.documentUnchanged ||
    err.issues.some((i) => i.message === CONTENT_TEXT.documentUnchanged)
  );
}

/** The document's title and text; a change is published as a new version, asked first. */
export function DocumentForm({ document: d }: { document: AdminDocument }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  const next = nextDocumentVersion(d.versions.map((v) => v.version).concat(d.version));
  const { form, field, ...state } = useApiForm({
    schema: documentEdit,
    defaultValues: { title: d.title, body: d.body },
    submit: (v) => publishDocument(d.id, v),
    onSuccess: async (saved) => {
      setConfirming(false);
      setAdminResource(queryClient, onboardingAdminEndpoints.documents, (list) =>
        list?.map((x) => (x.id === saved.id ? saved : x)),
      );
      notify.success({
        title: `Version ${saved.version} published`,
        description: `${saved.title}: everyone who has not signed it is asked to sign.`,
      });
      await afterChange(queryClient);
    },
    onError: (err) => {
      setConfirming(false);
      if (!isUnchanged(err)) return undefined;
      setUnchanged(true);
      return true;
    },
  });
  const body = useWatch({ control: form.control, name: "body" }) ?? "";
  const { error: bodyError, ...bodyInput } = field("body");
  const prefix = `document-${d.id}`;
  const described = [bodyError ? `${prefix}-body-error` : null, `${prefix}-body-count`]
    .filter(Boolean)
    .join(" ");

  // Checked first in the browser (the title and text as they are), then asked before publishing.
  const ask = form.handleSubmit((v) => {
    setUnchanged(false);
    state.clearServerError();
    if (v.title === d.title.trim() && v.body === d.body.trim()) setUnchanged(true);
    else setConfirming(true);
  });

  return (
    <>
      <ApiForm
        form={{
          onSubmit: ask,
          isSubmitting: state.isSubmitting,
          serverError: unchanged ? CONTENT_TEXT.documentUnchanged : state.serverError,
        }}
        label={`Edit the ${d.title}`}
        submitLabel="Publish new version"
        busyLabel="Publishing..."
      >
        <h4 className="mb-3 font-semibold text-slate-900">Edit the text</h4>
        <div className="flex flex-col gap-4">
          <TextField id={`${prefix}-title`} label="Title" {...field("title")} />
          <div>
            <Label htmlFor={`${prefix}-body`}>Text</Label>
            <Textarea
              id={`${prefix}-body`}
              rows={14}
              className="mt-1 text-sm"
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={described}
              {...bodyInput}
            />
            <FieldError id={`${prefix}-body-error`}>{bodyError}</FieldError>
            <p
              id={`${prefix}-body-count`}
              className={
                body.length > DOCUMENT_BODY_MAX
                  ? "mt-1 text-sm text-danger-700"
                  : "mt-1 text-sm text-slate-600"
              }
            >
              {count.format(body.length)} of {count.format(DOCUMENT_BODY_MAX)} characters
            </p>
          </div>
        </div>
      </ApiForm>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Publish version ${next}?`}
        description={
          <p>
            Everyone who has not signed this new text will be asked to sign it; signatures of earlier versions
            stay tied to the text they signed.
          </p>
        }
        confirmLabel="Publish"
        busyLabel="Publishing..."
        busy={state.isSubmitting}
        onConfirm={() => void state.onSubmit()}
      />
    </>
  );
}
