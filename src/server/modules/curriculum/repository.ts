/**
 * The curriculum repository (SQL only, rows in and out): the six class modules with their resources
 * (shipped content, db/content/modules.ts, which the admin edits: docs/decisions/0015) and each trainer's
 * progress, the resources they have opened (docs/product.md "Dashboard details"). Progress is private and
 * moves no version; the admin's edits move the content version (publicWrite), so every server's
 * assistant index is rebuilt. A write answers null when its module or resource is not there; service.ts
 * says what that means.
 */
import { and, asc, desc, eq, gt, lt, max } from "drizzle-orm";
import type { AdminModule, ModuleEdit, ResourceEdit } from "../../../shared/contracts/admin-content";
import type { CurriculumModule } from "../../../shared/contracts/curriculum";
import type { Database, Db, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import { moduleResources, modules, resourceViews } from "../../db/schema";

export type ModuleRow = typeof modules.$inferSelect;
export type ResourceRow = typeof moduleResources.$inferSelect;
/** The audit's hook: runs in the write's transaction with the row before and after (null: none). */
export type ContentAudit<T> = (tx: Tx, before: T | null, after: T | null) => Promise<void>;

export class CurriculumRepository {
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

  /** The console's view: every module in week order with its resources in order. */
  async forAdmin(): Promise<AdminModule[]> {
    return adminModules(this.database.db);
  }

  /** Changes a module's title, description and audience; null when there is no such module. */
  updateModule(id: number, edit: ModuleEdit, audit: ContentAudit<ModuleRow>): Promise<AdminModule | null> {
    return publicWrite(this.database, async (tx) => {
      const [before] = await tx.select().from(modules).where(eq(modules.id, id)).for("update");
      if (!before) return null;
      const [after] = await tx.update(modules).set(edit).where(eq(modules.id, id)).returning();
      await audit(tx, before, after!);
      return moduleById(tx, id);
    });
  }

  /** Adds a resource at the end of the module's list; null when there is no such module. */
  addResource(moduleId: number, edit: ResourceEdit, audit: ContentAudit<ResourceRow>) {
    return publicWrite(this.database, async (tx) => {
      // The module's row is locked so two additions at once take the next two places.
      const [found] = await tx.select().from(modules).where(eq(modules.id, moduleId)).for("update");
      if (!found) return null;
      const [last] = await tx
        .select({ position: max(moduleResources.position) })
        .from(moduleResources)
        .where(eq(moduleResources.moduleId, moduleId));
      const [added] = await tx
        .insert(moduleResources)
        .values({ moduleId, position: (last?.position ?? 0) + 1, ...edit })
        .returning();
      await audit(tx, null, added!);
      return moduleById(tx, moduleId);
    });
  }

  /** Changes a resource of the module; null when the module has no such resource. */
  updateResource(moduleId: number, resourceId: number, edit: ResourceEdit, audit: ContentAudit<ResourceRow>) {
    return this.resourceWrite(moduleId, resourceId, async (tx, before) => {
      const [after] = await tx
        .update(moduleResources)
        .set(edit)
        .where(eq(moduleResources.id, before.id))
        .returning();
      await audit(tx, before, after!);
    });
  }

  /** Removes a resource (and the trainers' views of it); null when the module has no such resource. */
  removeResource(moduleId: number, resourceId: number, audit: ContentAudit<ResourceRow>) {
    return this.resourceWrite(moduleId, resourceId, async (tx, before) => {
      await tx.delete(moduleResources).where(eq(moduleResources.id, before.id));
      await audit(tx, before, null);
    });
  }

  /** Swaps a resource with its neighbour above or below (at an end it stays); null when there is none. */
  moveResource(
    moduleId: number,
    resourceId: number,
    direction: "up" | "down",
    audit: ContentAudit<ResourceRow>,
  ) {
    return this.resourceWrite(moduleId, resourceId, async (tx, before) => {
      const up = direction === "up";
      const [neighbour] = await tx
        .select()
        .from(moduleResources)
        .where(
          and(
            eq(moduleResources.moduleId, moduleId),
            up
              ? lt(moduleResources.position, before.position)
              : gt(moduleResources.position, before.position),
          ),
        )
        .orderBy(up ? desc(moduleResources.position) : asc(moduleResources.position))
        .limit(1);
      if (!neighbour) return;
      // Positions are unique per module: the moved one steps aside first.
      await tx.update(moduleResources).set({ position: -1 }).where(eq(moduleResources.id, before.id));
      await tx
        .update(moduleResources)
        .set({ position: before.position })
        .where(eq(moduleResources.id, neighbour.id));
      await tx
        .update(moduleResources)
        .set({ position: neighbour.position })
        .where(eq(moduleResources.id, before.id));
      await audit(tx, before, { ...before, position: neighbour.position });
    });
  }

  /** One resource's write, its module locked; answers the module afterwards, or null when not found. */
  private resourceWrite(
    moduleId: number,
    resourceId: number,
    work: (tx: Tx, before: ResourceRow) => Promise<void>,
  ): Promise<AdminModule | null> {
    return publicWrite(this.database, async (tx) => {
      const [found] = await tx.select().from(modules).where(eq(modules.id, moduleId)).for("update");
      if (!found) return null;
      const [before] = await tx
        .select()
        .from(moduleResources)
        .where(and(eq(moduleResources.id, resourceId), eq(moduleResources.moduleId, moduleId)));
      if (!before) return null;
      await work(tx, before);
      return moduleById(tx, moduleId);
    });
  }
}

async function adminModules(db: Db | Tx, onlyId?: number): Promise<AdminModule[]> {
  const [moduleRows, resourceRows] = await Promise.all([
    db
      .select()
      .from(modules)
      .where(onlyId === undefined ? undefined : eq(modules.id, onlyId))
      .orderBy(asc(modules.week), asc(modules.id)),
    db
      .select()
      .from(moduleResources)
      .where(onlyId === undefined ? undefined : eq(moduleResources.moduleId, onlyId))
      .orderBy(asc(moduleResources.moduleId), asc(moduleResources.position)),
  ]);
  return moduleRows.map((m) => ({
    id: m.id,
    week: m.week,
    title: m.title,
    description: m.description,
    instructorOnly: m.instructorOnly,
    resources: resourceRows
      .filter((r) => r.moduleId === m.id)
      .map((r) => ({
        id: r.id,
        position: r.position,
        name: r.name,
        link: r.link,
        description: r.description,
      })),
  }));
}

async function moduleById(tx: Tx, id: number): Promise<AdminModule> {
  const [found] = await adminModules(tx, id);
  return found!;
}
