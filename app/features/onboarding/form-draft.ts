/**
 * The draft of an onboarding form (issue 27, point 4; docs/decisions/0025-onboarding-status-and-drafts.md):
 * what was typed survives a reload of the tab, stays in this browser tab only (sessionStorage: gone
 * when the tab closes, never sent anywhere) and is dropped once the form is answered. Only the text
 * and choice fields named by the form are kept: the terms box never is, agreeing is ticked anew.
 */
import { useEffect } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

const PREFIX = "onboarding-draft:";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the form works, it just forgets on a reload
  }
}

/** The kept values of `form` for the `fields` named (strings only; anything else is ignored). */
export function readDraft<K extends string>(form: string, fields: readonly K[]): Partial<Record<K, string>> {
  try {
    const raw = storage()?.getItem(PREFIX + form);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (!parsed || typeof parsed !== "object") return {};
    const data = parsed as Record<string, unknown>;
    const kept: Partial<Record<K, string>> = {};
    for (const name of fields) {
      const value = data[name];
      if (typeof value === "string") kept[name] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

/** Forgets the draft (the form was answered). */
export function dropDraft(form: string) {
  storage()?.removeItem(PREFIX + form);
}

/** Keeps the `fields` of a react-hook-form form as they change; nothing is kept while all are empty. */
export function useKeepDraft<T extends FieldValues>(
  form: string,
  rhf: UseFormReturn<T, unknown, unknown>,
  fields: readonly (keyof T & string)[],
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field list is a constant of each form
  useEffect(() => {
    const subscription = rhf.watch((values) => {
      const kept = Object.fromEntries(
        fields.map((name) => [name, values[name]]).filter(([, v]) => typeof v === "string" && v !== ""),
      );
      try {
        if (Object.keys(kept).length === 0) storage()?.removeItem(PREFIX + form);
        else storage()?.setItem(PREFIX + form, JSON.stringify(kept));
      } catch {
        // A full or refused storage: the draft is a convenience.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, rhf]);
}

/**
 * Puts the kept draft (over `base`, what else this tab kept) into the form once the page has hydrated:
 * the server knows no draft, so its HTML and the hydrating render show the form's own defaults. A field
 * typed into before this runs keeps what was typed.
 */
export function useRestoreDraft<T extends FieldValues, K extends keyof T & string>(
  form: string,
  rhf: UseFormReturn<T, unknown, unknown>,
  fields: readonly K[],
  options: {
    base?: () => Partial<Record<K, string>>;
    accept?: (kept: Partial<Record<K, string>>) => Partial<T>;
  } = {},
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration, for the draft of that moment
  useEffect(() => {
    const kept = { ...options.base?.(), ...readDraft(form, fields) } as Partial<Record<K, string>>;
    if (Object.keys(kept).length === 0) return;
    const values = options.accept ? options.accept(kept) : (kept as Partial<T>);
    rhf.reset({ ...rhf.getValues(), ...values }, { keepDirtyValues: true });
  }, []);
}
