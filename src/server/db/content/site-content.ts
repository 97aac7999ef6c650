/** Admin-editable site content and its shipped defaults (decisions.md "Defects we do not copy"). */
export type TrainingBanner = {
  title: string;
  dates: string;
  location: string;
  /** The banner is hidden after this day (YYYY-MM-DD). */
  endDate: string;
  ctaUrl?: string;
};

export type ImpactStats = { figure: string; label: string };

export const DEFAULT_SITE_CONTENT = {
  trainingBanner: {
    title: "Next 3-Day In-Person Training",
    dates: "November 14-16, 2025",
    location: "Tulsa, OK",
    endDate: "2025-11-16",
  } satisfies TrainingBanner,
  impactStats: {
    figure: "362.3M",
    label: "people reached with our self-defense message",
  } satisfies ImpactStats,
};
