import type { TRAINER_SORTS } from "../../../src/shared/contracts/admin";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { TrainerQuery } from "./api";

type Sort = (typeof TRAINER_SORTS)[number];

/** Each sort in words, both ways. */
const SORTS: { sort: Sort; dir: "asc" | "desc"; label: string }[] = [
  { sort: "name", dir: "asc", label: "Name, A to Z" },
  { sort: "name", dir: "desc", label: "Name, Z to A" },
  { sort: "createdAt", dir: "desc", label: "Newest added first" },
  { sort: "createdAt", dir: "asc", label: "Oldest added first" },
  { sort: "renewalDate", dir: "asc", label: "Renewal date, soonest first" },
  { sort: "renewalDate", dir: "desc", label: "Renewal date, latest first" },
  { sort: "state", dir: "asc", label: "Location (state), A to Z" },
  { sort: "status", dir: "asc", label: "Status" },
  { sort: "email", dir: "asc", label: "E-mail, A to Z" },
];

/**
 * The trainers' sort on a phone, where the table is cards and its sortable headers are hidden
 * (components/responsive-table.tsx); from 640 px the headers sort, and this is not shown.
 */
export function TrainerSort({
  query,
  update,
}: {
  query: TrainerQuery;
  update: (change: Partial<TrainerQuery>) => void;
}) {
  const value = `${query.sort}:${query.dir}`;
  const known = SORTS.some((s) => `${s.sort}:${s.dir}` === value);
  return (
    <div className="sm:hidden">
      <Label htmlFor="trainer-sort" className="mb-1">
        Sort by
      </Label>
      <Select
        id="trainer-sort"
        value={value}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(":") as [Sort, "asc" | "desc"];
          update({ sort, dir });
        }}
      >
        {!known && <option value={value}>As chosen</option>}
        {SORTS.map((s) => (
          <option key={`${s.sort}:${s.dir}`} value={`${s.sort}:${s.dir}`}>
            {s.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
