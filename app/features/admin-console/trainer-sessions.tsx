import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import { trainerRecordAdminEndpoints } from "../../../src/shared/contracts/admin-trainer-record";
import { ResponsiveTable } from "../../components/responsive-table";
import { useAdminResource } from "./api";
import { dateTimeWithRelative, day, relative } from "./format";
import { td, th } from "./parts";
import { SectionRead, TrainerSection } from "./trainer-section";

/**
 * "Active sessions": where the trainer is signed in, each as a browser and system in words, when it
 * began, when it was last used and when it ends. No session's id or IP is sent to the console.
 */
export function TrainerSessions({ trainer }: { trainer: AdminTrainer }) {
  const query = useAdminResource(trainerRecordAdminEndpoints.sessions, { params: { id: trainer.id } });
  return (
    <TrainerSection
      id="trainer-sessions"
      description="Suspending or revoking the trainer ends every session at once."
    >
      <SectionRead query={query} what="the sessions">
        {(data) => (
          <>
            <p className="text-sm font-medium text-slate-800">
              {data.active === 0
                ? "Not signed in anywhere."
                : `Signed in on ${data.active} ${data.active === 1 ? "device" : "devices"}.`}
            </p>
            {data.sessions.length > 0 && (
              <ResponsiveTable className="sm:min-w-[36rem]">
                <caption className="sr-only">Active sessions, most recently used first</caption>
                <thead className="border-b border-slate-200 bg-slate-50">
                  <tr>
                    {["Device", "Signed in", "Last used", "Ends"].map((h) => (
                      <th key={h} scope="col" className={th}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {data.sessions.map((s, i) => (
                    // Sessions have no id here on purpose (no secret leaves); the order is the server's.
                    // biome-ignore lint/suspicious/noArrayIndexKey: no identity is sent
                    <tr key={i}>
                      <td className={`${td} font-semibold text-slate-900`}>{s.device}</td>
                      <td className={td} data-label="Signed in">
                        {dateTimeWithRelative(s.createdAt)}
                      </td>
                      <td className={td} data-label="Last used">
                        {relative(s.lastSeenAt) ?? "Not given"}
                      </td>
                      <td className={td} data-label="Ends">
                        {day(s.expiresAt)}
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
