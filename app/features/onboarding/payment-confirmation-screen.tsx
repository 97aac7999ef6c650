import { CreditCard, FileSignature, MousePointerClick } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ONBOARDING_TEXT } from "../../../src/shared/contracts/onboarding";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ApiError } from "../../lib/api";
import { useSite } from "../../lib/site-config";
import { claimPayment, fetchOnboardingSession, forgetPending, readPendingId, triggerOnboarding } from "./api";
import { CHECKOUT_PATH, DOCUMENTS_PATH, InPageAlert, OnboardingFrame } from "./entry-parts";

const STEPS = [
  {
    icon: CreditCard,
    title: "Finish paying at our store",
    text: "Complete your payment in the store tab that opened at checkout.",
  },
  {
    icon: MousePointerClick,
    title: "Come back to this page",
    text: "Once your payment has gone through, return here and confirm it below.",
  },
  {
    icon: FileSignature,
    title: "Sign your documents",
    text: "We take you to your training documents to sign online.",
  },
];

/** How long the "Session expired" alert shows before the checkout opens again. */
const EXPIRED_DELAY_MS = 2500;

/** The applicant of this browser's onboarding session, when sessionStorage lost the id (another tab). */
async function sessionApplicantId(): Promise<number | undefined> {
  try {
    const session = await fetchOnboardingSession();
    return session.signer === "applicant" ? (session.applicantId ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

function isSessionGone(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}

/**
 * /onboarding/payment-confirmation: Complete Your Payment, the storefront's return page (spec portal §2
 * Onboarding 4; docs/product.md "Onboarding flow" 2). "I've Completed Payment" records the claim for
 * the applicant of this onboarding session (it grants nothing), asks for the documents e-mail, and goes
 * to the documents. Without an applicant the session has expired: back to the checkout.
 */
export default function PaymentConfirmationScreen() {
  const site = useSite();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // The expired alert stays readable for a moment, then the registration starts again.
  useEffect(() => {
    if (!expired) return;
    const timer = window.setTimeout(() => navigate(CHECKOUT_PATH), EXPIRED_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [expired, navigate]);

  const show = (message: string) => {
    setAlert(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const expire = () => {
    forgetPending();
    setExpired(true);
    show(ONBOARDING_TEXT.sessionExpired);
  };

  const confirm = async () => {
    setAlert(null);
    setBusy(true);
    try {
      // The spec keeps the id in sessionStorage; a store tab opened from checkout has the cookie only.
      const id = readPendingId() ?? (await sessionApplicantId());
      if (id === undefined) return expire();
      try {
        await claimPayment(id, { paymentStatus: "completed", onboardingStatus: "documents_pending" });
      } catch (err) {
        if (isSessionGone(err)) return expire();
        throw err;
      }
      await triggerOnboarding(id);
      navigate(DOCUMENTS_PATH);
    } catch {
      show(ONBOARDING_TEXT.confirmFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <OnboardingFrame>
      <h1 className="text-center text-2xl sm:text-3xl">Complete Your Payment</h1>
      <p className="mx-auto mt-2 max-w-lg text-center text-slate-700">
        Your payment page opened in a new tab. Follow these steps to finish your enrollment.
      </p>
      <Card className="mt-8 p-5 sm:p-6">
        <ol className="grid gap-5">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-4">
              <span
                aria-hidden
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {i + 1}
              </span>
              <div>
                <p className="flex items-center gap-2 font-semibold text-slate-900">
                  <Icon aria-hidden className="size-4 text-brand-700" />
                  {title}
                </p>
                <p className="text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Button className="mt-6 w-full" onClick={confirm} disabled={busy || expired}>
          {busy ? "Confirming..." : "I've Completed Payment"}
        </Button>
        <InPageAlert
          ref={alertRef}
          message={alert}
          className="mt-4"
          action={
            expired ? (
              <Button variant="secondary" onClick={() => navigate(CHECKOUT_PATH)}>
                Restart registration
              </Button>
            ) : undefined
          }
        />
      </Card>
      <p className="mt-4 text-center text-sm text-slate-700">
        Questions about your payment? E-mail{" "}
        <a
          href={`mailto:${site.supportEmail}`}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {site.supportEmail}
        </a>
        .
      </p>
    </OnboardingFrame>
  );
}
