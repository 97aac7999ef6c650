import { type ReactNode, useState } from "react";
import { SearchInput } from "../../components/ui/search-input";
import { Select } from "../../components/ui/select";
import { cn } from "../../lib/cn";

/** The search text and the chosen location ("all" for All Locations) of a classes screen. */
export function useClassSearch() {
  const [search, setSearch] = useState("");
  const [location, setLocation] = useState("all");
  return { search, setSearch, location, setLocation };
}

/**
 * The classes screens' search bar: the search box, the location filter ("All Locations", then each
 * place in use) and any further filters (children), each a column from the small breakpoint.
 */
export function ClassSearch({
  label,
  placeholder,
  filters,
  locations,
  children,
}: {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  filters: ReturnType<typeof useClassSearch>;
  locations: readonly string[];
  children?: ReactNode;
}) {
  return (
    <search
      className={cn(
        "mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-raised",
        children ? "sm:grid-cols-[1fr_12rem_12rem]" : "sm:grid-cols-[1fr_14rem]",
      )}
    >
      <SearchInput
        aria-label={label}
        placeholder={placeholder}
        value={filters.search}
        onChange={(e) => filters.setSearch(e.target.value)}
      />
      <Select
        aria-label="Location"
        value={filters.location}
        onChange={(e) => filters.setLocation(e.target.value)}
      >
        <option value="all">All Locations</option>
        {locations.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
      {children}
    </search>
  );
}
