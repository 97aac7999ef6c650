import { AnnouncementsCard } from "./announcements-card";
import { AssessmentsCard } from "./assessments-card";
import { CurriculumCard } from "./curriculum-card";
import { DocumentsCard } from "./documents-card";
import { KnowledgeArticlesCard } from "./knowledge-articles-card";
import { SiteContentCard } from "./site-content-card";
import { SiteLinksCard } from "./site-links-card";

/**
 * The directory's banners, the site's links and contact, announcements and the trainer lead, the
 * curriculum, the assistant's knowledge articles, the assessments' questions and the signed documents
 * (one card each).
 */
export function ContentTab() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h2 className="sr-only">Content</h2>
      <SiteContentCard />
      <SiteLinksCard />
      <AnnouncementsCard />
      <CurriculumCard />
      <KnowledgeArticlesCard />
      <AssessmentsCard />
      <DocumentsCard />
    </div>
  );
}
