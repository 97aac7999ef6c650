import { ExternalLink, Lock } from "lucide-react";
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
import { Checkbox } from "../../components/ui/checkbox";
import { FieldError, Label } from "../../components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { FormAlert, TextField } from "../../components/ui/text-field";
import { useSite } from "../../lib/site-config";
import { useApiForm } from "../../lib/use-api-form";
import { continuesByEmail, keepPending, startCheckout } from "./api";
import { PLANS, PlanOptions } from "./checkout-plans";
import {
  blank,
  DOCUMENTS_PATH,
  InfoNotice,
  InPageAlert,
  linkClass,
  OnboardingFrame,
  Optional,
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
  const site = useSite();
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
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        city: values.city,
        state: values.state,
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
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  id="checkout-fullName"
                  label="Full Name"
                  autoComplete="name"
                  required
                  className="sm:col-span-2"
                  {...form.field("fullName", clearOnChange("fullName"))}
                />
                <TextField
                  id="checkout-email"
                  label="Email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  {...form.field("email", clearOnChange("email"))}
                />
                <TextField
                  id="checkout-phone"
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  {...form.field("phone", clearOnChange("phone"))}
                />
                <TextField
                  id="checkout-city"
                  label={<Optional>City</Optional>}
                  autoComplete="address-level2"
                  {...form.field("city")}
                />
                <TextField
                  id="checkout-state"
                  label={<Optional>State/Province</Optional>}
                  autoComplete="address-level1"
                  {...form.field("state")}
                />
              </div>
              <Controller
                control={form.form.control}
                name="agreeTerms"
                render={({ field, fieldState }) => (
                  <div className="mt-5">
                    <div className="flex min-h-tap items-start gap-3 py-1">
                      <Checkbox
                        id="checkout-agreeTerms"
                        checked={field.value === true}
                        onCheckedChange={(v) => {
                          field.onChange(v === true ? true : undefined);
                          if (v === true) form.form.clearErrors("agreeTerms");
                        }}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        className="mt-0.5 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger-700"
                        aria-invalid={fieldState.error ? true : undefined}
                        aria-describedby={fieldState.error ? "checkout-agreeTerms-error" : undefined}
                      />
                      <Label htmlFor="checkout-agreeTerms" className="text-base font-normal">
                        I agree to the{" "}
                        <a
                          href="/legal/terms"
                          target="_blank"
                          rel="noopener noreferrer"
                          className={linkClass}
                        >
                          Terms and Conditions
                          <ExternalLink aria-hidden className="ml-1 inline size-4 align-[-2px]" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </Label>
                    </div>
                    <FieldError id="checkout-agreeTerms-error">{fieldState.error?.message}</FieldError>
                  </div>
                )}
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
          <p className="mt-3 text-slate-700">{site.brandName} Trainer Certification</p>
          <p className="mt-1 flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-900">{PLANS[plan].title}</span>
            <span className="text-right text-xl font-semibold text-slate-900">
              {PLANS[plan].price}
              {plan === "flex" && <span className="ml-1 text-sm font-normal text-slate-700">/ month</span>}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-700">{PLANS[plan].term}</p>
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
