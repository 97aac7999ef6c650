import { CheckCircle2, Clock, FileSignature, LifeBuoy, LogIn } from "lucide-react";
import { Link } from "react-router";
import { PROGRAM } from "../../../src/shared/contracts/onboarding";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site-config";
import { DOCUMENTS_PATH, linkClass, OnboardingFrame } from "./entry-parts";

const NEXT = [
  {
    icon: Clock,
    text: `Your trainer account will be created within ${PROGRAM.accountWithin}.`,
  },
  {
    icon: FileSignature,
    text: "Your training documents arrive by e-mail for electronic signature.",
  },
  {
    icon: LogIn,
    text: "The Trainer Portal is ready for you: sign in with the e-mail you paid with.",
  },
];

/**
 * /onboarding/shopify-success: Payment Successful, the storefront's return page of the flex plan (spec
 * portal §2 Onboarding 7). Its title and description are the route's (app/routes/onboarding-shopify-success.tsx).
 */
export default function ShopifySuccessScreen() {
  const site = useSite();
  return (
    <OnboardingFrame>
      <div className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-success-700" />
        <h1 className="mt-3 text-2xl sm:text-3xl">Payment Successful</h1>
        <p className="mx-auto mt-2 max-w-lg text-slate-700">
          Welcome to the {site.brandName} Trainer Certification. Here is what happens next.
        </p>
      </div>

      <Card className="mt-8 p-5 sm:p-6">
        <h2 className="text-lg">What happens next</h2>
        <ul className="mt-4 grid gap-4">
          {NEXT.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span
                aria-hidden
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
              >
                <Icon className="size-5" />
              </span>
              <span className="pt-1.5 text-slate-800">{text}</span>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button asChild>
            <Link to="/trainer-portal/login">Access Trainer Portal</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={DOCUMENTS_PATH}>View Documents</Link>
          </Button>
        </div>
      </Card>

      <section
        aria-labelledby="help-title"
        className="mt-6 rounded-lg border border-info-700/20 bg-info-50 p-5"
      >
        <h2 id="help-title" className="flex items-center gap-2 text-lg">
          <LifeBuoy aria-hidden className="size-5 text-info-700" />
          Need Help?
        </h2>
        <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800">
          <li>No e-mail within {PROGRAM.emailWithin}? Check your spam or junk folder.</li>
          <li>
            Still nothing? Write to{" "}
            <a href={`mailto:${site.supportEmail}`} className={`${linkClass} break-all`}>
              {site.supportEmail}
            </a>
            .
          </li>
          <li>Once your account is ready, join our trainer communities on WhatsApp and Facebook.</li>
        </ul>
      </section>
    </OnboardingFrame>
  );
}
