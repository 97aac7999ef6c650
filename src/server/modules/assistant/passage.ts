/** What the assistant retrieves from, quotes and cites (knowledge.ts builds them). */

/**
 * Where a passage belongs: "module-1".."module-6" (a module and its resources), "support", "terms"
 * (certification terms and terms of service), "privacy", "assessments", "dashboard", "profile", "classes"
 * (the class form) or "articles" (the admin's knowledge articles).
 */
export type PassageGroup = string;

export type Passage = {
  id: string;
  group: PassageGroup;
  title: string;
  /** What the index reads as the title when it differs from the shown one. */
  searchTitle?: string;
  /** Whole sentences: the retrieval answer quotes them. */
  text: string;
  /** What the index reads as the text when the shown text repeats the title and keywords. */
  searchText?: string;
  /** Words that name the passage's context without being quoted (a resource's module). */
  keywords: string;
  url: string | null;
};
