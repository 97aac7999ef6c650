import { Award, ExternalLink, MapPin, Megaphone } from "lucide-react";
import { memo } from "react";
import type { ImpactStats, TrainingBanner } from "../../../src/shared/contracts/site-content";
import { Button } from "../../components/ui/button";
import { useSite } from "../../lib/site-config";

/** "Become a trainer" with the apply button (an external page, new tab). */
export const ApplyBanner = memo(function ApplyBanner() {
  const site = useSite();
  return (
    <div className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 text-sm sm:text-base">
        <p className="flex items-center gap-2">
          <Award aria-hidden className="size-5 shrink-0 text-coral-400" />
          Become a certified {site.brandName} trainer and teach women to protect themselves.
        </p>
        <Button asChild variant="accent" size="sm" className="shrink-0">
          <a href={site.certificationApplyUrl} target="_blank" rel="noopener noreferrer">
            Apply Now
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </div>
  );
});

/** The next in-person training, from site content; the server leaves it out once its dates pass. */
export function TrainingBannerStrip({ banner }: { banner: TrainingBanner }) {
  return (
    <div className="border-b border-coral-400/40 bg-coral-100 text-slate-900">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm">
        <Megaphone aria-hidden className="size-4 shrink-0 text-coral-700" />
        <strong>{banner.title}:</strong> {banner.dates}
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-4" />
          {banner.location}
        </span>
        {banner.ctaUrl && (
          <a
            className="font-medium text-brand-800 underline"
            href={banner.ctaUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Learn more<span className="sr-only"> about the training (opens in a new tab)</span>
          </a>
        )}
      </p>
    </div>
  );
}

/** The impact figure with the media kit link. */
export const ImpactBanner = memo(function ImpactBanner({ stats }: { stats: ImpactStats }) {
  const site = useSite();
  return (
    <section
      aria-label="Our impact"
      className="mt-8 rounded-lg bg-brand-700 p-6 text-white sm:flex sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-4xl font-semibold tracking-tight">{stats.figure}</p>
        <p className="mt-1 text-brand-50">{stats.label}</p>
      </div>
      <a
        href={site.mediaKitUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-tap items-center gap-2 rounded-md bg-white px-4 font-medium text-brand-800 hover:bg-brand-50 sm:mt-0"
      >
        View Media Kit
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
});
