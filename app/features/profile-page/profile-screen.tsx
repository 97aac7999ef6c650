import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import type { PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { PublicProfileBody } from "../../components/public-profile/profile-body";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { sendInsight } from "../../lib/insights";
import { isNotFound, MovedError, type ProfileKey, useTrainerProfile } from "./api";

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

/** The page: Back to Trainer Directory above the profile's body, the one the form's preview draws too. */
function Profile({ trainer }: { trainer: PublicTrainer }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <BackToDirectory />
      <div className="mt-4">
        <PublicProfileBody trainer={trainer} />
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
export default function ProfileScreen({ seed }: { seed?: PublicTrainer }) {
  const key = useProfileKey();
  const location = useLocation();
  const profile = useTrainerProfile(key, seed);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // One profile view per trainer shown (lib/insights.ts: not sent under DNT or GPC).
  const shownId = profile.data?.id;
  useEffect(() => {
    if (shownId !== undefined) sendInsight("profile_view", shownId);
  }, [shownId]);

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
