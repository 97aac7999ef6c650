import { CheckCircle2, ClipboardList, FileSignature, ShieldCheck, ShoppingBag } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import {
  DEVICE_COLORS,
  type EnrollmentForm,
  enrollmentForm,
  ONBOARDING_TEXT,
  PROGRAM,
  SHIRT_SIZES,
} from "../../../src/shared/contracts/onboarding";
import { ApiForm } from "../../components/ui/api-form";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TextField } from "../../components/ui/text-field";
import { useSite } from "../../lib/site-config";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { completeEnrollment, continuesByEmail } from "./api";
import { InfoNotice, OnboardingFrame, SelectBinding, useInfoNotice } from "./entry-parts";
import { dropDraft, useKeepDraft, useRestoreDraft } from "./form-draft";

/** The three steps of enrolling through the storefront (spec portal §2 Onboarding 1). */
const STEPS = [
  {
    icon: ShoppingBag,
    title: "Enroll at our store",
    text: "Pay securely at our storefront with Enroll Now.",
  },
  {
    icon: ClipboardList,
    title: "Give your details",
    text: "Tell us where to send your instructor shirt and self-defense device.",
  },
  {
    icon: FileSignature,
    title: "Sign your documents",
    text: "We e-mail your training documents to sign online.",
  },
];

const SHIRT_OPTIONS = SHIRT_SIZES.map((size) => ({ value: size, label: size }));
const COMPLETE_PARAM = "complete";
const REVEAL_ID = "enroll-complete-open";

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
 * /enroll: Trainer Certification Enrollment (spec portal §2 Onboarding 1). Enroll Now leaves for the
 * storefront; a buyer who has paid there completes the enrollment below, reached by the button under
 * the offer or directly at /enroll?complete=1 (the storefront's order e-mail links there).
 */
export default function EnrollScreen() {
  const site = useSite();
  const [params, setParams] = useSearchParams();
  const open = params.get(COMPLETE_PARAM) === "1";
  const heading = useRef<HTMLHeadingElement>(null);
  const revealed = useRef(false);

  // Opened by the button, or arriving from the order e-mail: bring the form into view.
  useEffect(() => {
    if (!open) return;
    const el = heading.current;
    if (!el) return;
    el.scrollIntoView({ block: "start", behavior: revealed.current ? "smooth" : "auto" });
    el.focus({ preventScroll: true });
  }, [open]);

  // Closed after a successful enrollment: the focus goes back to the button that opens the form.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(REVEAL_ID)?.focus();
    wasOpen.current = open;
  }, [open]);

  const setOpen = (next: boolean) => {
    revealed.current = next;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(COMPLETE_PARAM, "1");
        else copy.delete(COMPLETE_PARAM);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <OnboardingFrame width="lg">
      <section aria-labelledby="enroll-title">
        <Card className="overflow-hidden">
          <div className="bg-brand-700 px-5 py-8 text-center text-white sm:px-8 sm:py-10">
            <Badge tone="coral" className="bg-coral-100">
              <ShieldCheck aria-hidden className="mr-1 size-4" />
              Official {site.brandName} Certification
            </Badge>
            <h1 id="enroll-title" className="mt-4 text-2xl text-white sm:text-3xl">
              Trainer Certification Enrollment
            </h1>
            <p className="mx-auto mt-3 max-w-xl text-brand-50">
              Teach women practical, confidence-building self-defense as a certified {site.brandName} trainer.
            </p>
            <p className="mt-6 text-4xl font-semibold text-white sm:text-5xl" data-testid="program-price">
              {PROGRAM.price}
            </p>
            <p className="mt-1 text-sm text-brand-50">One enrollment, everything below included</p>
            <Button asChild variant="accent" className="mt-6 w-full text-lg sm:w-auto sm:px-10">
              <a href={site.enrollCheckoutUrl}>Enroll Now</a>
            </Button>
          </div>

          <div className="px-5 py-6 sm:px-8">
            <h2 className="text-lg">How it works</h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {STEPS.map(({ icon: Icon, title, text }, i) => (
                <li key={title} className="flex gap-3 sm:flex-col">
                  <span
                    aria-hidden
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                  >
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">
                      {i + 1}. {title}
                    </p>
                    <p className="text-slate-700">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </Card>

        <Card className="mt-6 p-5 sm:p-8">
          <h2 id="receive-title" className="text-xl">
            What You'll Receive
          </h2>
          <ul aria-labelledby="receive-title" className="mt-4 grid gap-3 sm:grid-cols-2">
            {PROGRAM.receive.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
                <span className="text-slate-800">{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      </section>

      <section aria-labelledby="complete-title" className="mt-8">
        {open ? (
          <CompleteEnrollment headingRef={heading} onDone={() => setOpen(false)} />
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-5 text-center">
            <h2 id="complete-title" className="sr-only">
              Complete Your Enrollment
            </h2>
            <p className="text-slate-700">Already paid at our store?</p>
            <Button
              id={REVEAL_ID}
              variant="secondary"
              className="mt-3 w-full sm:w-auto"
              onClick={() => setOpen(true)}
            >
              Complete your enrollment
            </Button>
          </div>
        )}
      </section>
    </OnboardingFrame>
  );
}

function CompleteEnrollment({
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
