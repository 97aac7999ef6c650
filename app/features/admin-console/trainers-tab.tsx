import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Star } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  ADMIN_STATUSES,
  ONBOARDING_STATES,
  TRAINER_SORTS,
  type TrainerRow,
} from "../../../src/shared/contracts/admin";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { SearchInput } from "../../components/ui/search-input";
import { Select } from "../../components/ui/select";
import { cn } from "../../lib/cn";
import { type TrainerQuery, trainerSearch, useTrainerPage } from "./api";
import { day, place, statusLabel } from "./format";
import { NewTrainerDialog } from "./new-trainer-dialog";
import { Empty, LoadError, StatusBadge, TableScroll, TableSkeleton, td, th, thSortable } from "./parts";

type Sort = (typeof TRAINER_SORTS)[number];
const PAGE_SIZES = [10, 25, 50, 100];
const SEARCH_DELAY_MS = 300;

const ONBOARDING_LABELS: Record<(typeof ONBOARDING_STATES)[number], string> = {
  complete: "Documents complete",
  documents_pending: "Documents pending",
};

/** The filters, sort and page live in the address: Back returns to the same view, a link shares it. */
function useTrainerQuery() {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(key: string, allowed: readonly T[]) => {
    const v = params.get(key);
    return v && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
  };
  const num = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const query: TrainerQuery = {
    search: params.get("search") ?? undefined,
    status: pick("status", ADMIN_STATUSES),
    onboarding: pick("onboarding", ONBOARDING_STATES),
    sort: pick("sort", TRAINER_SORTS) ?? "name",
    dir: pick("dir", ["asc", "desc"] as const) ?? "asc",
    page: num("page", 1),
    pageSize: PAGE_SIZES.includes(num("pageSize", 25)) ? num("pageSize", 25) : 25,
  };
  /** Changes some of the query; any change but the page goes back to the first page. */
  const update = (change: Partial<TrainerQuery>) => {
    const next: Partial<TrainerQuery> = { ...query, page: 1, ...change };
    setParams(new URLSearchParams(trainerSearch(next)), { replace: true });
  };
  return { query, update };
}

const SORTABLE: Partial<Record<string, Sort>> = {
  name: "name",
  email: "email",
  status: "status",
  location: "state",
  renewalDate: "renewalDate",
  createdAt: "createdAt",
};

const columns: ColumnDef<TrainerRow>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/trainer-portal/admin/trainers/${row.original.id}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "email",
    header: "Email",
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.email}</span>,
  },
  { id: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: "location", header: "Location", cell: ({ row }) => place(row.original.city, row.original.state) },
  {
    id: "featured",
    header: "Featured",
    cell: ({ row }) =>
      row.original.featured ? (
        <span className="inline-flex items-center gap-1 text-brand-700">
          <Star aria-hidden className="size-4 fill-current" />
          Yes
        </span>
      ) : (
        <span className="text-slate-600">No</span>
      ),
  },
  {
    id: "documents",
    header: "Documents to sign",
    cell: ({ row }) =>
      row.original.unsignedDocuments > 0 ? (
        <span className="font-medium text-warning-800">{row.original.unsignedDocuments}</span>
      ) : (
        <span className="text-slate-600">None</span>
      ),
  },
  { id: "renewalDate", header: "Renewal date", cell: ({ row }) => day(row.original.renewalDate) },
  { id: "createdAt", header: "Added", cell: ({ row }) => day(row.original.createdAt) },
];

