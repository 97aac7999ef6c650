import { useSearchParams } from "react-router";
import { auditAdminEndpoints } from "../../../src/shared/contracts/admin";
import { QueryState } from "../../components/query-state";
import { ResponsiveTable } from "../../components/responsive-table";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useAdminResource } from "./api";
import { AUDIT_COLUMNS, AuditEntryRow } from "./audit-entry";
import { AuditFilters, type AuditFilterValues } from "./audit-filters";
import { Empty, TableScroll, TableSkeleton, th } from "./parts";

const FILTER_KEYS = ["who", "action", "targetType", "target"] as const;

/** The page and filters kept in the address (Back returns to the same view); a change of filter goes to page 1. */
function useAuditQuery() {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get("page"));
  const page = Number.isInteger(n) && n > 0 ? n : 1;
  const filters: AuditFilterValues = Object.fromEntries(
    FILTER_KEYS.map((k) => [k, params.get(k) || undefined]).filter(([, v]) => v !== undefined),
  );
  const set = (next: AuditFilterValues, p: number) => {
    const out = new URLSearchParams();
    for (const k of FILTER_KEYS) if (next[k]) out.set(k, next[k]);
    if (p > 1) out.set("page", String(p));
    setParams(out, { replace: true });
  };
  return {
    page,
    filters,
    go: (p: number) => set(filters, p),
    update: (change: AuditFilterValues) => set({ ...filters, ...change }, 1),
  };
}

/** Who changed what, newest first: each entry's changed keys as before → after, filtered by who, action and target. */
export function AuditTab() {
  const { page, filters, go, update } = useAuditQuery();
  const query = useAdminResource(
    auditAdminEndpoints.page,
    { query: { page, ...filters } },
    { keepPrevious: true, alwaysFresh: true },
  );
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const filtered = Object.keys(filters).length > 0;

  return (
    <section aria-labelledby="audit-heading" className="flex min-w-0 flex-col gap-4">
      <div>
        <h2 id="audit-heading" className="text-xl">
          Audit log
        </h2>
        <p className="mt-1 text-sm text-slate-700">Every change made in the console, newest first.</p>
      </div>
      <AuditFilters
        filters={filters}
        actions={query.data?.actions ?? []}
        targetTypes={query.data?.targetTypes ?? []}
        update={update}
      />
      <TableScroll label="Audit log table">
        <QueryState
          query={query}
          loading={<TableSkeleton label="Loading the audit log" />}
          error={{ title: "We couldn't load the audit log" }}
          isEmpty={(data) => data.entries.length === 0}
          empty={
            <Empty>
              {filtered
                ? "No change matches these filters. Clear a filter to see more."
                : "Nothing has been changed yet. Changes made in the console appear here."}
            </Empty>
          }
        >
          {(data) => (
            <ResponsiveTable className={cn("sm:min-w-[56rem]", query.isFetching && "opacity-70")}>
              <caption className="sr-only">Audit log, page {page}</caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                <tr>
                  {AUDIT_COLUMNS.map((h) => (
                    <th key={h} scope="col" className={th}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.entries.map((e) => (
                  <AuditEntryRow key={e.id} entry={e} />
                ))}
              </tbody>
            </ResponsiveTable>
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
