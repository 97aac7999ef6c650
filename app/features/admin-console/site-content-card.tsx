import { siteContentAdminEndpoints } from "../../../src/shared/contracts/admin-content";
import { useAdminResource } from "./api";
import { BlockSkeleton } from "./parts";
import { ResourceCard } from "./resource-card";
import { SiteContentForm } from "./site-content-form";

/** The in-person training banner and the impact figure on the directory, as stored. */
export function SiteContentCard() {
  const query = useAdminResource(siteContentAdminEndpoints.get);
  return (
    <ResourceCard
      id="admin-card-site-content"
      title="Site content"
      description="The in-person training banner and the impact figure on the directory (/find-trainer)."
      query={query}
      what="the site content"
      loading={<BlockSkeleton label="Loading the site content" count={6} block="h-16" grid />}
    >
      {(content) => <SiteContentForm key={JSON.stringify(content)} content={content} />}
    </ResourceCard>
  );
}
