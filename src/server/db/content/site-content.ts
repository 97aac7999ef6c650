/** Admin-editable site content and its shipped defaults (docs/product.md "Defects we do not copy"). */
import type { ImpactStats, TrainingBanner } from "../../../shared/contracts/site-content";

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
