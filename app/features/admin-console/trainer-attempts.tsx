import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import { trainerRecordAdminEndpoints } from "../../../src/shared/contracts/admin-trainer-record";
import { ResponsiveTable } from "../../components/responsive-table";
import { Badge } from "../../components/ui/badge";
import { useAdminResource } from "./api";
import { dateTimeWithRelative } from "./format";
import { td, th } from "./parts";
import { SectionRead, TrainerSection } from "./trainer-section";

/** "7 min 5 s", "45 s": the time an attempt took, measured by the server. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "Assessment attempts": every scored attempt, newest first, and how many assessments are passed. */
export function TrainerAttempts({ trainer }: { trainer: AdminTrainer }) {
  const query = useAdminResource(trainerRecordAdminEndpoints.attempts, { params: { id: trainer.id } });
  return (
    <TrainerSection id="trainer-attempts">
      <SectionRead query={query} what="the assessment attempts">
        {(data) => (
          <>
            <p className="text-sm font-medium text-slate-800">
              Passed {data.passedCount} of {data.assessmentCount} assessments
            </p>
            {data.attempts.length === 0 ? (
              <p className="text-sm text-slate-700">No attempt yet.</p>
            ) : (
              <ResponsiveTable className="sm:min-w-[40rem]">
                <caption className="sr-only">Assessment attempts, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50">
                  <tr>
                    {["Assessment", "Score", "Result", "Time taken", "Completed"].map((h) => (
                      <th key={h} scope="col" className={th}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {data.attempts.map((a) => (
                    <tr key={a.id}>
                      <td className={`${td} font-semibold text-slate-900`}>{a.assessmentTitle}</td>
                      <td className={`${td} whitespace-nowrap`} data-label="Score">
                        {a.score} of {a.totalQuestions} ({a.percent}%)
                      </td>
                      <td className={td} data-label="Result">
                        {a.passed ? (
                          <Badge tone="success">Passed</Badge>
                        ) : (
                          <Badge tone="neutral">Not passed</Badge>
                        )}
                      </td>
                      <td className={`${td} whitespace-nowrap`} data-label="Time taken">
                        {duration(a.timeSpent)}
                      </td>
                      <td className={td} data-label="Completed">
                        {dateTimeWithRelative(a.completedAt)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ResponsiveTable>
            )}
          </>
        )}
      </SectionRead>
    </TrainerSection>
  );
}
