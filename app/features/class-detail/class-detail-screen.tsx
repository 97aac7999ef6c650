import { ArrowLeft, CalendarPlus, Clock, MapPin, Users } from "lucide-react";
import { Link, useLocation, useParams } from "react-router";
import { classIcsUrl } from "../../../src/shared/contracts/calendar";
import type { PublicClassDetail } from "../../../src/shared/contracts/public-classes";
import { trainerPath } from "../../../src/shared/directory-rules";
import { DateBlock, fullDate } from "../../components/class-date";
import { ClassZone } from "../../components/class-zone";
import { PublicLayout } from "../../components/layout/public-layout";
import { LoadError } from "../../components/load-error";
import { QueryState } from "../../components/query-state";
import { TrainerAvatar } from "../../components/trainer-avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { cameFromOf } from "../../lib/came-from";
import { insightAttrs } from "../../lib/insights";
import { isNotFound, usePublicClass } from "./api";
import { ReservePanel } from "./reserve-panel";

/** Back to the screen the visitor came from (a trainer's page, a class list), else to /classes. */
function BackToClasses() {
  const came = cameFromOf(useLocation().state);
  return (
    <Button asChild variant="ghost">
      <Link to={came?.from ?? "/classes"}>
        <ArrowLeft aria-hidden className="size-4" />
        {came ? `Back to ${came.label}` : "Back to Classes"}
      </Link>
    </Button>
  );
}

function Detail({ detail }: { detail: PublicClassDetail }) {
  const { class: c, trainer, past } = detail;
  // Spots left are the live count of the reserve panel (decision 0044), not the typed column.
  const facts = [
    c.type && { label: "Type", value: c.type },
    c.level && { label: "Level", value: c.level },
    c.capacity !== null && { label: "Capacity", value: String(c.capacity) },
  ].filter((f): f is { label: string; value: string } => Boolean(f));

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <BackToClasses />
      {past && (
        <p role="status" className="mt-4 rounded-md bg-warning-50 p-3 text-warning-800">
          This class has already taken place. See the trainer's profile for upcoming classes.
        </p>
      )}
      <header className="mt-4 flex items-start gap-4">
        <DateBlock date={c.date} />
        <div>
          <h1 className="text-3xl">{c.title}</h1>
          <p className="mt-1 text-lg text-slate-700">
            with{" "}
            <Link to={trainerPath(trainer)} className="font-medium text-brand-700 underline">
              {trainer.displayName}
            </Link>
          </p>
        </div>
      </header>

      <dl className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-raised">
        <div className="flex gap-2">
          <dt>
            <Clock aria-label="When" className="size-5 text-brand-700" />
          </dt>
          <dd>
            {fullDate(c.date)}, {c.time}
            <ClassZone timeZone={c.timeZone} date={c.date} startTime={c.startTime} />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <MapPin aria-label="Where" className="size-5 text-brand-700" />
          </dt>
          <dd>
            {c.location}
            {c.address && <span className="block text-slate-700">{c.address}</span>}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="sr-only">Price</dt>
          <dd>
            <Badge tone="coral" className="text-base">
              {c.price}
            </Badge>
          </dd>
        </div>
        {facts.length > 0 && (
          // A term and its description, like the rows above: a bare row in a <dl> confuses screen readers.
          <div>
            <dt className="sr-only">Details</dt>
            <dd className="flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
              {facts.map((f) => (
                <span key={f.label}>
                  <Users aria-hidden className="mr-1 inline size-4" />
                  {f.label}: <strong className="text-slate-900">{f.value}</strong>
                </span>
              ))}
            </dd>
          </div>
        )}
        {c.tags.length > 0 && (
          <div>
            <dt className="sr-only">Tags</dt>
            <dd className="flex flex-wrap gap-1.5">
              {c.tags.map((t) => (
                <Badge key={t} tone="neutral">
                  {t}
                </Badge>
              ))}
            </dd>
          </div>
        )}
      </dl>

      {!past && (
        <div className="mt-6">
          <ReservePanel classId={c.id} title={c.title} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <a href={classIcsUrl(c.id)} {...insightAttrs("ics_download", trainer.id, c.id)}>
            <CalendarPlus aria-hidden className="size-4" />
            Add to calendar
          </a>
        </Button>
      </div>

      <section
        aria-labelledby="about-trainer"
        className="mt-8 flex items-center gap-4 rounded-lg bg-white p-5 shadow-raised"
      >
        <TrainerAvatar name={trainer.displayName} picture={trainer.profilePicture} size={56} />
        <div>
          <h2 id="about-trainer" className="text-lg">
            Your trainer: {trainer.displayName}
          </h2>
          <Link
            to={trainerPath(trainer)}
            className="inline-flex min-h-tap items-center font-medium text-brand-700 underline"
          >
            View profile
          </Link>
        </div>
      </section>
    </article>
  );
}

/** An unknown class (the route answers 404; its title is the route's meta). */
function ClassNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl">Class Not Found</h1>
      <p className="mt-3 text-lg text-slate-700">
        The class you're looking for doesn't exist or is no longer listed.
      </p>
      <div className="mt-6">
        <BackToClasses />
      </div>
    </div>
  );
}

/** The route's 404 page (its error boundary): the not-found view in the public layout. */
export function ClassNotFoundPage() {
  return (
    <PublicLayout>
      <ClassNotFound />
    </PublicLayout>
  );
}

/** /public/class/:id: one class (docs/product.md "Routes"). */
export default function ClassDetailScreen({ seed }: { seed?: PublicClassDetail }) {
  const { id = "" } = useParams();
  const detail = usePublicClass(id, seed);
  return (
    <PublicLayout>
      <QueryState
        query={detail}
        loading={<Spinner label="Loading class" page />}
        error={({ error, retry, retrying }) =>
          isNotFound(error) ? (
            <ClassNotFound />
          ) : (
            <LoadError
              as="h1"
              title="Unable to load this class"
              message="Please check your connection and try again."
              onRetry={retry}
              retrying={retrying}
              className="mx-auto max-w-xl px-4 py-16"
            />
          )
        }
      >
        {(data) => <Detail detail={data} />}
      </QueryState>
    </PublicLayout>
  );
}
