import { useSearchParams } from "react-router";
import { type AuditEntry, auditAdminEndpoints } from "../../../src/shared/contracts/admin";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useAdminResource } from "./api";
import { dateTime, diff } from "./format";
import { Empty, TableScroll, TableSkeleton, td, th } from "./parts";

/** Who changed what, newest first: each entry's changed keys as before → after. */
export function AuditTab() {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get("page"));
  const page = Number.isInteger(n) && n > 0 ? n : 1;
  const query = useAdminResource(
    auditAdminEndpoints.page,
    { query: { page } },
    { keepPrevious: true, alwaysFresh: true },
  );
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const go = (p: number) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true });

  return (
    <section aria-labelledby="audit-heading" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="audit-heading" className="text-xl">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-slate-700">Every change made in the console, newest first.</p>
      </div>
      <TableScroll label="Audit log table">
        <QueryState
          query={query}
          loading={<TableSkeleton label="Loading the audit log" />}
          error={{ title: "We couldn't load the audit log" }}
          isEmpty={(data) => data.entries.length === 0}
          empty={<Empty>Nothing has been changed yet. Changes made in the console appear here.</Empty>}
        >
          {(data) => (
            <table className={cn("w-full min-w-[56rem] border-collapse", query.isFetching && "opacity-70")}>
              <caption className="sr-only">Audit log, page {page}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Time
                  </th>
                  <th scope="col" className={th}>
                    Who
                  </th>
                  <th scope="col" className={th}>
                    Action
                  </th>
                  <th scope="col" className={th}>
                    Target
                  </th>
                  <th scope="col" className={th}>
                    Changes
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.entries.map((e) => (
                  <Entry key={e.id} entry={e} />
                ))}
              </tbody>
            </table>
          )}
        </QueryState>
      </TableScroll>
      {query.data && query.data.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" aria-live="polite">
            Page {page} of {pages}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
              Previous
            </Button>
            <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
              Next
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function Entry({ entry: e }: { entry: AuditEntry }) {
  const lines = diff(e.before, e.after);
  return (
    <tr>
      <td className={cn(td, "whitespace-nowrap")}>
        <time dateTime={e.at}>{dateTime(e.at)}</time>
      </td>
      <td className={td}>
        <span className="block font-medium">{e.actorName ?? "System"}</span>
        {e.actorEmail && <span className="block whitespace-nowrap text-slate-600">{e.actorEmail}</span>}
      </td>
      <td className={cn(td, "font-medium")}>{actionLabel(e.action)}</td>
      <td className={td}>
        {actionLabel(e.targetType)} {e.targetId}
      </td>
      <td className={td}>
        {lines.length === 0 ? (
          <span className="text-slate-600">No field changed</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {lines.map((l) => (
              <li key={l.key} className="break-words">
                <span className="font-medium text-slate-900">{l.key}:</span>{" "}
                <span className="text-slate-700">{l.before}</span> →{" "}
                <span className="text-slate-900">{l.after}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** "trainer.status.suspended" → "Trainer status suspended". */
function actionLabel(action: string): string {
  const text = action.replace(/[._-]+/g, " ").trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
