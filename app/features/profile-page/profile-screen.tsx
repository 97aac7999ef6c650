import { ArrowLeft, Mail, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { calendarEndpoints } from "../../../src/shared/contracts/calendar";
import { endpointUrl } from "../../../src/shared/contracts/endpoint";
import type { PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { PUBLIC_DEFAULTS } from "../../../src/shared/public-defaults";
import { DeviceButton } from "../../components/device-button";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { QueryState } from "../../components/query-state";
import { TrainerAvatar } from "../../components/trainer-avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/lazy-dialog";
import { Spinner } from "../../components/ui/skeleton";
import { useSite } from "../../lib/site-config";
import { isNotFound, MovedError, type ProfileKey, useTrainerProfile } from "./api";
import { ConnectLinks } from "./connect-links";
import { ProfileClasses } from "./profile-classes";

/** The fixed subject of the contact e-mail (spec §8: "a fixed training-inquiry subject line"). */
export const INQUIRY_SUBJECT = "Self-Defense Training Inquiry";

function BackToDirectory() {
  return (
    <Button asChild variant="ghost">
      <Link to="/find-trainer">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Trainer Directory
      </Link>
    </Button>
  );
}

/** An unknown trainer (the route answers 404; its title is the route's meta). */
export function TrainerNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl">Trainer Not Found</h1>
      <p className="mt-3 text-lg text-slate-700">The trainer profile you're looking for doesn't exist.</p>
      <div className="mt-6">
        <BackToDirectory />
      </div>
    </div>
  );
}

/** The route's 404 page (its error boundary): the not-found view in the public layout. */
export function TrainerNotFoundPage() {
  return (
    <PublicLayout>
      <TrainerNotFound />
    </PublicLayout>
  );
}

function ContactDialog({ trainer }: { trainer: PublicTrainer & { email: string } }) {
  const [open, setOpen] = useState(false);
  const title = `Contact ${trainer.firstName || trainer.displayName}`;
  const mailto = `mailto:${trainer.email}?subject=${encodeURIComponent(INQUIRY_SUBJECT)}`;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Mail aria-hidden className="size-4" />
        {title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={title}>
          <dl className="grid gap-2 text-slate-800">
            <div>
              <dt className="text-sm font-medium text-slate-600">E-mail</dt>
              <dd className="break-all">{trainer.email}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Subject</dt>
              <dd>{INQUIRY_SUBJECT}</dd>
            </div>
          </dl>
          <Button asChild className="mt-4">
            <a href={mailto}>Write an e-mail</a>
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Profile({ trainer }: { trainer: PublicTrainer }) {
  const site = useSite();
  const experience =
    trainer.experienceDescription === PUBLIC_DEFAULTS.experienceDescription
      ? `Certified ${site.brandName} Trainer`
      : trainer.experienceDescription;
  const place = [trainer.city, trainer.state].filter(Boolean).join(", ");

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <BackToDirectory />
      <header className="mt-4 flex flex-col items-center gap-4 text-center sm:flex-row sm:items-center sm:text-left">
        <TrainerAvatar name={trainer.displayName} picture={trainer.profilePicture} size={128} priority />
        <div>
          <h1 className="text-3xl">{trainer.displayName}</h1>
          <p className="mt-1 flex items-center justify-center gap-2 text-lg text-slate-700 sm:justify-start">
            <MapPin aria-hidden className="size-5" />
            {place || trainer.displayLocation}
            <Badge tone="neutral" aria-label={trainer.country}>
              {trainer.country === "Canada" ? "CAN" : "USA"}
            </Badge>
          </p>
        </div>
      </header>

      <p className="mt-6 text-lg whitespace-pre-line text-slate-800">{trainer.publicBio}</p>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
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
        {trainer.email && <ContactDialog trainer={{ ...trainer, email: trainer.email }} />}
        <DeviceButton affiliateLink={trainer.affiliateLink} />
        <a
          href={endpointUrl(calendarEndpoints.trainerFeed, {
            params: { file: `${trainer.customUrlSlug}.ics` },
          })}
          className="inline-flex min-h-tap items-center rounded-md px-3 font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Subscribe to {trainer.firstName || trainer.displayName}'s classes
        </a>
      </div>
    </article>
  );
}

/** Where the route's parameter says to look. */
function useProfileKey(): ProfileKey | null {
  const { trainerName, id } = useParams();
  if (id) return { id };
  return trainerName ? { slug: trainerName } : null;
}

/** /:trainerName and /public/trainer/:id: the public trainer profile (spec 2.7). */
export default function ProfileScreen() {
  const key = useProfileKey();
  const location = useLocation();
  const profile = useTrainerProfile(key);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (profile.error instanceof MovedError)
    return <Navigate to={`/${encodeURIComponent(profile.error.slug)}${location.search}`} replace />;

  return (
    <PublicLayout>
      <QueryState
        query={profile}
        // No key in the address: nothing is asked, and there is no such trainer.
        loading={key === null ? <TrainerNotFound /> : <Spinner label="Loading trainer profile" page />}
        error={({ error, retry, retrying }) =>
          isNotFound(error) ? (
            <TrainerNotFound />
          ) : (
            // The server or the network failed: not "not found", and a retry.
            <LoadError
              as="h1"
              title="Unable to load this trainer"
              error={error}
              onRetry={retry}
              retrying={retrying}
              className="mx-auto max-w-xl px-4 py-16"
            >
              <BackToDirectory />
            </LoadError>
          )
        }
      >
        {(trainer) => <Profile trainer={trainer} />}
      </QueryState>
    </PublicLayout>
  );
}
