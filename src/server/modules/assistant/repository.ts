/**
 * What the assistant reads from the database (SQL only): the curriculum's modules with their resources
 * and the assessments' facts (never their questions or answers). knowledge.ts turns them into passages.
 */
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { assessmentQuestions, assessments, moduleResources, modules } from "../../db/schema";
import type { KnowledgeContent } from "./knowledge";

export class KnowledgeRepository {
  constructor(private readonly database: Database) {}

  /** The curriculum and the assessments as the database holds them now. */
  async content(): Promise<Omit<KnowledgeContent, "site">> {
    const { db } = this.database;
    const [moduleRows, resourceRows, assessmentRows] = await Promise.all([
      db.select().from(modules).orderBy(asc(modules.week), asc(modules.id)),
      db.select().from(moduleResources).orderBy(asc(moduleResources.moduleId), asc(moduleResources.position)),
      db
        .select({
          title: assessments.title,
          description: assessments.description,
          classNumber: assessments.classNumber,
          passThreshold: assessments.passThreshold,
          questionCount: count(assessmentQuestions.id),
        })
        .from(assessments)
        .leftJoin(assessmentQuestions, eq(assessmentQuestions.assessmentId, assessments.id))
        .groupBy(assessments.id)
        .orderBy(asc(assessments.classNumber)),
    ]);
    return {
      modules: moduleRows.map((m) => ({
        ...m,
        resources: resourceRows.filter((r) => r.moduleId === m.id),
      })),
      assessments: assessmentRows.map((a) => ({ ...a, questionCount: Number(a.questionCount) })),
    };
  }

  /** The content version: the admin's edits of the curriculum or the site's links move it. */
  contentVersion(): number {
    return this.database.publicVersion.current();
  }
}
