import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import {
  type DocumentList,
  type DocumentToSign,
  ONBOARDING_TEXT,
  signDocument as signSchema,
} from "../../../src/shared/contracts/onboarding";
import { ApiForm } from "../../components/ui/api-form";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldError } from "../../components/ui/label";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { useApiForm } from "../../lib/use-api-form";
import { onboardingKeys, signDocument } from "./api";
import { announceSigned } from "./documents-sync";

const schema = signSchema;

/**
 * The signature (docs/product.md "Security" 6): the typed full name, "I agree", and the version read.
 * A newer version on the server (409) reloads the text to be read and agreed to anew; a signature
 * updates the list and this document's cached state, and tells the list tab (documents-sync.ts).
 */
export function SignForm({
  doc,
  onSigned,
  reload,
  reloading,
}: {
  doc: DocumentToSign;
  onSigned: (at: string) => void;
  reload: () => void;
  reloading: boolean;
}) {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useApiForm({
    schema,
    defaultValues: { fullName: "", version: doc.version },
    submit: (values) => {
      setChanged(false);
      return signDocument(doc.id, values);
    },
    onSuccess: (list: DocumentList) => {
      const status = list.documents.find((d) => d.id === doc.id);
      onSigned(status?.signedAt ?? new Date().toISOString());
      queryClient.setQueryData(onboardingKeys.documents, list);
      queryClient.setQueryData<DocumentToSign>(onboardingKeys.document(doc.id), (d) =>
        d ? { ...d, signed: true } : d,
      );
      announceSigned(doc.id);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return false;
      // A newer version on the server: read it again, and agree to it anew.
      setChanged(true);
      form.form.resetField("agree");
      reload();
      return true;
    },
  });

  // The version read is the version signed: a reloaded text brings its own.
  const { setValue } = form.form;
  useEffect(() => setValue("version", doc.version), [doc.version, setValue]);

  const agreeError = form.form.getFieldState("agree", form.form.formState).error?.message;

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <h2 className="text-xl">Sign this document</h2>
      <p className="mt-1 text-slate-700">
        Your typed full name and your agreement are your signature. We record when you signed and the exact
        text you signed.
      </p>
      {changed ? (
        <p role="alert" className="mt-4 flex items-start gap-2 rounded-md bg-warning-50 p-3 text-warning-800">
          <RefreshCw
            aria-hidden
            className={
              reloading ? "mt-0.5 size-4 shrink-0 motion-safe:animate-spin" : "mt-0.5 size-4 shrink-0"
            }
          />
          {ONBOARDING_TEXT.documentChanged}
        </p>
      ) : null}
      <ApiForm
        form={form}
        label={`Sign the ${doc.title}`}
        submitLabel="Sign"
        busyLabel="Signing..."
        submitClassName="w-full sm:w-auto sm:min-w-40"
        submitDisabled={reloading}
        className="mt-4"
      >
        <TextField
          id="sign-full-name"
          label="Type your full name to sign"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
          help="As you gave it when you enrolled."
          {...form.field("fullName")}
        />
        <Controller
          control={form.form.control}
          name="agree"
          render={({ field }) => (
            <div className="mt-5">
              <div className="flex items-start gap-3">
                <div className="flex h-tap shrink-0 items-center">
                  <Checkbox
                    id="sign-agree"
                    ref={field.ref}
                    name={field.name}
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    aria-invalid={agreeError ? true : undefined}
                    aria-describedby={agreeError ? "sign-agree-error" : undefined}
                  />
                </div>
                <label htmlFor="sign-agree" className="min-h-tap py-2.5 text-base text-slate-800">
                  I agree: I have read the {doc.title} above and accept its terms.
                </label>
              </div>
              <FieldError id="sign-agree-error">{agreeError}</FieldError>
            </div>
          )}
        />
      </ApiForm>
    </Card>
  );
}
