/** The onboarding's small rules, shared by its services. */
import { searchable } from "../../../shared/directory-rules";

/** Normalised for comparing a typed name with the one given: case, spaces and accents do not matter. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) => searchable(s).replace(/\s+/g, " ").trim();
  return norm(a) === norm(b);
};

/** The certification terms' version the checkout's checkbox agrees to (/legal/terms). */
export const TERMS_VERSION = "1.0";
