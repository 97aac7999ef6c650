/**
 * The one order of names for people, on both sides: English, case and accents ignored, numbers by value.
 * `localeCompare(b, "en")` builds a collator on every call (a state list's sort made hundreds, tens of
 * milliseconds on a phone while the directory hydrated); this one is made on first use, since building it
 * loads ICU's data.
 */
let collator: Intl.Collator | undefined;

export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator("en", { sensitivity: "base", numeric: true });
  return collator.compare(a, b);
}
