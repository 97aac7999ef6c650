import { format, isValid, parseISO } from "date-fns";
import { Check, ChevronDown, MapPin } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { Me } from "../../../src/shared/contracts/auth";
import { DASHBOARD_TEXT, type Dashboard } from "../../../src/shared/contracts/dashboard";
import { TrainerAvatar } from "../../components/trainer-avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/cn";

/** What the trainer is (docs/product.md "Portal details": Dashboard). */
export const STATUS_LABEL: Record<Me["status"], string> = {
  in_training: "Trainer in Training",
  certified: "Certified Trainer",
  hq: "Headquarters Trainer",
  suspended: "Suspended",
  revoked: "Revoked",
};

function day(value: string | null) {
  if (!value) return "Not set";
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMMM d, yyyy") : value;
}

/** Where a still-to-do step is done (issue 27): documents and welcome links in onboarding, the profile. */
export function stepPath(id: string): string | undefined {
  if (id.startsWith("document:")) return "/onboarding/documents";
  if (id.startsWith("welcome:")) return "/onboarding/welcome";
  if (id === "profile") return "/trainer-portal/edit-profile";
  return undefined; // the payment: nothing the trainer can do here
}

/**
 * Onboarding steps still to do, each a link to where it is done (the Welcome card's details and the
 * "today" block); a tap target of its own: 44 px on a phone, 24 px at least anywhere.
 */
export function StepLinks({
  steps,
  className,
}: {
  steps: readonly { id: string; label: string }[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {steps.map((step) => {
        const path = stepPath(step.id);
        return (
          <li key={step.id}>
            {path ? (
              <Link
                to={path}
                className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 hover:text-brand-800 sm:min-h-6"
              >
                {step.label}
              </Link>
            ) : (
              step.label
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The Welcome card (portal §2; docs/product.md "Small texts"): the trainer's name, what they are, the
 * location, the picture or initials, then the certification and renewal dates, the affiliate code and
 * the onboarding progress, all from the trainer's record. On a phone the details fold away behind
 * "Details".
 */
export function WelcomeCard({ data }: { data: Dashboard }) {
  const [open, setOpen] = useState(false);
  const todo = data.onboardingSteps.filter((s) => !s.done);
  return (
    <Card>
      <section aria-labelledby="welcome-heading">
        <div className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
          <TrainerAvatar name={data.name} picture={data.profilePicture} size={56} />
          <div className="min-w-0 flex-1">
            <h2 id="welcome-heading" className="text-lg font-semibold break-words text-slate-900 sm:text-2xl">
              Welcome back, {data.name}!
            </h2>
            <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 sm:gap-x-3 sm:text-base">
              <Badge>{STATUS_LABEL[data.status]}</Badge>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4 shrink-0" />
                {data.location ?? DASHBOARD_TEXT.locationNotSet}
              </span>
            </div>
          </div>
          {/* Compact on a phone (issue 31 part 1): the details fold behind a button beside the name. */}
          <Button
            variant="ghost"
            className="-mr-2 shrink-0 self-start px-2 md:hidden"
            aria-expanded={open}
            aria-controls="welcome-details"
            onClick={() => setOpen((o) => !o)}
          >
            <span className="sr-only">{open ? "Hide details" : "Show details"}</span>
            <ChevronDown aria-hidden className={cn("size-5 transition-transform", open && "rotate-180")} />
          </Button>
        </div>
        <div
          id="welcome-details"
          className={cn("border-t border-slate-200 p-5 md:block", open ? "block" : "hidden")}
        >
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Fact term="Certification date">{day(data.certificationDate)}</Fact>
            <Fact term="Renewal date">{day(data.renewalDate)}</Fact>
            <Fact term="Affiliate code">
              {data.affiliateCode ? (
                <code className="rounded-sm bg-slate-100 px-1.5 py-0.5 font-mono text-base select-all">
                  {data.affiliateCode}
                </code>
              ) : (
                "Not set"
              )}
            </Fact>
          </dl>
          <div className="mt-5">
            <div className="flex items-baseline justify-between gap-2">
              <p className="text-sm text-slate-600">Onboarding progress</p>
              <p className="font-semibold text-slate-900">{data.onboardingProgress}%</p>
            </div>
            <Progress value={data.onboardingProgress} label="Onboarding progress" className="mt-2" />
            {todo.length === 0 ? (
              <p className="mt-2 flex items-center gap-1 text-sm text-success-700">
                <Check aria-hidden className="size-4" />
                Onboarding complete
              </p>
            ) : (
              <div className="mt-2 text-sm text-slate-700">
                <p>Still to do:</p>
                <StepLinks steps={todo} className="mt-1 list-disc pl-5" />
              </div>
            )}
          </div>
        </div>
      </section>
    </Card>
  );
}
