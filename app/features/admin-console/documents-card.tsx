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
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { ApiForm } from "../../components/ui/api-form";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { adminKeys, afterChange, publishDocument, useAdminDocuments } from "./api";
import { dateTime } from "./format";
import { LoadError, TableScroll, td, th } from "./parts";

const count = new Intl.NumberFormat("en-US");

/** The documents applicants and trainers sign: each version's signatures, and publishing a new one. */
export function DocumentsCard() {
  const query = useAdminDocuments();
  return (
    <section aria-labelledby="admin-card-documents">
      <Card>
        <CardHeader>
          <CardTitle id="admin-card-documents">Documents</CardTitle>
          <p className="text-sm text-slate-600">
            The texts signed during onboarding. A change is published as a new version; every signature stays
            tied to the exact text that was signed.
          </p>
        </CardHeader>
        <CardContent>
          {query.data ? (
            query.data.length === 0 ? (
              <p className="text-slate-700">There are no documents yet.</p>
            ) : (
              <Accordion type="multiple">
                {query.data.map((d) => (
                  <AccordionItem
                    key={d.id}
                    value={d.id}
                    question={
                      <span className="min-w-0">
                        <span className="break-words">
                          {d.title} (version {d.version})
                        </span>
                        <span className="block text-sm font-normal text-slate-600">
                          {d.required ? "Required" : "Optional"} · {d.versions.length}{" "}
                          {d.versions.length === 1 ? "version" : "versions"}
                        </span>
                      </span>
                    }
                  >
                    <DocumentPanel document={d} />
                  </AccordionItem>
                ))}
              </Accordion>
            )
          ) : query.isError ? (
            <LoadError
              what="the documents"
              error={query.error}
              retry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <div role="status" aria-label="Loading the documents" className="flex flex-col gap-2">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function DocumentPanel({ document: d }: { document: AdminDocument }) {
  return (
    <div className="flex flex-col gap-6 pt-1">
      <VersionsTable document={d} />
      <DocumentForm key={d.version} document={d} />
    </div>
  );
}

function VersionsTable({ document: d }: { document: AdminDocument }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-slate-900">Versions</h4>
      <TableScroll label={`Versions of the ${d.title}`} className="shadow-none">
        <table className="w-full min-w-[36rem] border-collapse">
          <caption className="sr-only">Versions of the {d.title}, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Version
              </th>
              <th scope="col" className={th}>
                Title
              </th>
              <th scope="col" className={th}>
                Published
              </th>
              <th scope="col" className={th}>
                By
              </th>
              <th scope="col" className={th}>
                Signatures
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {d.versions.map((v, i) => (
              <tr key={v.version} data-version={v.version}>
                <td className={`${td} whitespace-nowrap`}>
                  {v.version}
                  {i === 0 && (
                    <Badge tone="success" className="ml-2">
                      Current
                    </Badge>
                  )}
                </td>
                <td className={td}>{v.title}</td>
                <td className={`${td} whitespace-nowrap`}>{dateTime(v.createdAt)}</td>
                <td className={td}>{v.createdBy ?? "Shipped text"}</td>
                <td className={`${td} whitespace-nowrap`}>{v.signatures}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/** The server's answer that nothing changed, however it is worded (a message or a field's issue). */
function isUnchanged(err: unknown): boolean {
  if (!(err instanceof ApiError) || err.status !== 400) return false;
  const body = err.errorBody;
  return (
    body?.message === CONTENT_TEXT.documentUnchanged ||
    err.issues.some((i) => i.message === CONTENT_TEXT.documentUnchanged)
  );
}

function DocumentForm({ document: d }: { document: AdminDocument }) {
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
      queryClient.setQueryData<AdminDocument[]>(adminKeys.documents, (list) =>
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
