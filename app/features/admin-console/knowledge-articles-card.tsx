/**
 * The assistant's knowledge articles (issue 31): what the admin writes for the assistant to answer from,
 * beside the shipped texts. Each has a title, a Markdown body and tags; a save is audited and the
 * assistant answers from it on the next question.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  ARTICLE_LIMITS,
  articleForm,
  type KnowledgeArticle,
  knowledgeArticleAdminEndpoints,
} from "../../../src/shared/contracts/assistant";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import {
  afterChange,
  createArticle,
  deleteArticle,
  setAdminResource,
  updateArticle,
  useAdminResource,
} from "./api";
import { dateTime } from "./format";
import { ResourceCard } from "./resource-card";
import { TextareaField } from "./textarea-field";

export function KnowledgeArticlesCard() {
  const query = useAdminResource(knowledgeArticleAdminEndpoints.list);
  return (
    <ResourceCard
      id="admin-card-knowledge"
      title="Assistant knowledge articles"
      description="The trainer assistant answers from these articles as well as from the curriculum, FAQ, support and terms. Write in plain sentences; Markdown headings, lists and links are fine."
      query={query}
      what="the knowledge articles"
      loading={
        <div role="status" aria-label="Loading the knowledge articles" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      }
    >
      {(articles) => (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="admin-article-new" className="flex flex-col gap-3">
            <h3 id="admin-article-new" className="font-semibold text-slate-900">
              Write an article
            </h3>
            <ArticleForm />
          </section>
          <section aria-labelledby="admin-articles-list" className="flex flex-col gap-3">
            <h3 id="admin-articles-list" className="font-semibold text-slate-900">
              Articles ({articles.length})
            </h3>
            {articles.length === 0 ? (
              <p className="text-sm text-slate-700">No articles yet.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {articles.map((a) => (
                  <ArticleItem key={a.id} article={a} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </ResourceCard>
  );
}

/** A new article, or `article` changed; `onDone` after a save or Cancel. */
function ArticleForm({ article, onDone }: { article?: KnowledgeArticle; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const empty = { title: "", body: "", tags: "" };
  const id = article ? `admin-article-${article.id}` : "admin-article";
  const { form, field, ...state } = useApiForm({
    schema: articleForm,
    defaultValues: article ? { ...article, tags: article.tags.join(", ") } : empty,
    submit: (v) => (article ? updateArticle(article.id, v) : createArticle(v)),
    onSuccess: async (saved) => {
      setAdminResource(queryClient, knowledgeArticleAdminEndpoints.list, (old) =>
        old ? [saved, ...old.filter((a) => a.id !== saved.id)] : old,
      );
      notify.success({
        title: article ? "Article saved" : "Article added",
        description: "The assistant answers from it from the next question on.",
      });
      if (!article) form.reset(empty);
      onDone?.();
      await afterChange(queryClient);
    },
  });
  return (
    <ApiForm
      form={state}
      label={article ? `Edit the article ${article.title}` : "Write an article"}
      submitLabel={article ? "Save article" : "Add article"}
      busyLabel="Saving..."
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4"
      actions={
        onDone ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : undefined
      }
    >
      <TextField id={`${id}-title`} label="Title" maxLength={ARTICLE_LIMITS.title} {...field("title")} />
      <TextareaField id={`${id}-body`} label="Text (Markdown)" rows={6} binding={field("body")} />
      <TextField
        id={`${id}-tags`}
        label="Tags"
        help="Words trainers might use, separated by commas (e.g. parking, venue)."
        {...field("tags")}
      />
    </ApiForm>
  );
}

function ArticleItem({ article: a }: { article: KnowledgeArticle }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteArticle(a.id);
      setAdminResource(queryClient, knowledgeArticleAdminEndpoints.list, (old) =>
        old ? old.filter((x) => x.id !== a.id) : old,
      );
      notify.success({ title: "Article deleted", description: "The assistant no longer answers from it." });
      await afterChange(queryClient);
    } catch (err) {
      notify.error({ title: "Article not deleted", description: errorMessage(err) });
    } finally {
      setConfirming(false);
      setBusy(false);
    }
  };

  if (editing)
    return (
      <li>
        <ArticleForm article={a} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{a.title}</p>
          <p className="text-sm text-slate-700">
            Changed {dateTime(a.updatedAt)}
            {a.tags.length > 0 ? ` · Tags: ${a.tags.join(", ")}` : ""}
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${a.title}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="text-danger-700"
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${a.title}`}
          >
            Delete
          </Button>
        </div>
      </div>
      <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-slate-800">{a.body}</p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this article?"
        description={<p>“{a.title}” leaves the assistant's knowledge. This cannot be undone.</p>}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void remove()}
      />
    </li>
  );
}
