import { useEffect, useState } from "react";
import { ADMIN_STATUSES, ONBOARDING_STATES } from "../../../src/shared/contracts/admin";
import { Label } from "../../components/ui/label";
import { SearchInput } from "../../components/ui/search-input";
import { Select } from "../../components/ui/select";
import type { TrainerQuery } from "./api";
import { statusLabel } from "./format";

const SEARCH_DELAY_MS = 300;

const ONBOARDING_LABELS: Record<(typeof ONBOARDING_STATES)[number], string> = {
  complete: "Documents complete",
  documents_pending: "Documents pending",
};

/** The search box (asked once typing pauses), the status and the onboarding state. */
export function TrainerFilters({
  query,
  update,
}: {
  query: TrainerQuery;
  update: (change: Partial<TrainerQuery>) => void;
}) {
  const [text, setText] = useState(query.search ?? "");

  useEffect(() => {
    if ((query.search ?? "") === text.trim()) return;
    const timer = setTimeout(() => update({ search: text.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return (
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
  );
}
