import { differenceInCalendarDays, isValid, parseISO } from "date-fns";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ADMIN_TEXT, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { dayWithRelative } from "./format";
import { INSURANCE_FIELDS, profileValue } from "./profile-sections";
import { DetailList, TrainerSection } from "./trainer-section";

/** The console's Renewals tab lists certifications ending within this many days. */
const RENEWAL_WINDOW_DAYS = 60;

/** Statuses whose certification is expected to have a renewal date. */
const CERTIFIED = new Set(["certified", "hq"]);

type Tone = "ok" | "warning" | "danger";

/** Where the renewal stands, in a sentence, with its tone. */
export function renewalState(
  t: Pick<AdminTrainer, "status" | "renewalDate">,
  now = new Date(),
): { tone: Tone; text: string } | null {
  if (!t.renewalDate) {
    return CERTIFIED.has(t.status) ? { tone: "warning", text: ADMIN_TEXT.noRenewalDate } : null;
  }
  const date = parseISO(t.renewalDate);
  if (!isValid(date)) return null;
  const days = differenceInCalendarDays(date, now);
  if (days < 0) return { tone: "danger", text: "The renewal date has passed" };
  if (days <= RENEWAL_WINDOW_DAYS)
    return { tone: "warning", text: `Renews within ${RENEWAL_WINDOW_DAYS} days: listed under Renewals` };
  return { tone: "ok", text: "Certification current" };
}

const TONES: Record<Tone, { box: string; icon: ReactNode }> = {
  ok: {
    box: "bg-success-50 text-success-700",
    icon: <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />,
  },
  warning: {
    box: "bg-warning-50 text-warning-800",
    icon: <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />,
  },
  danger: {
    box: "bg-danger-50 text-danger-700",
    icon: <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />,
  },
};

/**
 * "Certification and renewal": the owner-only dates, each with how long ago or until, where the
 * renewal stands, and the trainer's insurance.
 */
export function TrainerCertification({ trainer: t }: { trainer: AdminTrainer }) {
  const state = renewalState(t);
  return (
    <TrainerSection
      id="trainer-certification"
      description={
        <>
          The dates are owner-only: change them under{" "}
          <a href="#trainer-owner-fields" className="font-medium text-brand-700 underline underline-offset-2">
            Owner-only fields
          </a>
          .
        </>
      }
    >
      {state && (
        <p className={`flex items-start gap-2 rounded-md p-3 text-sm font-medium ${TONES[state.tone].box}`}>
          {TONES[state.tone].icon}
          {state.text}
        </p>
      )}
      <DetailList
        items={[
          { label: "Trained on", value: t.trainingDate ? dayWithRelative(t.trainingDate) : null },
          {
            label: "Certified on",
            value: t.certificationDate ? dayWithRelative(t.certificationDate) : null,
          },
          { label: "Renews on", value: t.renewalDate ? dayWithRelative(t.renewalDate) : null },
          ...INSURANCE_FIELDS.map((field) => ({
            label: field.label,
            value:
              field.kind === "date" && typeof t.profile[field.key] === "string"
                ? dayWithRelative(t.profile[field.key] as string)
                : profileValue(t.profile[field.key], field.kind),
          })),
        ]}
      />
    </TrainerSection>
  );
}
