import { Download } from "lucide-react";
import { endpointUrl } from "../../../src/shared/contracts/endpoint";
import { trainerAdminEndpoints } from "../../../src/shared/contracts/trainers";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { useAdminResource } from "./api";
import { NewTrainerDialog } from "./new-trainer-dialog";
import { Empty, TableScroll, TableSkeleton } from "./parts";
import { SORTABLE } from "./trainer-columns";
import { TrainerFilters } from "./trainer-filters";
import { useTrainerQuery } from "./trainer-query";
import { TrainerSort } from "./trainer-sort";
import { TrainersPager } from "./trainers-pager";
import { TrainersTable } from "./trainers-table";

/**
 * The trainers table: server-side search, filters, sorting and paging; CSV export; a new trainer. On a
 * phone each trainer is a card, sorted by "Sort by".
 */
export function TrainersTab() {
  const { query, update } = useTrainerQuery();
  const page = useAdminResource(trainerAdminEndpoints.list, { query }, { keepPrevious: true });
  const total = page.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));

  const sortBy = (column: string) => {
    const sort = SORTABLE[column];
    if (!sort) return;
    update({ sort, dir: query.sort === sort && query.dir === "asc" ? "desc" : "asc" });
  };

  // Every matching row: the table's filters without its paging.
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const csv = endpointUrl(trainerAdminEndpoints.csv, {
    query: { ...filters, search: filters.search || undefined },
  });

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

      <TrainerFilters query={query} update={update} />
      <TrainerSort query={query} update={update} />

      <TableScroll label="Trainers table">
        <QueryState
          query={page}
          loading={<TableSkeleton label="Loading trainers" />}
          error={{ title: "We couldn't load the trainers" }}
          isEmpty={(data) => data.rows.length === 0}
          empty={
            <Empty>
              No trainers match these filters. Clear the search or choose another status, or add a new
              trainer.
            </Empty>
          }
        >
          {(data) => (
            <TrainersTable
              rows={data.rows}
              query={query}
              pages={pages}
              fetching={page.isFetching}
              onSort={sortBy}
            />
          )}
        </QueryState>
      </TableScroll>

      {page.data && <TrainersPager query={query} total={total} pages={pages} update={update} />}
    </section>
  );
}
