/**
 * What the assistant reads from the database (SQL only): the curriculum's modules with their resources,
 * the assessments' facts (never their questions or answers) and the admin's knowledge articles.
 * knowledge.ts turns them into passages. The articles' writes move the content version (publicWrite),
 * as the curriculum's do, so every server's index is rebuilt; each is audited in its transaction.
 */
import { asc, count, desc, eq } from "drizzle-orm";
import type { ArticleEdit, KnowledgeArticle } from "../../../shared/contracts/assistant";
import type { Database, Tx } from "../../db/client";
import { publicWrite } from "../../db/public-write";
import {
  assessmentQuestions,
  assessments,
  knowledgeArticles,
  moduleResources,
  modules,
} from "../../db/schema";
import type { KnowledgeContent } from "./knowledge";

type ArticleRow = typeof knowledgeArticles.$inferSelect;
/** The audit's hook: runs in the write's transaction with the article before and after (null: none). */
export type ArticleAudit = (tx: Tx, before: ArticleRow | null, after: ArticleRow | null) => Promise<void>;

const asArticle = (r: ArticleRow): KnowledgeArticle => ({
  id: r.id,
  title: r.title,
  body: r.body,
  tags: r.tags,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export class KnowledgeRepository {
  constructor(private readonly database: Database) {}

  /** The curriculum and the assessments as the database holds them now. */
  async content(): Promise<Omit<KnowledgeContent, "site">> {
    const { db } = this.database;
    const [moduleRows, resourceRows, assessmentRows, articleRows] = await Promise.all([
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
      db
        .select({
          id: knowledgeArticles.id,
          title: knowledgeArticles.title,
          body: knowledgeArticles.body,
          tags: knowledgeArticles.tags,
        })
        .from(knowledgeArticles)
        .orderBy(asc(knowledgeArticles.id)),
    ]);
    return {
      modules: moduleRows.map((m) => ({
        ...m,
        resources: resourceRows.filter((r) => r.moduleId === m.id),
      })),
      assessments: assessmentRows.map((a) => ({ ...a, questionCount: Number(a.questionCount) })),
      articles: articleRows,
    };
  }

  /** The console's list: the most recently changed first. */
  async articles(): Promise<KnowledgeArticle[]> {
    const rows = await this.database.db
      .select()
      .from(knowledgeArticles)
      .orderBy(desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id));
    return rows.map(asArticle);
  }

  createArticle(edit: ArticleEdit, audit: ArticleAudit): Promise<KnowledgeArticle> {
    return publicWrite(this.database, async (tx) => {
      const [added] = await tx.insert(knowledgeArticles).values(edit).returning();
      await audit(tx, null, added!);
      return asArticle(added!);
    });
  }

  /** Changes an article; null when there is no such article. */
  updateArticle(id: number, edit: ArticleEdit, audit: ArticleAudit): Promise<KnowledgeArticle | null> {
    return publicWrite(this.database, async (tx) => {
      const [before] = await tx
        .select()
        .from(knowledgeArticles)
        .where(eq(knowledgeArticles.id, id))
        .for("update");
      if (!before) return null;
      const [after] = await tx
        .update(knowledgeArticles)
        .set({ ...edit, updatedAt: new Date() })
        .where(eq(knowledgeArticles.id, id))
        .returning();
      await audit(tx, before, after!);
      return asArticle(after!);
    });
  }

  /** Removes an article; false when there is no such article. */
  removeArticle(id: number, audit: ArticleAudit): Promise<boolean> {
    return publicWrite(this.database, async (tx) => {
      const [before] = await tx.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id)).returning();
      if (!before) return false;
      await audit(tx, before, null);
      return true;
    });
  }

  /** The content version: the admin's edits of the curriculum or the site's links move it. */
  // No one trainer's own data: a trainer's save keeps it (decision 0048).
  contentVersion(): number {
    return this.database.publicVersion.structure();
  }
}
