import {
  flexRender,
  getCoreRowModel,
  type Header,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useMemo } from "react";
import type { TrainerRow } from "../../../src/shared/contracts/admin";
import { ResponsiveTable } from "../../components/responsive-table";
import { cn } from "../../lib/cn";
import type { TrainerQuery } from "./api";
import { td, th, thSortable } from "./parts";
import { SORTABLE, trainerColumns } from "./trainer-columns";

/**
 * One page of trainers, sorted and paged by the server: a sortable column's header is a button that
 * asks for that sort (again: the other direction). On a phone each trainer is a card (the headers are
 * hidden there; the tab's "Sort by" control sorts).
 */
export function TrainersTable({
  rows,
  query,
  pages,
  fetching,
  onSort,
}: {
  rows: TrainerRow[];
  query: TrainerQuery;
  pages: number;
  /** A new page or sort is on its way: the old rows are dimmed meanwhile. */
  fetching: boolean;
  onSort: (column: string) => void;
}) {
  const sorting: SortingState = useMemo(() => {
    const column = Object.entries(SORTABLE).find(([, sort]) => sort === query.sort)?.[0] ?? "name";
    return [{ id: column, desc: query.dir === "desc" }];
  }, [query.sort, query.dir]);

  const table = useReactTable({
    data: rows,
    columns: trainerColumns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    pageCount: pages,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.pageSize } },
    getRowId: (row) => String(row.id),
  });

  return (
    <ResponsiveTable className={cn("sm:min-w-[64rem]", fetching && "opacity-70")}>
      <caption className="sr-only">
        Trainers, page {query.page} of {pages}
      </caption>
      <thead className="border-b border-slate-200 bg-slate-50">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} onSort={onSort} />
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y divide-slate-200">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                className={td}
                data-label={cellLabel(cell.column.id, cell.column.columnDef.header)}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

/** On a phone a cell names its column; the name is the card's title and needs none. */
const cellLabel = (id: string, header: unknown) =>
  id !== "name" && typeof header === "string" ? header : undefined;

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

function HeaderCell({
  header,
  onSort,
}: {
  header: Header<TrainerRow, unknown>;
  onSort: (column: string) => void;
}) {
  const sortable = SORTABLE[header.column.id] !== undefined;
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!sortable)
    return (
      <th scope="col" className={th}>
        {label}
      </th>
    );
  return (
    <th scope="col" className={thSortable} aria-sort={sorted ? ARIA_SORT[sorted] : "none"}>
      <button
        type="button"
        onClick={() => onSort(header.column.id)}
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
    </th>
  );
}
