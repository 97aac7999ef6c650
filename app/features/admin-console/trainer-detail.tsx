import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { ADMIN_TEXT, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { trainerAdminEndpoints } from "../../../src/shared/contracts/trainers";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { useAdminResource } from "./api";
import { OwnerFieldsCard } from "./owner-fields-card";
import { StatusBadge } from "./parts";
import { ProfileCard } from "./profile-card";
import { TrainerAttempts } from "./trainer-attempts";
import { TrainerCertification } from "./trainer-certification";
import { TrainerClasses } from "./trainer-classes";
import { TrainerIdentity } from "./trainer-identity";
import { TrainerOnboarding } from "./trainer-onboarding";
import { TrainerPageNav } from "./trainer-section";
import { TrainerSessions } from "./trainer-sessions";
import { TrainerSignatures } from "./trainer-signatures";

/**
 * A trainer's page in the console (docs/decisions/0041): sections people read (identity and status,
 * the public profile, certification, onboarding and payment, classes, assessment attempts, signatures,
 * active sessions) and the owner-only fields' form. The account is one read; each later section asks
 * for its own records, so a section that fails shows its error alone.
 */
export function TrainerDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // An address that names no trainer is not asked for.
  const query = useAdminResource(trainerAdminEndpoints.get, { params: { id } }, { enabled: valid });

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/trainer-portal/admin/trainers">
          <ArrowLeft aria-hidden className="size-4" />
          All trainers
        </Link>
      </Button>
      {!valid ? (
        <p className="text-slate-700">{ADMIN_TEXT.notFound}</p>
      ) : (
        <QueryState
          query={query}
          loading={
            <div role="status" aria-label="Loading the trainer" className="flex flex-col gap-4">
              <Skeleton className="h-10 w-64" />
              <Skeleton className="h-32 w-full rounded-lg" />
              <Skeleton className="h-96 w-full rounded-lg" />
            </div>
          }
          error={{ title: "We couldn't load this trainer" }}
        >
          {(trainer) => <TrainerPage trainer={trainer} />}
        </QueryState>
      )}
    </div>
  );
}

function TrainerPage({ trainer }: { trainer: AdminTrainer }) {
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="text-2xl break-words">{trainer.name}</h2>
        <StatusBadge status={trainer.status} />
        <p className="w-full break-all text-slate-700">{trainer.email}</p>
      </header>
      <TrainerPageNav />
      <TrainerIdentity trainer={trainer} />
      <ProfileCard trainer={trainer} />
      <TrainerCertification trainer={trainer} />
      <TrainerOnboarding trainer={trainer} />
      <TrainerClasses trainer={trainer} />
      <TrainerAttempts trainer={trainer} />
      <TrainerSignatures trainer={trainer} />
      <TrainerSessions trainer={trainer} />
      <OwnerFieldsCard key={JSON.stringify(trainer)} trainer={trainer} />
    </>
  );
}
