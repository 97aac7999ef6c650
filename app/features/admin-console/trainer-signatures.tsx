import { CircleCheck, CircleX } from "lucide-react";
import { Link } from "react-router";
import type { AdminTrainer } from "../../../src/shared/contracts/admin";
import { ResponsiveTable } from "../../components/responsive-table";
import { Badge } from "../../components/ui/badge";
import { dateTimeWithRelative } from "./format";
import { td, th } from "./parts";
import { useTrainerOnboarding } from "./trainer-onboarding";
import { SectionRead, TrainerSection } from "./trainer-section";

/**
 * "Signatures": every document the trainer signed (or signed while an applicant), newest first, the
 * version signed and whether it is the current one, and whether the kept text still matches. The text
 * itself is on the Onboarding tab, under the application's Signatures.
 */
export function TrainerSignatures({ trainer }: { trainer: AdminTrainer }) {
  const query = useTrainerOnboarding(trainer.id);
  return (
    <TrainerSection
      id="trainer-signatures"
      description={
        <>
          The exact text each one signed is on the{" "}
          <Link
            to="/trainer-portal/admin/onboarding"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Onboarding tab
          </Link>
          , under the application's Signatures.
        </>
      }
    >
      <SectionRead query={query} what="the signatures">
        {({ signatures }) =>
          signatures.length === 0 ? (
            <p className="text-sm text-slate-700">No document is signed yet.</p>
          ) : (
            <ResponsiveTable>
              <caption className="sr-only">Signatures, newest first</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  {["Document", "Version", "Signed by", "Signed", "Text"].map((h) => (
                    <th key={h} scope="col" className={th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {signatures.map((s) => (
                  <tr key={s.id}>
                    <td className={`${td} font-semibold text-slate-900`}>{s.documentTitle}</td>
                    <td className={td} data-label="Version">
                      {s.documentVersion}{" "}
                      {s.current ? (
                        <Badge tone="success">Current</Badge>
                      ) : (
                        <Badge tone="warning">Replaced</Badge>
                      )}
                    </td>
                    <td className={td} data-label="Signed by">
                      {s.signerName}
                    </td>
                    <td className={td} data-label="Signed">
                      {dateTimeWithRelative(s.signedAt)}
                    </td>
                    <td className={td} data-label="Text">
                      {s.textMatches ? (
                        <span className="inline-flex items-center gap-1 text-success-700">
                          <CircleCheck aria-hidden className="size-4 shrink-0" />
                          Matches
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 text-danger-700">
                          <CircleX aria-hidden className="size-4 shrink-0" />
                          Not kept
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ResponsiveTable>
          )
        }
      </SectionRead>
    </TrainerSection>
  );
}
