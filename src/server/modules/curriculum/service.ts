/**
 * The curriculum's rules (spec portal §2 "Class Modules tab", §4; docs/decisions/0015): every trainer
 * reads the modules with their own progress and marks the resources they open; the admin edits the
 * modules and their resources from the console, each change audited in its own transaction. Throws
 * domain errors; SQL is in repository.ts.
 */
import {
  type AdminModule,
  CONTENT_TEXT,
  type ModuleEdit,
  type ResourceEdit,
} from "../../../shared/contracts/admin-content";
import { CURRICULUM_TEXT, type CurriculumModule } from "../../../shared/contracts/curriculum";
import type { Tx } from "../../db/client";
import { NotFound } from "../../platform/domain-errors";
import { recordAudit } from "../audit/repository";
import type { Account } from "../trainers/account";
import type { CurriculumRepository } from "./repository";

/** The console's answer, or NotFound with `message` when the module or resource is not there. */
function found(module: AdminModule | null, message: string): AdminModule {
  if (module === null) throw new NotFound(message);
  return module;
}

/** The audit hook of one console change: the row before and after (null when added or removed). */
const audited =
  (me: Account, action: string, targetType: string, targetId: number) =>
  (tx: Tx, before: unknown, after: unknown) =>
    recordAudit(tx, me, { action, targetType, targetId, before, after });

export class CurriculumService {
  constructor(private readonly repository: CurriculumRepository) {}

  /** The modules in week order, each resource with whether the caller opened it. */
  forTrainer(me: Account): Promise<CurriculumModule[]> {
    return this.repository.forTrainer(me.id);
  }

  /** Records that the caller opened the resource (again is fine). */
  async markViewed(me: Account, resourceId: number): Promise<{ resourceId: number; viewed: true }> {
    if (!(await this.repository.markViewed(me.id, resourceId)))
      throw new NotFound(CURRICULUM_TEXT.resourceNotFound);
    return { resourceId, viewed: true };
  }

  // --- The console (admin audience) ------------------------------------------------------------------

  forAdmin(): Promise<AdminModule[]> {
    return this.repository.forAdmin();
  }

  async updateModule(me: Account, id: number, edit: ModuleEdit): Promise<AdminModule> {
    const audit = audited(me, "module.update", "module", id);
    return found(await this.repository.updateModule(id, edit, audit), CONTENT_TEXT.moduleNotFound);
  }

  async addResource(me: Account, moduleId: number, edit: ResourceEdit): Promise<AdminModule> {
    const audit = audited(me, "resource.create", "module", moduleId);
    return found(await this.repository.addResource(moduleId, edit, audit), CONTENT_TEXT.moduleNotFound);
  }

  async updateResource(
    me: Account,
    moduleId: number,
    resourceId: number,
    edit: ResourceEdit,
  ): Promise<AdminModule> {
    const audit = audited(me, "resource.update", "resource", resourceId);
    return found(
      await this.repository.updateResource(moduleId, resourceId, edit, audit),
      CONTENT_TEXT.resourceNotFound,
    );
  }

  async removeResource(me: Account, moduleId: number, resourceId: number): Promise<AdminModule> {
    const audit = audited(me, "resource.delete", "resource", resourceId);
    return found(
      await this.repository.removeResource(moduleId, resourceId, audit),
      CONTENT_TEXT.resourceNotFound,
    );
  }

  async moveResource(
    me: Account,
    moduleId: number,
    resourceId: number,
    direction: "up" | "down",
  ): Promise<AdminModule> {
    const audit = audited(me, "resource.move", "resource", resourceId);
    return found(
      await this.repository.moveResource(moduleId, resourceId, direction, audit),
      CONTENT_TEXT.resourceNotFound,
    );
  }
}
