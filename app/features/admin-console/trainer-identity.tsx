import { ExternalLink, Info } from "lucide-react";
import { ADMIN_TEXT, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { dateTimeWithRelative, dayWithRelative, place } from "./format";
import { StatusBadge } from "./parts";
import { TrainerAccessCard } from "./trainer-access-card";
import { DetailList, TrainerSection } from "./trainer-section";
import { TrainerStatusCard } from "./trainer-status-card";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The map point: the admin's own, or the city's (from the gazetteer). */
function mapPoint(t: AdminTrainer) {
  if (t.latitude === null || t.longitude === null) return "The city's point";
  return `Set by hand: ${t.latitude.toFixed(4)}, ${t.longitude.toFixed(4)}`;
}

/**
 * "Identity and status": who the account is, where its public page is, and when it was made, beside
 * the controls used most (status, featured, a sign-in link).
 */
export function TrainerIdentity({ trainer: t }: { trainer: AdminTrainer }) {
  const updated = typeof t.profile.updatedAt === "string" ? t.profile.updatedAt : null;
  return (
    <TrainerSection id="trainer-identity">
      {t.locationIsDefault && (
        <p className="flex items-start gap-2 rounded-md bg-info-50 p-3 text-sm text-info-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {ADMIN_TEXT.locationDefault}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <DetailList
          items={[
            { label: "Name", value: t.name },
            { label: "Display name", value: t.displayName },
            { label: "Login e-mail", value: t.email },
            { label: "Status", value: <StatusBadge status={t.status} /> },
            { label: "Location", value: place(t.city, t.state) === "—" ? null : place(t.city, t.state) },
            { label: "Public location", value: t.displayLocation },
            {
              label: "Public page",
              value: (
                <a
                  href={`/${t.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium break-all text-brand-700 underline underline-offset-2"
                >
                  /{t.slug}
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ),
            },
            {
              label: "Old addresses",
              value: t.oldSlugs.length === 0 ? "None" : t.oldSlugs.map((s) => `/${s}`).join("\n"),
            },
            { label: "Listed in the directory", value: yesNo(t.publiclyListed) },
            { label: "Featured", value: yesNo(t.featured) },
            { label: "Affiliate code", value: t.affiliateCode },
            { label: "Map point", value: mapPoint(t) },
            { label: "Account created", value: dayWithRelative(t.createdAt) },
            { label: "Profile last saved", value: updated ? dateTimeWithRelative(updated) : null },
          ]}
        />
        {/* The controls used most come first on a small screen, beside the facts from 1024 px. */}
        <div className="flex flex-col gap-6 rounded-md bg-slate-50 p-4 max-lg:order-first">
          <TrainerStatusCard trainer={t} />
          <TrainerAccessCard trainer={t} />
        </div>
      </div>
    </TrainerSection>
  );
}
