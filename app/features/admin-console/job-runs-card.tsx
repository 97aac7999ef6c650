import { useQueryClient } from "@tanstack/react-query";
import { Play } from "lucide-react";
import { useState } from "react";
import {
  FAILURE_DAYS,
  type JobOverview,
  type JobRun,
  type JobSummary,
  jobAdminEndpoints,
} from "../../../src/shared/contracts/jobs";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { afterChange, runJobNow, useAdminResource } from "./api";
import { dateTime } from "./format";
import { Empty, TableSkeleton } from "./parts";
import { ResourceCard } from "./resource-card";

/** "renewal-reminders" → "Renewal reminders". */
export const jobTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replaceAll("-", " ");

/**
 * The System tab's background jobs (issue 28, docs/decisions/0027): each job with its schedule in words,
 * its last run and outcome, the next run, Run now; the failed runs of the last week above them, each
 * with its error.
 */
export function JobRunsCard() {
  const jobs = useAdminResource(jobAdminEndpoints.list);
  return (
    <ResourceCard
      id="admin-card-jobs"
      title="Background jobs"
      description="Work the servers do on their own. A failed run is kept with its error; the job tries again at its next run, or now if you run it."
      query={jobs}
      what="the background jobs"
      loading={<TableSkeleton label="Loading the background jobs" rows={3} />}
      isEmpty={(data) => data.jobs.length === 0}
      empty={<Empty>This server has no background jobs.</Empty>}
    >
      {(data) => <JobsBody data={data} />}
    </ResourceCard>
  );
}

function JobsBody({ data }: { data: JobOverview }) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<string | null>(null);

  async function runNow(name: string) {
    setRunning(name);
    try {
      const run = await runJobNow(name);
      if (run.ok) notify.success({ title: `${jobTitle(name)} ran`, description: run.outcome ?? "Done." });
      else
        notify.error({ title: `${jobTitle(name)} failed`, description: run.error ?? "No reason was given." });
      await afterChange(queryClient);
    } catch (err) {
      notify.error({ title: `${jobTitle(name)} did not run`, description: errorMessage(err) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <Failures failures={data.failures} />
      {/* A list, not a table: on a phone each job stacks with its Run now in reach, no sideways scroll. */}
      <ul aria-label="Jobs and their runs" className="flex flex-col rounded-lg border border-slate-200">
        <li
          aria-hidden
          className="hidden grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] gap-4 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-700 md:grid"
        >
          <span>Job</span>
          <span>Last run</span>
          <span>Next run</span>
          <span className="w-32" />
        </li>
        {data.jobs.map((job) => (
          <JobRow key={job.name} job={job} running={running} onRun={runNow} />
        ))}
      </ul>
    </div>
  );
}

function JobRow({
  job,
  running,
  onRun,
}: {
  job: JobSummary;
  running: string | null;
  onRun: (name: string) => Promise<void>;
}) {
  return (
    <li
      className="grid gap-3 border-t border-slate-200 px-3 py-3 text-sm text-slate-800 [&:nth-child(2)]:border-t-0 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] md:gap-4 md:[&:nth-child(2)]:border-t"
      data-job={job.name}
    >
      <div>
        <div className="font-medium text-slate-900">{jobTitle(job.name)}</div>
        <div className="text-slate-700">{job.schedule}</div>
        {!job.enabled && (
          <Badge tone="neutral" className="mt-1">
            Turned off
          </Badge>
        )}
      </div>
      <div data-part="last-run">
        <span className="text-slate-700 md:sr-only">Last run: </span>
        {job.lastRun ? <RunLine run={job.lastRun} /> : <span className="text-slate-700">Not run yet</span>}
        {job.recentRuns.length > 1 && (
          <details className="mt-1">
            <summary className="cursor-pointer text-brand-700 underline">Earlier runs</summary>
            <ul className="mt-1 flex flex-col gap-1">
              {job.recentRuns.slice(1).map((run) => (
                <li key={run.id}>
                  <RunLine run={run} />
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <div>
        <span className="text-slate-700 md:sr-only">Next run: </span>
        {job.nextRunAt ? dateTime(job.nextRunAt) : "—"}
      </div>
      <div className="md:w-32">
        <Button
          variant="secondary"
          onClick={() => void onRun(job.name)}
          disabled={running !== null || !job.enabled}
        >
          <Play aria-hidden className="size-4" />
          {running === job.name ? "Running..." : "Run now"}
          <span className="sr-only"> {jobTitle(job.name)}</span>
        </Button>
      </div>
    </li>
  );
}

/** A run in one line: when, and its outcome (a badge says which: colour is never the only sign). */
function RunLine({ run }: { run: JobRun }) {
  const [tone, label] =
    run.ok === null
      ? (["info", "Running"] as const)
      : run.ok
        ? (["success", "OK"] as const)
        : (["danger", "Failed"] as const);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={tone}>{label}</Badge>
      <span>{dateTime(run.startedAt)}</span>
      <span className="text-slate-700 [overflow-wrap:anywhere]">
        {run.ok === false ? run.error : run.outcome}
      </span>
    </div>
  );
}

function Failures({ failures }: { failures: JobRun[] }) {
  if (failures.length === 0)
    return <p className="text-slate-700">No job has failed in the last {FAILURE_DAYS} days.</p>;
  return (
    <section
      aria-labelledby="admin-jobs-failures"
      className="rounded-lg border border-danger-700 bg-danger-50 p-4"
    >
      <h3 id="admin-jobs-failures" className="font-semibold text-danger-700">
        Failed runs in the last {FAILURE_DAYS} days
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {failures.map((run) => (
          <li key={run.id} className="text-sm text-slate-800">
            <span className="font-medium">{jobTitle(run.job)}</span>, {dateTime(run.startedAt)}:{" "}
            <span className="[overflow-wrap:anywhere]">{run.error ?? "no error was recorded"}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
