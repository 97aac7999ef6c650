/** The directory's reads (/find-trainer and the state pages), as their API routes answer them. */
export type DirectoryReads = Record<string, never>;
