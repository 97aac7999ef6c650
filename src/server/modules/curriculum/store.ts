/**
 * The curriculum store: the six class modules with their resources (shipped content, db/content/
 * modules.ts) and each trainer's progress, the resources they have opened (docs/product.md
 * "Dashboard details"). Progress is private: no write here moves the public-data version.
 */
import { and, asc, eq } from "drizzle-orm";
import type { CurriculumModule } from "../../../shared/contracts/curriculum";
import type { Database } from "../../db/client";
import { moduleResources, modules, resourceViews } from "../../db/schema";

export class CurriculumStore {
  constructor(private readonly database: Database) {}

  /** The modules in week order, each with its resources in order and whether the trainer opened them. */
  async forTrainer(trainerId: number): Promise<CurriculumModule[]> {
    const db = this.database.db;
    const [moduleRows, resourceRows] = await Promise.all([
      db.select().from(modules).orderBy(asc(modules.week), asc(modules.id)),
      db
        .select({
          id: moduleResources.id,
          moduleId: moduleResources.moduleId,
          name: moduleResources.name,
          link: moduleResources.link,
          description: moduleResources.description,
          viewedBy: resourceViews.trainerId,
        })
        .from(moduleResources)
        .leftJoin(
          resourceViews,
          and(eq(resourceViews.resourceId, moduleResources.id), eq(resourceViews.trainerId, trainerId)),
        )
        .orderBy(asc(moduleResources.moduleId), asc(moduleResources.position)),
    ]);
    const byModule = new Map<number, CurriculumModule["resources"]>();
    for (const r of resourceRows) {
      const list = byModule.get(r.moduleId) ?? [];
      list.push({
        id: r.id,
        name: r.name,
        link: r.link,
        description: r.description,
        viewed: r.viewedBy !== null,
      });
      byModule.set(r.moduleId, list);
    }
    return moduleRows.map((m) => ({
      id: m.id,
      week: m.week,
      title: m.title,
      description: m.description,
      instructorOnly: m.instructorOnly,
      resources: byModule.get(m.id) ?? [],
    }));
  }

  /**
   * Records that the trainer opened the resource (again is fine); false when there is no such
   * resource. Its row is locked while the view is written, so a deletion at the same moment cannot
   * make the insert fail.
   */
  markViewed(trainerId: number, resourceId: number): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ id: moduleResources.id })
        .from(moduleResources)
        .where(eq(moduleResources.id, resourceId))
        .for("share");
      if (!found) return false;
      await tx.insert(resourceViews).values({ trainerId, resourceId }).onConflictDoNothing();
      return true;
    });
  }
}
