import { X } from "lucide-react";
import { type ChangeEvent, memo, useEffect, useId, useMemo, useRef } from "react";
import {
  AVAILABILITY_OPTIONS,
  DISTANCE_OPTIONS,
  type OptionCounts,
} from "../../../src/shared/directory-rules";
import { compareRegionsByName, countryOf, regionName } from "../../../src/shared/regions";
import { Button } from "../../components/ui/button";
import { SearchInput } from "../../components/ui/search-input";
import { CountedOption, SelectField } from "../../components/ui/select";
import { NearLocationBox } from "./near-location-box";
import type { FilterState } from "./use-directory-filters";

type Props = {
  filters: FilterState;
  update: (patch: Partial<FilterState>) => void;
  clearAll: () => void;
  /** State and province codes present in the directory. */
  stateCodes: string[];
  specialties: string[];
  /**
   * How many trainers each option leads to with the other filters applied (issue 16); null until the
   * list has arrived. An option that leads to nobody is shown disabled.
   */
  counts: OptionCounts | null;
  /** Search the near-location box's text once on arrival (?location=). */
  autoSearchLocation?: boolean;
};

function label(code: string) {
  return regionName(code) ?? code;
}

/** Search, the three dropdowns, Clear All, distance and the near-location box (spec 2.3, 4). */
export function FilterBar({
  filters,
  update,
  clearAll,
  stateCodes,
  specialties,
  counts,
  autoSearchLocation,
}: Props) {
  const searchRef = useRef<HTMLInputElement>(null);
  // Text typed before the page hydrated is kept: the first render drew the server's empty search.
  useEffect(() => {
    const typed = searchRef.current?.value;
    if (typed) update({ search: typed });
  }, [update]);
  return (
    <section
      aria-label="Search and filters"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-raised"
    >
      <SearchInput
        ref={searchRef}
        aria-label="Search trainers"
        placeholder="Name, city, state or specialty"
        value={filters.search}
        onChange={(e) => update({ search: e.target.value })}
      />
      <Dropdowns
        state={filters.state}
        specialty={filters.specialty}
        availability={filters.availability}
        distance={filters.distance}
        update={update}
        clearAll={clearAll}
        stateCodes={stateCodes}
        specialties={specialties}
        counts={counts}
      />
      {filters.distance !== "all" && (
        <NearLocationBox filters={filters} update={update} autoSearch={autoSearchLocation} />
      )}
    </section>
  );
}

type DropdownProps = Pick<FilterState, "state" | "specialty" | "availability" | "distance"> &
  Pick<Props, "update" | "clearAll" | "stateCodes" | "specialties" | "counts">;

type Choice = { value: string; label: string; count?: number };

const AVAILABILITY_CHOICES: Choice[] = AVAILABILITY_OPTIONS.map((o) => ({
  value: o.value,
  label: o.value === "all" ? "All Availability" : o.label,
}));
const DISTANCE_CHOICES: Choice[] = [
  { value: "all", label: "Any Distance" },
  ...DISTANCE_OPTIONS.map((miles) => ({ value: String(miles), label: `Within ${miles} miles` })),
];

/** The options, each with its count when it has one. */
function Choices({ choices, selected }: { choices: readonly Choice[]; selected?: string }) {
  return choices.map((c) => (
    <CountedOption
      key={c.value}
      value={c.value}
      label={c.label}
      count={c.count}
      chosen={c.value === selected}
    />
  ));
}

type DropdownKey = "state" | "specialty" | "availability" | "distance";

/** The dropdowns and Clear All; unchanged while only the search text changes (a keystroke stays cheap). */
const Dropdowns = memo(function Dropdowns({
  update,
  clearAll,
  stateCodes,
  specialties,
  counts,
  ...values
}: DropdownProps) {
  const ids: Record<DropdownKey, string> = {
    state: useId(),
    specialty: useId(),
    availability: useId(),
    distance: useId(),
  };
  // The option lists change with the data and the counts, not with every keystroke.
  const stateOptions = useMemo(
    () => <StateOptions codes={stateCodes} counts={counts?.state} selected={values.state} />,
    [stateCodes, counts, values.state],
  );
  const specialtyOptions = useMemo(
    () => (
      <Choices
        selected={values.specialty}
        choices={[
          { value: "all", label: "All Specialties" },
          ...specialties.map((s) => ({ value: s, label: s, count: counts?.specialty.get(s) })),
        ]}
      />
    ),
    [specialties, counts, values.specialty],
  );
  const availabilityChoices = AVAILABILITY_CHOICES.map((c) => ({
    ...c,
    count: c.value === "all" ? undefined : counts?.availability.get(c.value),
  }));
  /** A dropdown's label, its current value, and the filter it sets. */
  const dropdown = (key: DropdownKey, label: string) => ({
    id: ids[key],
    label,
    value: values[key],
    onChange: (e: ChangeEvent<HTMLSelectElement>) => update({ [key]: e.target.value }),
  });
  return (
    // One column on a narrow phone: two would cut "All Specialties" inside its select.
    <div className="mt-3 grid gap-3 min-[440px]:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto]">
      <SelectField {...dropdown("state", "State")}>
        <option value="all">All States</option>
        {stateOptions}
      </SelectField>
      <SelectField {...dropdown("specialty", "Specialty")}>{specialtyOptions}</SelectField>
      <SelectField {...dropdown("availability", "Availability")}>
        <Choices choices={availabilityChoices} selected={values.availability} />
      </SelectField>
      <SelectField {...dropdown("distance", "Distance")}>
        <Choices choices={DISTANCE_CHOICES} />
      </SelectField>
      <div className="flex items-end min-[440px]:col-span-2 lg:col-span-1">
        <Button variant="secondary" className="w-full" onClick={clearAll}>
          <X aria-hidden className="size-4" />
          Clear All
        </Button>
      </div>
    </div>
  );
});

/** The states and provinces by name, in the groups USA and International (CAN), with their counts. */
function StateOptions({
  codes,
  counts,
  selected,
}: {
  codes: string[];
  counts: Map<string, number> | undefined;
  selected: string;
}) {
  const groups = [
    { label: "USA", codes: codes.filter((c) => countryOf(c) === "United States").sort(compareRegionsByName) },
    {
      label: "International (CAN)",
      codes: codes.filter((c) => countryOf(c) === "Canada").sort(compareRegionsByName),
    },
  ];
  return groups
    .filter((g) => g.codes.length > 0)
    .map((g) => (
      <optgroup key={g.label} label={g.label}>
        <Choices
          selected={selected}
          choices={g.codes.map((c) => ({
            value: c,
            label: label(c),
            count: counts ? (counts.get(c) ?? 0) : undefined,
          }))}
        />
      </optgroup>
    ));
}
