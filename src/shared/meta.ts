/** Page titles and descriptions: the directory's are the defaults every screen restores on leaving. */
export function defaultMeta(brandName: string) {
  return {
    title: `${brandName} Certified Trainers Directory`,
    description: `Find a certified ${brandName} women's self-defense trainer near you: browse trainers on a map, filter by state, specialty and distance, and register for upcoming classes.`,
  };
}

const trainersText = (count: number) => `${count} ${count === 1 ? "trainer" : "trainers"}`;

/**
 * The directory's title and description as its HTML carries them (issue 18): the default title, the
 * description with the number of listed trainers.
 */
export function directoryMeta(brandName: string, count: number) {
  return {
    title: defaultMeta(brandName).title,
    description: `Find a certified ${brandName} women's self-defense trainer near you among ${trainersText(count)}: browse them on a map, filter by state, specialty and distance, and register for upcoming classes.`,
  };
}

/**
 * A state page's title and description (/find-trainer/{state}); without a count (the screen, before
 * the list arrives) the description names none.
 */
export function stateMeta(brandName: string, stateName: string, count?: number) {
  const among = count === undefined ? "" : ` among ${trainersText(count)}`;
  return {
    title: `Self-Defense Trainers in ${stateName} | ${brandName}`,
    description: `Find a certified ${brandName} women's self-defense trainer in ${stateName}${among}: their places, specialties and upcoming classes.`,
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