/** The trainers table: server-side search, filters, sorting and paging; CSV export; a new trainer. */
export function TrainersTab() {
  const { query, update } = useTrainerQuery();
  const page = useTrainerPage(query);
  const [text, setText] = useState(query.search ?? "");

  // The search box asks the server once typing pauses.
  useEffect(() => {
    if ((query.search ?? "") === text.trim()) return;
    const timer = setTimeout(() => update({ search: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const sorting: SortingState = useMemo(() => {
    const column = Object.entries(SORTABLE).find(([, sort]) => sort === query.sort)?.[0] ?? "name";
    return [{ id: column, desc: query.dir === "desc" }];
  }, [query.sort, query.dir]);

  const data = page.data?.rows ?? [];
  const total = page.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.pageSize } },
    getRowId: (row) => String(row.id),
  });

  const toggleSort = (column: string) => {
    const sort = SORTABLE[column];
    if (!sort) return;
    const dir = query.sort === sort && query.dir === "asc" ? "desc" : "asc";
    update({ sort, dir });
  };

  const csv = `/api/admin/trainers.csv${trainerSearch(query, false)}`;

  return (
    <section aria-labelledby="trainers-heading" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trainers-heading" className="text-xl">
          Trainers
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary">
            <a href={csv} download>
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
          </Button>
          <NewTrainerDialog />
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <Label htmlFor="trainer-search" className="mb-1">
            Search
          </Label>
          <SearchInput
            id="trainer-search"
            placeholder="Name, e-mail, city or state"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="trainer-status" className="mb-1">
            Status
          </Label>
          <Select
            id="trainer-status"
            value={query.status ?? ""}
            onChange={(e) => update({ status: (e.target.value || undefined) as TrainerQuery["status"] })}
          >
            <option value="">All statuses</option>
            {ADMIN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="trainer-onboarding" className="mb-1">
            Onboarding
          </Label>
          <Select
            id="trainer-onboarding"
            value={query.onboarding ?? ""}
            onChange={(e) =>
              update({ onboarding: (e.target.value || undefined) as TrainerQuery["onboarding"] })
            }
          >
            <option value="">All</option>
            {ONBOARDING_STATES.map((s) => (
              <option key={s} value={s}>
                {ONBOARDING_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <TableScroll label="Trainers table">
        {page.data ? (
          data.length === 0 ? (
            <Empty>
              No trainers match these filters. Clear the search or choose another status, or add a new
              trainer.
            </Empty>
          ) : (
            <table className={cn("w-full min-w-[64rem] border-collapse", page.isFetching && "opacity-70")}>
              <caption className="sr-only">
                Trainers, page {query.page} of {pages}
              </caption>
              <thead className="border-b border-slate-200 bg-slate-50">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const sortable = SORTABLE[header.column.id] !== undefined;
                      const sorted = header.column.getIsSorted();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={sortable ? thSortable : th}
                          aria-sort={
                            sortable
                              ? sorted === "asc"
                                ? "ascending"
                                : sorted === "desc"
                                  ? "descending"
                                  : "none"
                              : undefined
                          }
                        >
                          {sortable ? (
                            <button
                              type="button"
                              onClick={() => toggleSort(header.column.id)}
                              className="inline-flex min-h-tap w-full items-center gap-1 px-3 text-left font-semibold hover:bg-slate-100"
                            >
                              {label}
                              {sorted === "asc" ? (
                                <ArrowUp aria-hidden className="size-4" />
                              ) : sorted === "desc" ? (
                                <ArrowDown aria-hidden className="size-4" />
                              ) : (
                                <ArrowUpDown aria-hidden className="size-4 text-slate-500" />
                              )}
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-200">
                {table.getRowModel().rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50">
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={td}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : page.isError ? (
          <LoadError
            what="the trainers"
            error={page.error}
            retry={() => void page.refetch()}
            retrying={page.isFetching}
          />
        ) : (
          <TableSkeleton label="Loading trainers" />
        )}
      </TableScroll>

      {page.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" aria-live="polite">
            {total === 1 ? "1 trainer" : `${total} trainers`} · Page {query.page} of {pages}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Label htmlFor="trainer-page-size" className="sr-only">
              Rows per page
            </Label>
            <Select
              id="trainer-page-size"
              className="w-40"
              value={String(query.pageSize)}
              onChange={(e) => update({ pageSize: Number(e.target.value) })}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n} per page
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              disabled={query.page <= 1}
              onClick={() => update({ page: query.page - 1 })}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              disabled={query.page >= pages}
              onClick={() => update({ page: query.page + 1 })}
            >
              Next
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
