/** The public side's reads (the directory, profiles, classes), as their API routes answer them. */
export type PublicReads = Record<string, never>;
