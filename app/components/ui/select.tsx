import { ChevronDown } from "lucide-react";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";

/** A native select: the phone's own picker, fully accessible, styled to match the inputs. */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="min-h-tap w-full appearance-none rounded-sm border border-slate-400 bg-white py-2 pr-9 pl-3 text-base text-slate-900"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}

/** A select with its visible label above it. */
export function SelectField({
  id,
  label,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id} className="mb-1">
        {label}
      </Label>
      <Select id={id} {...select} />
    </div>
  );
}

/**
 * An option that says how many results it leads to: "Texas (2)" (the bare label until the counts
 * arrive). One that leads to none is disabled, unless it is the one chosen: the visitor must still
 * see it to change it (docs/decisions/0016-public-polish.md).
 */
export function CountedOption({
  value,
  label,
  count,
  chosen,
}: {
  value: string;
  label: string;
  count: number | undefined;
  chosen: boolean;
}) {
  return (
    <option value={value} disabled={count === 0 && !chosen}>
      {count === undefined ? label : `${label} (${count})`}
    </option>
  );
}
