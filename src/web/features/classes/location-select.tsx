import { Select } from "../../components/ui/select";

/** The classes screens' location filter: "All Locations" (value "all") and then each place in use. */
export function LocationSelect({
  value,
  onChange,
  options,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
}) {
  return (
    <Select aria-label="Location" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="all">All Locations</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </Select>
  );
}
