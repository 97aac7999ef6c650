/** Page titles and descriptions: the directory's are the defaults every screen restores on leaving. */
export function defaultMeta(brandName: string) {
  return {
    title: `${brandName} Certified Trainers Directory`,
    description: `Find a certified ${brandName} women's self-defense trainer near you: browse trainers on a map, filter by state, specialty and distance, and register for upcoming classes.`,
  };
}

/** The suffix that makes a display name a title on its own (spec 2.7). */
const TRAINER_SUFFIX = "trainer";

/**
 * A profile's title (spec 2.7): the display name when it already names the trainer ("Coach Dana,
 * Soul Punch Trainer"), otherwise '{first name} - {brand} Trainer'. The description is the public bio.
 */
export function profileMeta(
  t: { displayName: string; firstName: string; publicBio: string },
  brandName: string,
): { title: string; description: string } {
  const name = t.displayName.trim();
  const title = name.toLowerCase().includes(TRAINER_SUFFIX)
    ? name
    : `${t.firstName.trim() || name} - ${brandName} Trainer`;
  const bio = t.publicBio.trim().replace(/\s+/g, " ");
  const description = bio.length <= 160 ? bio : `${bio.slice(0, 157).trimEnd()}...`;
  return { title, description };
}
