import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { applicantDetails, ONBOARDING_TEXT } from "../../../src/shared/contracts/onboarding";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/text-field";
import { useSite } from "../../lib/site-config";
import { useApiForm } from "../../lib/use-api-form";
import { continuesByEmail, giveDetails, keepPending, pendingDetails, readPendingData } from "./api";
import { ApplicantFields } from "./applicant-fields";
import {
  blank,
  DOCUMENTS_PATH,
  InfoNotice,
  InPageAlert,
  OnboardingFrame,
  useInfoNotice,
} from "./entry-parts";
import { dropDraft, useKeepDraft, useRestoreDraft } from "./form-draft";

const DRAFT = "trainer-information";
const DRAFT_FIELDS = ["fullName", "email", "phone", "city", "state"] as const;
const EMPTY = { fullName: "", email: "", phone: "", city: "", state: "" };

/** The details the spec's session storage kept (the fields that hold text). */
function pendingFields(): Partial<Record<(typeof DRAFT_FIELDS)[number], string>> {
  const data = readPendingData();
  if (!data) return {};
  const { fullName, email, phone, city, state } = data;
  return Object.fromEntries(
    Object.entries({ fullName, email, phone, city, state }).filter(
      ([, v]) => typeof v === "string" && v !== "",
    ),
  );
}

/**
 * /onboarding/confirmation: payment completed, trainer information (spec portal §2 Onboarding 3;
 * docs/product.md "Onboarding flow" 3). For a buyer who paid at the storefront from /enroll and so has
 * no applicant yet: the details create one (and the onboarding session), then the documents. For an
 * e-mail that already has an application nothing changes: the screen says the link to continue it is
 * on its way. What was typed survives a reload (form-draft.ts).
 */
export default function ConfirmationScreen() {
  const site = useSite();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const notice = useInfoNotice();
  const form = useApiForm({
    schema: applicantDetails,
    defaultValues: EMPTY,
    submit: giveDetails,
    onSuccess: (answer, values) => {
      dropDraft(DRAFT);
      if (continuesByEmail(answer)) {
        notice.show(answer.message);
        return;
      }
      keepPending(answer.applicantId, pendingDetails(values));
      navigate(DOCUMENTS_PATH);
    },
  });
  useKeepDraft(DRAFT, form.form, DRAFT_FIELDS);
  // Once hydrated, prefilled from the spec's session storage when checkout or an earlier visit kept it;
  // what this tab typed since (the draft) over it.
  useRestoreDraft(DRAFT, form.form, DRAFT_FIELDS, { base: pendingFields });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = form.form.getValues();
    if (blank(v.fullName) || blank(v.email) || blank(v.phone)) {
      setAlert(ONBOARDING_TEXT.detailsInvalid);
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setAlert(null);
    notice.clear();
    await form.onSubmit();
  };

  return (
    <OnboardingFrame>
      <div className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-success-700" />
        <h1 className="mt-3 text-2xl sm:text-3xl">Payment Completed</h1>
        <p className="mx-auto mt-2 max-w-lg text-slate-700">
          Thank you for enrolling in the {site.brandName} Trainer Certification. Tell us about yourself so we
          can prepare your training documents.
        </p>
      </div>

      <Card className="mt-8 p-5 sm:p-6">
        <h2 id="details-title" className="text-xl">
          Trainer Information
        </h2>
        <form noValidate aria-labelledby="details-title" onSubmit={submit} className="mt-4">
          <ApplicantFields idPrefix="details" bind={(name) => form.field(name)} />
          <Button type="submit" className="mt-6 w-full" disabled={form.isSubmitting}>
            {form.isSubmitting ? "Processing..." : "Continue to Documents"}
          </Button>
          <InPageAlert ref={alertRef} message={alert} className="mt-4" />
          <InfoNotice ref={notice.ref} message={notice.message} className="mt-4" />
          <FormAlert>{form.serverError}</FormAlert>
        </form>
      </Card>
      <p className="mt-4 text-center text-sm text-slate-700">
        Next, you'll sign your training documents online.
      </p>
    </OnboardingFrame>
  );
}
