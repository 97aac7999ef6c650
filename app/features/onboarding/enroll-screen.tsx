import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { CompleteEnrollment } from "./enroll-form";
import { EnrollOffer } from "./enroll-offer";
import { OnboardingFrame } from "./entry-parts";

const COMPLETE_PARAM = "complete";
const REVEAL_ID = "enroll-complete-open";

/**
 * /enroll: Trainer Certification Enrollment (spec portal §2 Onboarding 1). Enroll Now leaves for the
 * storefront; a buyer who has paid there completes the enrollment below, reached by the button under
 * the offer or directly at /enroll?complete=1 (the storefront's order e-mail links there).
 */
export default function EnrollScreen() {
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
        <EnrollOffer />
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
