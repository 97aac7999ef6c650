import { Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  type CheckoutDetails,
  checkoutDetails,
  ONBOARDING_TEXT,
  PAYMENT_PLANS,
} from "../../../src/shared/contracts/onboarding";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { FormAlert } from "../../components/ui/text-field";
import { useApiForm } from "../../lib/use-api-form";
import { continuesByEmail, keepPending, pendingDetails, startCheckout } from "./api";
import { ApplicantFields } from "./applicant-fields";
import { PlanOptions, PlanSummary } from "./checkout-plans";
import { TermsCheckbox } from "./checkout-terms";
import {
  blank,
  DOCUMENTS_PATH,
  InfoNotice,
  InPageAlert,
  OnboardingFrame,
  useInfoNotice,
} from "./entry-parts";
import { dropDraft, useKeepDraft, useRestoreDraft } from "./form-draft";

type Tab = "details" | "payment";

const DRAFT = "checkout";
/** What the draft keeps: everything typed or chosen, never the terms box (ticked anew after a reload). */
const DRAFT_FIELDS = ["fullName", "email", "phone", "city", "state", "paymentPlan"] as const;

/** The required fields in screen order, each with what it says when missing (the first one gets the focus). */
const REQUIRED: ReadonlyArray<{ name: "fullName" | "email" | "phone"; message: string }> = [
  { name: "fullName", message: ONBOARDING_TEXT.fullNameRequired },
  { name: "email", message: ONBOARDING_TEXT.emailRequired },
  { name: "phone", message: ONBOARDING_TEXT.phoneRequired },
];

/** The form as the server draws it; this tab's draft comes in after hydration (form-draft.ts). */
const INITIAL: CheckoutDetails = {
  fullName: "",
  email: "",
  phone: "",
  city: "",
  state: "",
  agreeTerms: undefined as unknown as true,
  paymentPlan: "full",
};

/** A kept draft as the form's values: a plan the form does not offer is not taken. */
function fromDraft({ paymentPlan, ...rest }: Partial<Record<(typeof DRAFT_FIELDS)[number], string>>) {
  const plan = PAYMENT_PLANS.find((p) => p === paymentPlan);
  return plan ? { ...rest, paymentPlan: plan } : rest;
}

/**
 * /onboarding/checkout: Trainer Certification Checkout (spec portal §2 Onboarding 2; docs/product.md
 * "Onboarding flow" 1). Complete Checkout creates the applicant (the server sets the onboarding cookie),
 * keeps the spec's session storage, opens the chosen plan's payment page in a new tab and goes on to
 * the documents. For an e-mail that already has an application the server changes nothing and e-mails
 * the link to continue it: the screen says so, and stays. What was typed survives a reload (form-draft.ts).
 */
export default function CheckoutScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("details");
  const [alert, setAlert] = useState<string | null>(null);
  const notice = useInfoNotice();

  const form = useApiForm({
    schema: checkoutDetails,
    defaultValues: INITIAL,
    submit: startCheckout,
    onSuccess: (answer, values) => {
      dropDraft(DRAFT);
      if (continuesByEmail(answer)) {
        notice.show(answer.message);
        return;
      }
      keepPending(answer.applicantId, {
        ...pendingDetails(values),
        paymentPlan: values.paymentPlan,
        paymentUrl: answer.paymentUrl ?? undefined,
      });
      if (answer.paymentUrl) window.open(answer.paymentUrl, "_blank", "noopener");
      navigate(DOCUMENTS_PATH);
    },
  });
  useKeepDraft(DRAFT, form.form, DRAFT_FIELDS);
  useRestoreDraft(DRAFT, form.form, DRAFT_FIELDS, { accept: fromDraft });
  const plan = form.form.watch("paymentPlan");
  // A message under a field goes once the field is edited (the form is checked again at the click).
  const clearOnChange = (name: keyof CheckoutDetails) => ({ onChange: () => form.form.clearErrors(name) });

  // The spec's summary message, and each missing field's own message under it; the first one focused.
  const showMissing = (missing: ReadonlyArray<{ name: keyof CheckoutDetails; message: string }>) => {
    setTab("details");
    setAlert(ONBOARDING_TEXT.checkoutInvalid);
    for (const { name, message } of missing) form.form.setError(name, { type: "required", message });
    const first = missing[0]?.name;
    // After the details tab is shown again: a hidden field cannot take the focus.
    if (first) requestAnimationFrame(() => form.form.setFocus(first));
  };

  const complete = async (event: FormEvent) => {
    event.preventDefault();
    notice.clear();
    form.form.clearErrors();
    const v = form.form.getValues();
    const missing: { name: keyof CheckoutDetails; message: string }[] = REQUIRED.filter((f) =>
      blank(v[f.name]),
    );
    if (v.agreeTerms !== true) missing.push({ name: "agreeTerms", message: ONBOARDING_TEXT.termsRequired });
    if (missing.length > 0) return showMissing(missing);
    setAlert(null);
    if (!(await form.form.trigger(undefined, { shouldFocus: true }))) {
      setTab("details");
      return;
    }
    await form.onSubmit();
    // The server's field issues (an e-mail it refused) sit on the details tab.
    if (Object.keys(form.form.formState.errors).length > 0) setTab("details");
  };

  return (
    <OnboardingFrame width="xl">
      <h1 className="text-2xl sm:text-3xl">Trainer Certification Checkout</h1>
      <p className="mt-2 text-slate-700">
        Give your details and choose how to pay. Your documents to sign come right after.
      </p>

      <form
        noValidate
        aria-label="Trainer Certification Checkout"
        onSubmit={complete}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="details">Your Details</TabsTrigger>
            <TabsTrigger value="payment">Payment Options</TabsTrigger>
          </TabsList>

          <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
            <Card className="p-5 sm:p-6">
              <ApplicantFields
                idPrefix="checkout"
                bind={(name) =>
                  name === "city" || name === "state"
                    ? form.field(name)
                    : form.field(name, clearOnChange(name))
                }
              />
              <TermsCheckbox
                control={form.form.control}
                onAgreed={() => form.form.clearErrors("agreeTerms")}
              />
              <Button variant="secondary" className="mt-5 w-full sm:w-auto" onClick={() => setTab("payment")}>
                Continue to Payment Options
              </Button>
            </Card>
          </TabsContent>

          <TabsContent value="payment" forceMount className="data-[state=inactive]:hidden">
            <Card className="p-5 sm:p-6">
              <h2 id="plan-label" className="text-lg">
                Choose how to pay
              </h2>
              <Controller
                control={form.form.control}
                name="paymentPlan"
                render={({ field }) => <PlanOptions value={field.value} onChange={field.onChange} />}
              />
            </Card>
          </TabsContent>
        </Tabs>

        <Card className="p-5 sm:p-6 lg:mt-17">
          <h2 className="text-lg">Your Order</h2>
          <PlanSummary plan={plan} />
          <Button type="submit" className="mt-5 w-full" disabled={form.isSubmitting}>
            {form.isSubmitting ? "Processing..." : "Complete Checkout"}
          </Button>
          <InPageAlert message={alert} className="mt-4" />
          <InfoNotice ref={notice.ref} message={notice.message} className="mt-4" />
          <FormAlert>{form.serverError}</FormAlert>
          <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            Your payment page opens in a new tab at our secure store; your documents to sign open here.
          </p>
        </Card>
      </form>
    </OnboardingFrame>
  );
}
