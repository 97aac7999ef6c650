import type { AdminDocument } from "../../../src/shared/contracts/admin-content";
import { onboardingAdminEndpoints } from "../../../src/shared/contracts/onboarding";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { useAdminResource } from "./api";
import { DocumentForm } from "./document-form";
import { BlockSkeleton } from "./parts";
import { ResourceCard } from "./resource-card";
import { VersionsTable } from "./versions-table";

/** The documents applicants and trainers sign: each version's signatures, and publishing a new one. */
export function DocumentsCard() {
  const query = useAdminResource(onboardingAdminEndpoints.documents);
  return (
    <ResourceCard
      id="admin-card-documents"
      title="Documents"
      description="The texts signed during onboarding. A change is published as a new version; every signature stays tied to the exact text that was signed."
      query={query}
      what="the documents"
      loading={<BlockSkeleton label="Loading the documents" count={3} />}
      isEmpty={(list) => list.length === 0}
      empty={<p className="text-slate-700">There are no documents yet.</p>}
    >
      {(list) => (
        <Accordion type="multiple">
          {list.map((d) => (
            <AccordionItem
              key={d.id}
              value={d.id}
              question={
                <span className="min-w-0">
                  <span className="break-words">
                    {d.title} (version {d.version})
                  </span>
                  <span className="block text-sm font-normal text-slate-600">
                    {d.required ? "Required" : "Optional"} · {d.versions.length}{" "}
                    {d.versions.length === 1 ? "version" : "versions"}
                  </span>
                </span>
              }
            >
              <DocumentPanel document={d} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </ResourceCard>
  );
}

function DocumentPanel({ document: d }: { document: AdminDocument }) {
  return (
    <div className="flex flex-col gap-6 pt-1">
      <VersionsTable document={d} />
      <DocumentForm key={d.version} document={d} />
    </div>
  );
}
