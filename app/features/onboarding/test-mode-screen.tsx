import { ArrowLeft, ChevronRight, FlaskConical } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "../../components/layout/logo";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** The four stages of onboarding, in order (spec portal §2 /test). */
const STAGES = [
  { label: "Checkout Page", to: "/onboarding/checkout" },
  { label: "Confirmation Page", to: "/onboarding/confirmation" },
  { label: "Documents Page", to: "/onboarding/documents" },
  { label: "Welcome Page", to: "/onboarding/welcome" },
];

/**
 * /test: jump to any onboarding stage (spec portal §2 /test). The router shows the not-found screen
 * instead when the deployment hides the page (production), and the server answers 404 there.
 */
export default function TestModeScreen() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-10 sm:py-16">
        <div className="text-center">
          <Logo className="h-12" />
          <h1 className="mt-6 flex items-center justify-center gap-2 text-2xl sm:text-3xl">
            <FlaskConical aria-hidden className="size-7 text-brand-700" />
            Test Mode
          </h1>
          <p className="mt-2 text-slate-700">Access any stage of the onboarding process for testing</p>
        </div>

        <Card className="mt-8 p-5">
          <h2 id="stages-title" className="text-lg">
            Jump to any stage:
          </h2>
          <ol aria-labelledby="stages-title" className="mt-4 grid gap-3">
            {STAGES.map((stage, i) => (
              <li key={stage.to}>
                <Link
                  to={stage.to}
                  className="flex min-h-tap items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 font-medium text-slate-900 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span
                    aria-hidden
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                  >
                    {i + 1}
                  </span>
                  <span className="flex-1">
                    <span className="sr-only">{i + 1} </span>
                    {stage.label}
                  </span>
                  <ChevronRight aria-hidden className="size-5 text-slate-600" />
                </Link>
              </li>
            ))}
          </ol>
          <Button asChild variant="secondary" className="mt-6 w-full">
            <Link to="/">
              <ArrowLeft aria-hidden className="size-4" />
              Return to Dashboard
            </Link>
          </Button>
        </Card>
      </main>
      <footer className="pb-8 text-center">
        <Badge tone="warning">Test Environment</Badge>
      </footer>
    </div>
  );
}
