import { curriculumAdminEndpoints } from "../../../src/shared/contracts/curriculum";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { useAdminResource } from "./api";
import { ModulePanel } from "./module-panel";
import { BlockSkeleton } from "./parts";
import { ResourceCard } from "./resource-card";

/** The weekly modules of the curriculum (the portal's Class Modules tab) and their resources. */
export function CurriculumCard() {
  const query = useAdminResource(curriculumAdminEndpoints.list);
  return (
    <ResourceCard
      id="admin-card-curriculum"
      title="Curriculum"
      description="The weekly modules and their resources, as trainers see them in Class Modules on the dashboard."
      query={query}
      what="the curriculum"
      loading={<BlockSkeleton label="Loading the curriculum" count={6} />}
      isEmpty={(list) => list.length === 0}
      empty={<p className="text-slate-700">There are no modules yet.</p>}
    >
      {(list) => (
        <Accordion type="multiple">
          {[...list]
            .sort((a, b) => a.week - b.week || a.id - b.id)
            .map((m) => (
              <AccordionItem
                key={m.id}
                value={String(m.id)}
                question={
                  <span className="min-w-0">
                    <span className="break-words">
                      Week {m.week}: {m.title}
                    </span>
                    <span className="block text-sm font-normal text-slate-600">
                      {m.resources.length} {m.resources.length === 1 ? "resource" : "resources"}
                      {m.instructorOnly ? " · Instructors only" : ""}
                    </span>
                  </span>
                }
              >
                <ModulePanel module={m} />
              </AccordionItem>
            ))}
        </Accordion>
      )}
    </ResourceCard>
  );
}
