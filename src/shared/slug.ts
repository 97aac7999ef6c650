/**
 * The spec's slug rule (public-site 2.3): customUrlSlug if present, else "first-last" in lower case,
 * else the first name alone. Stored slugs are also made URL-safe, never purely digits, and never a
 * route of the route table (docs/product.md "Accounts").
 */
import { isReservedSegment } from "./routes";

export function slugBase(input: {
  customUrlSlug?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}) {
  const custom = input.customUrlSlug?.trim();
  if (custom) return custom;
  const first = (input.firstName ?? "").trim().toLowerCase();
  const last = (input.lastName ?? "").trim().toLowerCase();
  if (!first) return last;
  return last ? `${first}-${last}` : first;
}

/** Lower case, accents removed, anything but letters and digits becomes a single hyphen. */
export function toUrlSafe(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A slug that may be stored: URL-safe, not digits only, not a route. */
export function storableSlug(base: string): string {
  let slug = toUrlSafe(base) || "trainer";
  if (/^\d+$/.test(slug) || isReservedSegment(slug)) slug = `trainer-${slug}`;
  return slug;
}

/** The first free slug among base, base-2, base-3, ... */
export function uniqueSlug(base: string, taken: (candidate: string) => boolean): string {
  const root = storableSlug(base);
  if (!taken(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** First word of a full name, and the remainder (spec portal §3). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}
