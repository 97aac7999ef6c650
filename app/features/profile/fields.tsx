/** Small field helpers of the profile form: a labelled checkbox, a textarea, tag lists. */
import { Plus, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type Control, Controller, type FieldPath } from "react-hook-form";
import type { ProfileSave } from "../../../src/shared/contracts/profile";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input, Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import type { FieldBinding } from "../../lib/use-api-form";
import type { ProfileValues } from "./form-values";

type BoolField = {
  [K in keyof ProfileValues]: ProfileValues[K] extends boolean ? K : never;
}[keyof ProfileValues];

/** A checkbox with its label beside it (the whole row is the tap target). */
export function CheckField({
  control,
  name,
  label,
  help,
}: {
  control: Control<ProfileValues, unknown, ProfileSave>;
  name: BoolField;
  label: ReactNode;
  help?: ReactNode;
}) {
  const id = `profile-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-tap items-start gap-3 py-1">
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(v) => field.onChange(v === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            className="mt-0.5"
            aria-describedby={help ? `${id}-help` : undefined}
          />
          <div>
            <Label htmlFor={id} className="text-base">
              {label}
            </Label>
            {help && (
              <p id={`${id}-help`} className="text-sm text-slate-600">
                {help}
              </p>
            )}
          </div>
        </div>
      )}
    />
  );
}

/** A labelled textarea with help text and its error, like TextField. */
export function TextAreaField({
  id,
  label,
  help,
  binding,
  rows = 4,
  maxLength,
}: {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  binding: FieldBinding;
  rows?: number;
  maxLength?: number;
}) {
  const { error, ...register } = binding;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : help ? `${id}-help` : undefined}
        {...register}
      />
      {error ? (
        <FieldError id={`${id}-error`}>{error}</FieldError>
      ) : (
        help && (
          <div id={`${id}-help`} className="mt-1 text-sm text-slate-600">
            {help}
          </div>
        )
      )}
    </div>
  );
}

/**
 * A list of presets as checkboxes plus custom additions (portal §3): a custom entry is trimmed and
 * ignored when empty; pressing a custom entry removes it.
 */
export function TagListField({
  control,
  name,
  legend,
  presets,
  addLabel,
  error,
}: {
  control: Control<ProfileValues, unknown, ProfileSave>;
  name: Extract<FieldPath<ProfileValues>, "specializations" | "classTypes">;
  legend: string;
  presets: readonly string[];
  addLabel: string;
  error?: string;
}) {
  const id = useId();
  const [custom, setCustom] = useState("");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const list = field.value;
        const toggle = (value: string, on: boolean) =>
          field.onChange(on ? [...list, value] : list.filter((v) => v !== value));
        const extras = list.filter((v) => !presets.includes(v));
        const add = () => {
          const value = custom.trim();
          setCustom("");
          if (!value || list.some((v) => v.toLowerCase() === value.toLowerCase())) return;
          field.onChange([...list, value]);
        };
        return (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{legend}</legend>
            <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
              {presets.map((preset, i) => (
                <div key={preset} className="flex min-h-tap items-center gap-3">
                  <Checkbox
                    id={`${id}-${i}`}
                    checked={list.includes(preset)}
                    onCheckedChange={(v) => toggle(preset, v === true)}
                  />
                  <Label htmlFor={`${id}-${i}`} className="text-base">
                    {preset}
                  </Label>
                </div>
              ))}
            </div>
            {extras.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Custom ${legend.toLowerCase()}`}>
                {extras.map((extra) => (
                  <li key={extra}>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => toggle(extra, false)}
                      aria-label={`Remove ${extra}`}
                    >
                      {extra}
                      <X aria-hidden className="size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-2 flex gap-2">
              <label htmlFor={`${id}-custom`} className="sr-only">
                {addLabel}
              </label>
              <Input
                id={`${id}-custom`}
                value={custom}
                placeholder={addLabel}
                maxLength={60}
                onChange={(e) => setCustom(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    add();
                  }
                }}
              />
              <Button variant="secondary" onClick={add} aria-label={addLabel}>
                <Plus aria-hidden className="size-4" />
                Add
              </Button>
            </div>
            <FieldError>{error}</FieldError>
          </fieldset>
        );
      }}
    />
  );
}
