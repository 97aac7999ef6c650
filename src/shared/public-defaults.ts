/** The public trainer defaults of spec public-site 3.1 and 3.2 (no zod: the web directory imports them). */
export const PUBLIC_DEFAULTS = {
  displayName: "Trainer",
  experienceDescription: "Certified Trainer",
  availabilityDescription: "Contact for availability",
  classTypes: ["Women's Self Defense"],
  classTitle: "2-Hour Basic Self-Defense Class",
  classPrice: "$75",
  classTime: "2:00 PM - 4:00 PM",
} as const;

/** The default public bio names the brand (spec 3.1). */
export const defaultPublicBio = (brandName: string) => `Certified ${brandName} Trainer`;
