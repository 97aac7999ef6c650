import { ExternalLink, Lock } from "lucide-react";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import {
  checkoutDetails,
  ONBOARDING_TEXT,
  type PaymentPlan,
  PROGRAM,
} from "../../../shared/contracts/onboarding";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldError, Label } from "../../components/ui/label";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { FormAlert, TextField } from "../../components/ui/text-field";
import { site } from "../../lib/site-config";
import { useApiForm } from "../../lib/use-api-form";
import { usePageMeta } from "../../lib/use-page-meta";
import { keepPending, startCheckout } from "./api";
import { blank, DOCUMENTS_PATH, InPageAlert, linkClass, OnboardingFrame, Optional } from "./entry-parts";

type Tab = "details" | "payment";

/** The two payment options (spec portal §2 Onboarding 2, §9). */
const PLANS: Record<PaymentPlan, { title: string; price: string; term: string }> = {
  full: { title: "Pay in Full", price: PROGRAM.fullPrice, term: "one payment" },
  flex: { title: "Flex Plan", price: PROGRAM.flexPrice, term: PROGRAM.flexTerm },
};

/**
 * /onboarding/checkout: Trainer Certification Checkout (spec portal §2 Onboarding 2; docs/product.md
 * "Onboarding flow" 1). Complete Checkout creates the applicant (the server sets the onboarding cookie),
 * keeps the spec's session storage, opens the chosen plan's payment page in a new tab and goes on to
 * the documents.
 */
export default function CheckoutScreen() {
  usePageMeta(
    `Trainer Certification Checkout | ${site.brandName}`,
    `Enroll in the ${site.brandName} trainer certification: your details and your payment option.`,
  );
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("details");
  const [alert, setAlert] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useApiForm({
    schema: checkoutDetails,
    defaultValues: {
      fullName: "",
      email: "",
      phone: "",
      city: "",
      state: "",
      agreeTerms: undefined,
      paymentPlan: "full",
    },
    submit: startCheckout,
    onSuccess: (started, values) => {
      keepPending(started.applicantId, {
        fullName: values.fullName,
        email: values.email,
        phone: values.phone,
        city: values.city,
        state: values.state,
        paymentPlan: values.paymentPlan,
      });
      if (started.paymentUrl) window.open(started.paymentUrl, "_blank", "noopener");
      navigate(DOCUMENTS_PATH);
    },
  });
  const plan = form.form.watch("paymentPlan");

  const showAlert = (message: string) => {
    setAlert(message);
    // Announced by role="alert"; focus brings it into view on a phone, where it sits below the fold.
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const complete = async (event: FormEvent) => {
    event.preventDefault();
    const v = form.form.getValues();
    if (blank(v.fullName) || blank(v.email) || blank(v.phone) || v.agreeTerms !== true) {
      setTab("details");
      showAlert(ONBOARDING_TEXT.checkoutInvalid);
      return;
    }
    setAlert(null);
    if (!(await form.form.trigger())) {
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
                  {...form.field("fullName")}
                />
                <TextField
                  id="checkout-email"
                  label="Email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  required
                  {...form.field("email")}
                />
                <TextField
                  id="checkout-phone"
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  required
                  {...form.field("phone")}
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
                        onCheckedChange={(v) => field.onChange(v === true ? true : undefined)}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        className="mt-0.5"
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
                render={({ field }) => (
                  <RadioGroup
                    aria-labelledby="plan-label"
                    value={field.value}
                    onValueChange={(v) => field.onChange(v as PaymentPlan)}
                    className="mt-4 sm:grid-cols-2"
                  >
                    <PlanCard value="full">
                      <span className="mt-2 flex flex-wrap items-baseline gap-x-2">
                        <span className="text-3xl font-semibold text-slate-900">{PROGRAM.fullPrice}</span>
                        <s className="text-lg text-slate-600">
                          <span className="sr-only">was </span>
                          {PROGRAM.strikePrice}
                        </s>
                      </span>
                      <span className="block text-sm text-slate-700">One payment, everything included</span>
                      <Badge tone="success" className="mt-3 self-start">
                        {PROGRAM.saveNote}
                      </Badge>
                    </PlanCard>
                    <PlanCard value="flex">
                      <span className="mt-2 flex flex-wrap items-baseline gap-x-2">
                        <span className="text-3xl font-semibold text-slate-900">{PROGRAM.flexPrice}</span>
                        <span className="text-slate-700">{PROGRAM.flexTerm}</span>
                      </span>
                      <span className="block text-sm text-slate-700">
                        Spread the cost over six monthly payments
                      </span>
                    </PlanCard>
                  </RadioGroup>
                )}
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
          <InPageAlert ref={alertRef} message={alert} className="mt-4" />
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

function PlanCard({ value, children }: { value: PaymentPlan; children: ReactNode }) {
  const id = `plan-${value}`;
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer flex-col rounded-lg border-2 border-slate-300 bg-white p-4 hover:border-brand-500 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
    >
      <span className="flex items-center gap-3">
        <RadioGroupItem id={id} value={value} aria-describedby={`${id}-details`} />
        <span className="text-lg font-semibold text-slate-900">{PLANS[value].title}</span>
      </span>
      <span id={`${id}-details`} className="flex flex-col">
        {children}
      </span>
    </label>
  );
}
