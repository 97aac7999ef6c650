import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { TrainerQuery } from "./api";
import { PAGE_SIZES } from "./trainer-query";

/** How many trainers match, the page, rows per page, Previous and Next. */
export function TrainersPager({
  query,
  total,
  pages,
  update,
}: {
  query: TrainerQuery;
  total: number;
  pages: number;
  update: (change: Partial<TrainerQuery>) => void;
}) {
  return (
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
  );
}
