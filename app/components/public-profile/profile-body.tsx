/**
 * The public trainer profile's body (spec public-site 2.7): everything the page shows of the trainer,
 * from the picture to the Contact, device and calendar buttons. The public page (/:trainerName,
 * features/profile-page) draws it under its Back to Trainer Directory link, and the profile form's live
 * preview (features/profile) draws it from the form's values (src/shared/public-profile-view.ts):
 * one component, so the preview is the page (decision 0040).
 *
 * Its layout follows its own width (container queries), not the screen's: at the page's width it is
 * the page; in the form's narrow preview column it is the page as a phone shows it.
 */
import { MapPin } from "lucide-react";
import { trainerIcsUrl } from "../../../src/shared/contracts/calendar";
import { PUBLIC_DEFAULTS } from "../../../src/shared/public-defaults";
import type { PublicProfileView } from "../../../src/shared/public-profile-view";
import { useSite } from "../../lib/site-config";
import { DeviceButton } from "../device-button";
import { TrainerAvatar } from "../trainer-avatar";
import { Badge } from "../ui/badge";
import { ConnectLinks } from "./connect-links";
import { ContactDialog } from "./contact-dialog";
import { ProfileClasses } from "./profile-classes";

/**
 * The body, the same markup on both screens (e2e/profile-preview-matches.spec.ts compares them by its
 * test id): each screen puts its own spacing around it.
 */
export function PublicProfileBody({ trainer }: { trainer: PublicProfileView }) {
  const site = useSite();
  const experience =
    trainer.experienceDescription === PUBLIC_DEFAULTS.experienceDescription
      ? `Certified ${site.brandName} Trainer`
      : trainer.experienceDescription;
  const place = [trainer.city, trainer.state].filter(Boolean).join(", ");
  const firstName = trainer.firstName || trainer.displayName;

  // From 36rem of its own width (a screen of 608 px on the page) the header is one row, the details two.
  return (
    <div data-testid="public-profile-body" className="@container">
      <header className="flex flex-col items-center gap-4 text-center @xl:flex-row @xl:text-left">
        <TrainerAvatar name={trainer.displayName} picture={trainer.profilePicture} size={128} priority />
        <div>
          <h1 className="text-3xl">{trainer.displayName}</h1>
          <p className="mt-1 flex items-center justify-center gap-2 text-lg text-slate-700 @xl:justify-start">
            <MapPin aria-hidden className="size-5" />
            {place || trainer.displayLocation}
            <Badge tone="neutral" aria-label={trainer.country}>
              {trainer.country === "Canada" ? "CAN" : "USA"}
            </Badge>
          </p>
        </div>
      </header>

      <p className="mt-6 text-lg break-words whitespace-pre-line text-slate-800">{trainer.publicBio}</p>

      <dl className="mt-6 grid gap-4 @xl:grid-cols-2">
        <div className="@xl:col-span-2">
          <dt className="font-semibold text-slate-900">Specialties</dt>
          <dd className="mt-2 flex flex-wrap gap-1.5">
            {trainer.classTypes.map((s) => (
              <Badge key={s}>{s}</Badge>
            ))}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Availability</dt>
          <dd className="mt-1 text-slate-700">{trainer.availabilityDescription}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Experience</dt>
          <dd className="mt-1 text-slate-700">{experience}</dd>
        </div>
      </dl>

      <ProfileClasses trainer={trainer} />
      <ConnectLinks trainer={trainer} />

      <div className="mt-8 flex flex-wrap gap-3">
        {trainer.email && <ContactDialog trainerId={trainer.id} name={firstName} email={trainer.email} />}
        <DeviceButton affiliateLink={trainer.affiliateLink} />
        <a
          href={trainerIcsUrl(trainer.customUrlSlug)}
          className="inline-flex min-h-tap items-center rounded-md px-3 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Subscribe to {firstName}'s classes
        </a>
      </div>
    </div>
  );
}
