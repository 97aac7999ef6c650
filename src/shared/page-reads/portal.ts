/** The signed-in trainer's reads (dashboard, profile, classes, assessments), as their API routes answer them. */
export type PortalReads = Record<string, never>;
