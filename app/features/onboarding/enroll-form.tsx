import { FileSignature } from "lucide-react";
import type { RefObject } from "react";
import {
  DEVICE_COLORS,
  type EnrollmentForm,
  enrollmentForm,
  ONBOARDING_TEXT,
  SHIRT_SIZES,
} from "../../../src/shared/contracts/onboarding";
import { ApiForm } from "../../components/ui/api-form";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { completeEnrollment, continuesByEmail } from "./api";
import { InfoNotice, SelectBinding, useInfoNotice } from "./entry-parts";
import { dropDraft, useKeepDraft, useRestoreDraft } from "./form-draft";

const SHIRT_OPTIONS = SHIRT_SIZES.map((size) => ({ value: size, label: size }));

const DRAFT = "enrollment";
const DRAFT_FIELDS = ["fullName", "email", "phone", "address", "shirtSize", "deviceColor"] as const;

const EMPTY: EnrollmentForm = {
  fullName: "",
  email: "",
  phone: "",
  address: "",
  shirtSize: "" as EnrollmentForm["shirtSize"],
  deviceColor: "" as EnrollmentForm["deviceColor"],
  paymentPlan: "shopify",
};

/**
 * "Complete Your Enrollment" (spec portal §2 Onboarding 1): a storefront buyer's details, which send the
 * documents e-mail. What was typed survives a reload (form-draft.ts).
 */
export function CompleteEnrollment({
  headingRef,
  onDone,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}) {
  const notice = useInfoNotice();
  const form = useApiForm({
    schema: enrollmentForm,
    defaultValues: EMPTY,
    submit: (values) => {
      notice.clear();
      return completeEnrollment({ ...values, paymentPlan: "shopify" });
    },
    onSuccess: (result) => {
      dropDraft(DRAFT);
      // An e-mail that already has an application: nothing changed, the link to continue is e-mailed.
      if (continuesByEmail(result)) {
        notice.show(result.message);
        return;
      }
      notify.success({
        title: ONBOARDING_TEXT.enrollDoneTitle,
        description: ONBOARDING_TEXT.enrollDone,
      });
      form.form.reset(EMPTY);
      onDone();
    },
    onError: (_err, message) => {
      notify.error({ title: ONBOARDING_TEXT.enrollFailedTitle, description: message });
      return true;
    },
  });
  useKeepDraft(DRAFT, form.form, DRAFT_FIELDS);
  // What this tab typed before a reload, once hydrated; a value no option has is simply not selected.
  useRestoreDraft(DRAFT, form.form, DRAFT_FIELDS);

  return (
    <Card className="p-5 sm:p-8">
      <h2 id="complete-title" ref={headingRef} tabIndex={-1} className="scroll-mt-4 text-xl outline-none">
        Complete Your Enrollment
      </h2>
      <p className="mt-2 text-slate-700">
        Paid at our store? Give us your details so we can ship your instructor shirt and self-defense device
        and send your training documents.
      </p>
      <ApiForm
        form={form}
        label="Complete Your Enrollment"
        submitLabel="Complete Enrollment & Send Documents"
        busyLabel="Processing..."
        submitClassName="w-full"
        className="mt-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="enroll-fullName"
            label="Full Name"
            autoComplete="name"
            className="sm:col-span-2"
            {...form.field("fullName")}
          />
          <TextField
            id="enroll-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            {...form.field("email")}
          />
          <TextField
            id="enroll-phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...form.field("phone")}
          />
          <TextField
            id="enroll-address"
            label="Shipping Address"
            autoComplete="street-address"
            help="Where we send your instructor shirt and self-defense device."
            className="sm:col-span-2"
            {...form.field("address")}
          />
          <SelectBinding
            id="enroll-shirtSize"
            label="Shirt Size"
            placeholder="Select a size"
            options={SHIRT_OPTIONS}
            {...form.field("shirtSize")}
          />
          <SelectBinding
            id="enroll-deviceColor"
            label="Device Color"
            placeholder="Select a color"
            options={DEVICE_COLORS}
            {...form.field("deviceColor")}
          />
        </div>
        <p className="mt-5 rounded-md bg-info-50 p-3 text-sm text-info-700">
          Payment options are chosen at checkout in our store.
        </p>
      </ApiForm>
      <InfoNotice ref={notice.ref} message={notice.message} className="mt-4" />
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
        <FileSignature aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
        Your training documents are sent to your e-mail for electronic signature.
      </p>
    </Card>
  );
}
