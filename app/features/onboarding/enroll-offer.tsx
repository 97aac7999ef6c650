import { CheckCircle2, ClipboardList, FileSignature, ShieldCheck, ShoppingBag } from "lucide-react";
import { PROGRAM } from "../../../src/shared/contracts/onboarding";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site-config";

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

/** /enroll's offer: the price, Enroll Now (the storefront), how it works and what is included. */
export function EnrollOffer() {
  const site = useSite();
  return (
    <>
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
    </>
  );
}
