import {
  type AnnouncementsAdmin,
  adminAnnouncementEndpoints,
} from "../../../src/shared/contracts/admin-content";
import { AnnouncementList } from "../../components/announcement-list";
import { Skeleton } from "../../components/ui/skeleton";
import { AnnouncementDetails, DeleteAnnouncement } from "./announcement-row";
import { useAdminResource } from "./api";
import { NewAnnouncementForm } from "./new-announcement-form";
import { ResourceCard } from "./resource-card";
import { TrainerLeadSection } from "./trainer-lead-section";

/** Who holds the trainer-lead role, the admin's own announcements, and every announcement posted. */
export function AnnouncementsCard() {
  const query = useAdminResource(adminAnnouncementEndpoints.list);
  return (
    <ResourceCard
      id="admin-card-announcements"
      title="Announcements"
      description="Shown at the top of every trainer's dashboard until they dismiss it. The trainer lead can also post them from the dashboard."
      query={query}
      what="the announcements"
      loading={
        <div role="status" aria-label="Loading the announcements" className="flex flex-col gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      }
    >
      {(data) => <AnnouncementsBody data={data} />}
    </ResourceCard>
  );
}

function AnnouncementsBody({ data }: { data: AnnouncementsAdmin }) {
  const newestFirst = [...data.announcements].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
  return (
    <div className="flex flex-col gap-6">
      <TrainerLeadSection lead={data.lead} />
      <NewAnnouncementForm />
      <section aria-labelledby="admin-announcements-list" className="flex flex-col gap-3">
        <h3 id="admin-announcements-list" className="font-semibold text-slate-900">
          Posted announcements
        </h3>
        <AnnouncementList
          look="outlined"
          announcements={newestFirst}
          empty="No announcements yet."
          details={(a) => <AnnouncementDetails announcement={a} />}
          action={(a) => <DeleteAnnouncement announcement={a} />}
        />
      </section>
    </div>
  );
}
