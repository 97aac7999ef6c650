/**
 * The checkout's two payment options (spec portal §2 Onboarding 2, §9): the spec's prices and texts,
 * with the flex plan's total and the real saving of paying in full beside them (issue 27, point 4:
 * "save 25%" alone hid that the flex plan costs $997 more).
 */
import type { ReactNode } from "react";
import { type PaymentPlan, PROGRAM } from "../../../src/shared/contracts/onboarding";
import { Badge } from "../../components/ui/badge";
import { RadioGroup, RadioGroupItem } from "../../components/ui/radio-group";
import { useSite } from "../../lib/site-config";

/** Each plan's name, price and term, for the cards and the order summary. */
export const PLANS: Record<PaymentPlan, { title: string; price: string; term: string }> = {
  full: { title: "Pay in Full", price: PROGRAM.fullPrice, term: "one payment" },
  flex: { title: "Flex Plan", price: PROGRAM.flexPrice, term: PROGRAM.flexTerm },
};

export function PlanOptions({
  value,
  onChange,
}: {
  value: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
}) {
  return (
    <RadioGroup
      aria-labelledby="plan-label"
      value={value}
      onValueChange={(v) => onChange(v as PaymentPlan)}
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
        <span className="mt-2 block text-sm font-medium text-success-700">{PROGRAM.fullSaving}</span>
      </PlanCard>
      <PlanCard value="flex">
        <span className="mt-2 flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-semibold text-slate-900">{PROGRAM.flexPrice}</span>
          <span className="text-slate-700">{PROGRAM.flexTerm}</span>
        </span>
        <span className="block text-sm text-slate-700">Spread the cost over six monthly payments</span>
        <span className="mt-2 block text-sm font-medium text-slate-900">{PROGRAM.flexTotal} in total</span>
      </PlanCard>
    </RadioGroup>
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

/** The order summary's lines: the certification, the chosen plan's price and term. */
export function PlanSummary({ plan }: { plan: PaymentPlan }) {
  const site = useSite();
  return (
    <>
      <p className="mt-3 text-slate-700">{site.brandName} Trainer Certification</p>
      <p className="mt-1 flex items-baseline justify-between gap-3">
        <span className="font-medium text-slate-900">{PLANS[plan].title}</span>
        <span className="text-right text-xl font-semibold text-slate-900">
          {PLANS[plan].price}
          {plan === "flex" && <span className="ml-1 text-sm font-normal text-slate-700">/ month</span>}
        </span>
      </p>
      <p className="mt-1 text-sm text-slate-700">{PLANS[plan].term}</p>
    </>
  );
}
