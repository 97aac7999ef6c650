import { CalendarPlus } from "lucide-react";
import { type ChangeEvent, type ReactNode, useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { OptionTally } from "../../../src/shared/class-listing";
import { allClassesIcsUrl } from "../../../src/shared/contracts/calendar";
import { isNoFilter } from "../../../src/shared/directory-rules";
import { Button } from "../../components/ui/button";
import { SearchInput } from "../../components/ui/search-input";
import { CountedOption, Select } from "../../components/ui/select";
import { cn } from "../../lib/cn";

/**
 * The classes screens' search and location, and the trainer a trainer's page links with (?trainer={slug}:
 * their classes only, until the visitor shows all again).
 */
export function useClassSearch() {
  const [search, setSearch] = useState("");
  const [location, setLocation] = useState("all");
  const [params, setParams] = useSearchParams();
  const trainer = params.get("trainer")?.trim().toLowerCase() || null;
  const clearTrainer = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete("trainer");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { search, setSearch, location, setLocation, trainer, clearTrainer };
}

/** "Classes by {name}" with the way back to every class, when the screen shows one trainer's classes. */
export function TrainerFilterNote({
  filters,
  trainerName,
}: {
  filters: ReturnType<typeof useClassSearch>;
  /** The trainer's name, once their classes are loaded (else the slug is shown). */
  trainerName: string | undefined;
}) {
  if (!filters.trainer) return null;
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-slate-800">
      <span>
        Showing classes by <strong>{trainerName ?? filters.trainer}</strong>
      </span>
      <Button variant="ghost" onClick={filters.clearTrainer}>
        Show all classes
      </Button>
    </p>
  );
}

/** The all-classes calendar feed (/api/calendar/all.ics): subscribe once, see every new class. */
export function AllClassesFeedLink() {
  return (
    <a
      href={allClassesIcsUrl()}
      className="inline-flex min-h-tap items-center gap-2 rounded-md px-2 font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <CalendarPlus aria-hidden className="size-4" />
      Subscribe to every class (calendar feed)
    </a>
  );
}

type Choice = { value: string; label: string };

/**
 * A filter dropdown whose options say how many classes each leads to, "Tulsa (3)", as the directory's
 * do (issue 16). One that leads to none is disabled, never a trap, unless it is the one chosen (the
 * visitor must still see it and change it). Counts are null until the classes arrive.
 */
export function CountedSelect({
  label,
  allLabel,
  choices,
  counts,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  choices: readonly Choice[];
  counts: OptionTally | null;
  value: string;
  onChange: (value: string) => void;
}) {
  // The options change with the counts and the choice, not with every keystroke in the search box.
  const options = useMemo(() => {
    const option = (o: Choice, count: number | undefined, chosen: boolean) => (
      <CountedOption key={o.value} value={o.value} label={o.label} count={count} chosen={chosen} />
    );
    return [
      option({ value: "all", label: allLabel }, counts?.all, isNoFilter(value)),
      ...choices.map((o) =>
        option(o, counts ? (counts.byValue.get(o.value) ?? 0) : undefined, o.value === value),
      ),
    ];
  }, [allLabel, choices, counts, value]);
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}
    >
      {options}
    </Select>
  );
}

/**
 * The classes screens' search bar: the search box, the location filter ("All Locations", then each
 * place in use, with their counts) and any further filters (children), each a column from the small
 * breakpoint.
 */
export function ClassSearch({
  label,
  placeholder,
  filters,
  locations,
  counts,
  children,
}: {
  /** The search box's accessible name. */
  label: string;
  placeholder: string;
  filters: ReturnType<typeof useClassSearch>;
  /** The places in use, each its own label. */
  locations: readonly string[];
  counts: OptionTally | null;
  children?: ReactNode;
}) {
  const choices = useMemo(() => locations.map((l) => ({ value: l, label: l })), [locations]);
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
      <CountedSelect
        label="Location"
        allLabel="All Locations"
        choices={choices}
        counts={counts}
        value={filters.location}
        onChange={filters.setLocation}
      />
      {children}
    </search>
  );
}
