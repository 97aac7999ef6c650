import { useEffect, useState } from "react";
import type { AuditQuery } from "../../../src/shared/contracts/admin";
import { Label } from "../../components/ui/label";
import { SearchInput } from "../../components/ui/search-input";
import { Select } from "../../components/ui/select";
import { actionLabel } from "./format";

const TYPING_DELAY_MS = 300;

export type AuditFilterValues = Omit<AuditQuery, "page">;

/** A text filter asked for once typing pauses (the trainers table's search does the same). */
function TextFilter({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? "");
  useEffect(() => {
    if ((value ?? "") === text.trim()) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  });
  return (
    <div>
      <Label htmlFor={id} className="mb-1">
        {label}
      </Label>
      <SearchInput id={id} placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

/** The log's filters: who (name or e-mail), the action, the kind of target and the target (name or id). */
export function AuditFilters({
  filters,
  actions,
  targetTypes,
  update,
}: {
  filters: AuditFilterValues;
  actions: string[];
  targetTypes: string[];
  update: (change: AuditFilterValues) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextFilter
        id="audit-who"
        label="Who"
        placeholder="Name or e-mail"
        value={filters.who}
        onChange={(who) => update({ who })}
      />
      <div>
        <Label htmlFor="audit-action" className="mb-1">
          Action
        </Label>
        <Select
          id="audit-action"
          value={filters.action ?? ""}
          onChange={(e) => update({ action: e.target.value || undefined })}
        >
          <option value="">All actions</option>
          {withCurrent(actions, filters.action).map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="audit-target-type" className="mb-1">
          Target type
        </Label>
        <Select
          id="audit-target-type"
          value={filters.targetType ?? ""}
          onChange={(e) => update({ targetType: e.target.value || undefined })}
        >
          <option value="">All targets</option>
          {withCurrent(targetTypes, filters.targetType).map((t) => (
            <option key={t} value={t}>
              {actionLabel(t)}
            </option>
          ))}
        </Select>
      </div>
      <TextFilter
        id="audit-target"
        label="Target"
        placeholder="Name or id"
        value={filters.target}
        onChange={(target) => update({ target })}
      />
    </div>
  );
}

/** The choices, with the address's value kept even before the first answer names it. */
function withCurrent(choices: string[], current: string | undefined): string[] {
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}
