/** Page titles and descriptions: the directory's are the defaults every screen restores on leaving. */
export function defaultMeta(brandName: string) {
  return {
    title: `${brandName} Certified Trainers Directory`,
    description: `Find a certified ${brandName} women's self-defense trainer near you: browse trainers on a map, filter by state, specialty and distance, and register for upcoming classes.`,
  };
}
