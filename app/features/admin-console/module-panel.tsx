import type { AdminModule } from "../../../src/shared/contracts/admin-content";
import { ModuleForm } from "./module-form";
import { NewResourceForm } from "./new-resource-form";
import { ResourceItem } from "./resource-item";

/** A module opened in the Curriculum card: its form, its resources in order, and a new one. */
export function ModulePanel({ module: m }: { module: AdminModule }) {
  const resources = [...m.resources].sort((a, b) => a.position - b.position || a.id - b.id);
  return (
    <div className="flex flex-col gap-6 pt-1">
      <ModuleForm
        // A fresh form when the module's own fields change on the server, not when a resource does.
        key={`${m.title}\u0000${m.description}\u0000${m.instructorOnly}`}
        module={m}
      />
      <section aria-labelledby={`module-${m.id}-resources`} className="flex flex-col gap-3">
        <h4 id={`module-${m.id}-resources`} className="font-semibold text-slate-900">
          Resources of week {m.week}
        </h4>
        {resources.length === 0 ? (
          <p className="text-slate-700">No resources yet. Add the first one below.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {resources.map((r, i) => (
              <ResourceItem
                key={r.id}
                module={m}
                resource={r}
                first={i === 0}
                last={i === resources.length - 1}
              />
            ))}
          </ol>
        )}
        <NewResourceForm module={m} />
      </section>
    </div>
  );
}
