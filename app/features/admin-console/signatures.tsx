import { CircleCheck, CircleX } from "lucide-react";
import type { ApplicantRow } from "../../../src/shared/contracts/admin";
import { onboardingAdminEndpoints } from "../../../src/shared/contracts/onboarding";
import { QueryState } from "../../components/query-state";
import { Skeleton } from "../../components/ui/skeleton";
import { useAdminResource } from "./api";
import { dateTime } from "./format";

/** Each signature of the applicant with the exact text signed (when that version is the one kept). */
export function Signatures({ applicant }: { applicant: ApplicantRow }) {
  const query = useAdminResource(onboardingAdminEndpoints.signatures, {
    params: { id: applicant.id },
  });
  const heading = `Signatures of ${applicant.fullName}`;
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="Loading signatures" className="flex flex-col gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-24 w-full" />
        </div>
      }
      error={{ title: "We couldn't load the signatures" }}
    >
      {(list) => (
        <section
          aria-label={heading}
          className="sticky left-3 flex max-w-[calc(100vw-4rem)] flex-col gap-3 lg:max-w-4xl"
        >
          <h3 className="text-base font-semibold">{heading}</h3>
          {list.length === 0 ? (
            <p className="text-sm text-slate-700">No document is signed yet.</p>
          ) : (
            list.map((s) => (
              <article
                key={s.id}
                aria-label={`${s.documentTitle}, version ${s.documentVersion}`}
                className="rounded-md border border-slate-200 bg-white p-3"
              >
                <h4 className="font-semibold text-slate-900">
                  {s.documentTitle}{" "}
                  <span className="font-normal text-slate-600">· version {s.documentVersion}</span>
                </h4>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-medium text-slate-800">Signed by</dt>
                  <dd className="text-slate-700">{s.signerName}</dd>
                  <dt className="font-medium text-slate-800">Time</dt>
                  <dd className="text-slate-700">{dateTime(s.signedAt)}</dd>
                  <dt className="font-medium text-slate-800">IP</dt>
                  <dd className="text-slate-700">{s.ip ?? "—"}</dd>
                  <dt className="font-medium text-slate-800">Browser</dt>
                  <dd className="break-all text-slate-700">{s.userAgent ?? "—"}</dd>
                  <dt className="font-medium text-slate-800">SHA-256</dt>
                  <dd className="font-mono text-xs break-all text-slate-700">{s.textSha256}</dd>
                </dl>
                <p className="mt-2 flex items-center gap-1 text-sm font-medium">
                  {s.textMatches ? (
                    <>
                      <CircleCheck aria-hidden className="size-4 text-success-700" />
                      <span className="text-success-700">Text matches the signature</span>
                    </>
                  ) : (
                    <>
                      <CircleX aria-hidden className="size-4 text-danger-700" />
                      <span className="text-danger-700">
                        Text does not match (a later version replaced it)
                      </span>
                    </>
                  )}
                </p>
                {s.text !== null && (
                  <section
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
                    tabIndex={0}
                    aria-label={`Text signed: ${s.documentTitle}`}
                    className="mt-2 max-h-48 overflow-y-auto rounded-sm border border-slate-200 bg-slate-50 p-2 text-xs whitespace-pre-wrap text-slate-800"
                  >
                    {s.text}
                  </section>
                )}
              </article>
            ))
          )}
        </section>
      )}
    </QueryState>
  );
}
