import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { AnnouncementsCard } from "./announcements-card";
import { AssessmentsCard } from "./assessments-card";
import { CurriculumCard } from "./curriculum-card";
import { DocumentsCard } from "./documents-card";
import { KnowledgeArticlesCard } from "./knowledge-articles-card";
import { SiteContentCard } from "./site-content-card";
import { SiteLinksCard } from "./site-links-card";

/** The Content tab's sections, in the order of their sub-tabs; `id` is the address's `?section=`. */
export const CONTENT_SECTIONS: { id: string; label: string; cards: () => ReactNode }[] = [
  { id: "site", label: "Site content", cards: () => <SiteContentCard /> },
  { id: "links", label: "Links and contact", cards: () => <SiteLinksCard /> },
  { id: "announcements", label: "Announcements", cards: () => <AnnouncementsCard /> },
  { id: "curriculum", label: "Curriculum", cards: () => <CurriculumCard /> },
  { id: "knowledge", label: "Knowledge articles", cards: () => <KnowledgeArticlesCard /> },
  { id: "assessments", label: "Assessments", cards: () => <AssessmentsCard /> },
  { id: "documents", label: "Documents", cards: () => <DocumentsCard /> },
];

const FIRST = CONTENT_SECTIONS[0]!.id;

/**
 * The directory's banner and figure, the site's links and contact, announcements and the trainer lead, the
 * curriculum, the assistant's knowledge articles, the assessments' questions and the signed documents:
 * one sub-tab each (docs/decisions/0041), so the tab is a screen long rather than seven cards long. The
 * section is in the address (`?section=curriculum`): a reload or a shared link opens the same one. Only
 * the open section is drawn, so only its reads are asked for.
 * Radix Tabs: the arrow keys move between the sub-tabs, Tab goes into the open section.
 */
export function ContentTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("section");
  const section = CONTENT_SECTIONS.some((s) => s.id === asked) ? (asked as string) : FIRST;

  const open = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === FIRST) next.delete("section");
    else next.set("section", id);
    // Replaced, not pushed: moving along the sub-tabs with the arrow keys opens each one on the way.
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className="sr-only">Content</h2>
      {/* Underlined, unlike the console's own tabs above them: a level below, not a second row of them. */}
      <Tabs.Root value={section} onValueChange={open}>
        <Tabs.List aria-label="Content sections" className="flex flex-wrap gap-x-1 border-b border-slate-300">
          {CONTENT_SECTIONS.map((s) => (
            <Tabs.Trigger
              key={s.id}
              value={s.id}
              className="-mb-px min-h-tap border-b-[3px] border-transparent px-3 font-medium text-slate-700 hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700"
            >
              {s.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {CONTENT_SECTIONS.map((s) => (
          <Tabs.Content key={s.id} value={s.id} className="mt-5 flex min-w-0 flex-col gap-6">
            {s.cards()}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
