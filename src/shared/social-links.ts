/** Social links as the public sees them: a stored handle or address made into a profile URL. */
export const SOCIAL_KEYS = ["instagram", "facebook", "tiktok", "youtube", "website"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

const PROFILE_BASE: Record<Exclude<SocialKey, "website">, string> = {
  instagram: "https://www.instagram.com/",
  facebook: "https://www.facebook.com/",
  tiktok: "https://www.tiktok.com/@",
  youtube: "https://www.youtube.com/@",
};

/** "@name" or "name" becomes the network's profile URL; an address is kept (http upgraded to https). */
export function socialHref(key: SocialKey, value: string): string {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v.replace(/^http:\/\//i, "https://");
  if (key === "website") return `https://${v}`;
  const handle = v.replace(/^@/, "");
  return /^[\w.-]+\.(com|net|org)\//i.test(handle) ? `https://${handle}` : `${PROFILE_BASE[key]}${handle}`;
}

/** The trainer's present social links, in the spec's order. */
export function socialLinks(
  t: Partial<Record<SocialKey, string | null>>,
): { key: SocialKey; href: string }[] {
  return SOCIAL_KEYS.flatMap((key) => {
    const value = t[key]?.trim();
    return value ? [{ key, href: socialHref(key, value) }] : [];
  });
}
