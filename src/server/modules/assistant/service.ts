/**
 * The assistant (spec portal §2, §7, §8): retrieval finds the passages and composes an answer naming its
 * sources; when a model is configured it phrases the answer from those passages, and on any failure of
 * the model the retrieval answer is sent (`via` says which).
 *
 * The index is built from the database on the first question and kept until the content version moves
 * (the admin's edits of the curriculum, the knowledge articles or the site's links move it:
 * docs/decisions/0015); the next question after a change builds it again, on every app server.
 */

/** The audit hook of one console change of an article. */
const audited =
  (me: AuditActor, action: string, targetId: number | "new"): ArticleAudit =>
  (tx, before, after) =>
    recordAudit(tx, me, {
      action,
      targetType: "knowledge-article",
      targetId: after?.id ?? before?.id ?? targetId,
      before,
      after,
    });

import {
  ARTICLE_TEXT,
  type ArticleEdit,
  type ChatAnswer,
  type KnowledgeArticle,
} from "../../../shared/contracts/assistant";
import type { SiteConfig } from "../../../shared/site-config";
import { NotFound } from "../../platform/domain-errors";
import { type AuditActor, recordAudit } from "../audit/repository";
import { buildPassages } from "./knowledge";
import { askModel, type ModelConfig, ModelFailure } from "./model";
import type { ArticleAudit, KnowledgeRepository } from "./repository";
import { createRetriever, type Retriever } from "./retrieval";

/** Where a failed model is reported (the request's log): the answer goes out by retrieval anyway. */
export type ModelWarning = (reason: string) => void;

export class AssistantService {
  private kept: { version: number; retriever: Promise<Retriever> } | undefined;

  constructor(
    private readonly repository: KnowledgeRepository,
    private readonly site: () => Promise<SiteConfig>,
    /** Read at each question: the configuration may change while the app runs (the tests turn it off). */
    private readonly modelConfig: () => ModelConfig | undefined,
  ) {}

  /** The retriever of the content as it is now: kept while the content version stays. */
  private knowledge(): Promise<Retriever> {
    const version = this.repository.contentVersion();
    if (!this.kept || this.kept.version !== version) {
      const entry = {
        version,
        retriever: Promise.all([this.site(), this.repository.content()]).then(([site, content]) =>
          createRetriever(buildPassages({ ...content, site })),
        ),
      };
      this.kept = entry;
      // A failed build (the database away) is not kept: the next question tries again.
      entry.retriever.catch(() => {
        if (this.kept === entry) this.kept = undefined;
      });
    }
    return this.kept.retriever;
  }

  async ask(question: string, warn: ModelWarning): Promise<ChatAnswer> {
    const found = (await this.knowledge()).answerFromPassages(question);
    const model = this.modelConfig();
    const retrieval: ChatAnswer = { answer: found.answer, sources: found.sources, via: "retrieval" };
    // Nothing retrieved: a model told to answer only from passages has nothing to answer from.
    if (!model || found.passages.length === 0) return retrieval;
    try {
      const answer = await askModel(model, await this.site(), question, found.passages);
      return { answer, sources: found.sources, via: "model" };
    } catch (err) {
      if (!(err instanceof ModelFailure)) throw err;
      warn(err.message);
      return retrieval;
    }
  }

  // --- The console's knowledge articles (admin audience) ---------------------------------------------

  articles(): Promise<KnowledgeArticle[]> {
    return this.repository.articles();
  }

  createArticle(me: AuditActor, edit: ArticleEdit): Promise<KnowledgeArticle> {
    return this.repository.createArticle(edit, audited(me, "knowledge-article.create", "new"));
  }

  async updateArticle(me: AuditActor, id: number, edit: ArticleEdit): Promise<KnowledgeArticle> {
    const saved = await this.repository.updateArticle(id, edit, audited(me, "knowledge-article.update", id));
    if (!saved) throw new NotFound(ARTICLE_TEXT.notFound);
    return saved;
  }

  async removeArticle(me: AuditActor, id: number): Promise<void> {
    if (!(await this.repository.removeArticle(id, audited(me, "knowledge-article.delete", id))))
      throw new NotFound(ARTICLE_TEXT.notFound);
  }
}
