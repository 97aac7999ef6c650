import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { z } from "zod";
import { ADMIN_TEXT, type SiteContentEdit } from "../../../src/shared/contracts/admin";
import { BANNER_LINK_TEXT, isBannerLink } from "../../../src/shared/contracts/site-content";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { AnnouncementsCard } from "./announcements-card";
import {
  type AdminAssessment,
  type AdminQuestion,
  adminKeys,
  afterChange,
  saveQuestion,
  saveSiteContent,
  useAdminAssessments,
  useSiteContent,
} from "./api";
import { CurriculumCard } from "./curriculum-card";
import { DocumentsCard } from "./documents-card";
import { LoadError } from "./parts";
import { SiteLinksCard } from "./site-links-card";

/**
 * The directory's banners, the site's links and contact, announcements and the trainer lead, the
 * curriculum, the assessments' questions and the signed documents (one card each).
 */
export function ContentTab() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <h2 className="sr-only">Content</h2>
      <SiteContentCard />
      <SiteLinksCard />
      <AnnouncementsCard />
      <CurriculumCard />
      <AssessmentsCard />
      <DocumentsCard />
    </div>
  );
}

// --- Site content --------------------------------------------------------------------------------

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const siteForm = z
  .object({
    noBanner: z.boolean(),
    title: z.string().trim().max(200),
    dates: z.string().trim().max(200),
    location: z.string().trim().max(200),
    endDate: z.string().trim(),
    ctaUrl: z.string().trim().max(500),
    figure: z.string().trim().max(40),
    label: z.string().trim().max(200),
  })
  .superRefine((v, ctx) => {
    if (!v.noBanner) {
      for (const key of ["title", "dates", "location"] as const) {
        if (!v[key]) ctx.addIssue({ code: "custom", path: [key], message: "Required for the banner." });
      }
      if (!DATE.test(v.endDate))
        ctx.addIssue({ code: "custom", path: ["endDate"], message: ADMIN_TEXT.invalidDate });
      if (v.ctaUrl && !isBannerLink(v.ctaUrl))
        ctx.addIssue({ code: "custom", path: ["ctaUrl"], message: BANNER_LINK_TEXT });
    }
    if (Boolean(v.figure) !== Boolean(v.label)) {
      ctx.addIssue({
        code: "custom",
        path: [v.figure ? "label" : "figure"],
        message: "Give both the figure and its label, or neither.",
      });
    }
  });
type SiteForm = z.infer<typeof siteForm>;

function siteValues(c: SiteContentEdit): SiteForm {
  return {
    noBanner: c.trainingBanner === null,
    title: c.trainingBanner?.title ?? "",
    dates: c.trainingBanner?.dates ?? "",
    location: c.trainingBanner?.location ?? "",
    endDate: c.trainingBanner?.endDate ?? "",
    ctaUrl: c.trainingBanner?.ctaUrl ?? "",
    figure: c.impactStats?.figure ?? "",
    label: c.impactStats?.label ?? "",
  };
}

function siteBody(v: SiteForm): SiteContentEdit {
  return {
    trainingBanner: v.noBanner
      ? null
      : {
          title: v.title,
          dates: v.dates,
          location: v.location,
          endDate: v.endDate,
          ...(v.ctaUrl ? { ctaUrl: v.ctaUrl } : {}),
        },
    impactStats: v.figure ? { figure: v.figure, label: v.label } : null,
  };
}

function SiteContentCard() {
  const query = useSiteContent();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Site content</CardTitle>
        <p className="text-sm text-slate-600">
          The in-person training banner and the impact figure on the directory (/find-trainer).
        </p>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <SiteContentForm key={JSON.stringify(query.data)} content={query.data} />
        ) : query.isError ? (
          <LoadError
            what="the site content"
            error={query.error}
            retry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div role="status" aria-label="Loading the site content" className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SiteContentForm({ content }: { content: SiteContentEdit }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: siteForm,
    defaultValues: siteValues(content),
    submit: (v) => saveSiteContent(siteBody(v)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.siteContent, saved);
      notify.success({ title: "Content published", description: "The directory shows it now." });
      await afterChange(queryClient);
    },
  });
  const noBanner = useWatch({ control: form.control, name: "noBanner" });
  return (
    <ApiForm form={state} label="Site content" submitLabel="Publish" busyLabel="Publishing...">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-slate-900">Training banner</legend>
        <label className="flex min-h-tap items-center gap-3 text-base text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register("noBanner")} />
          No training banner
        </label>
        {!noBanner && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="banner-title" label="Title" {...field("title")} />
            <TextField
              id="banner-dates"
              label="Dates"
              help="As visitors read it, e.g. June 12–14, 2026"
              {...field("dates")}
            />
            <TextField id="banner-location" label="Location" {...field("location")} />
            <TextField
              id="banner-endDate"
              label="End date"
              type="date"
              help="The banner is hidden after this day."
              {...field("endDate")}
            />
            <TextField
              id="banner-ctaUrl"
              label="Button link (optional)"
              className="sm:col-span-2"
              {...field("ctaUrl")}
            />
          </div>
        )}
      </fieldset>
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Impact figure</legend>
        <TextField id="impact-figure" label="Figure" help="e.g. 25,000+" {...field("figure")} />
        <TextField id="impact-label" label="Label" help="e.g. women trained" {...field("label")} />
      </fieldset>
    </ApiForm>
  );
}

// --- Assessments ---------------------------------------------------------------------------------

function AssessmentsCard() {
  const query = useAdminAssessments();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assessments</CardTitle>
        <p className="text-sm text-slate-600">
          Each class's assessment and its questions. A change applies to the next attempt.
        </p>
      </CardHeader>
      <CardContent>
        {query.data ? (
          query.data.length === 0 ? (
            <p className="text-slate-700">There are no assessments yet.</p>
          ) : (
            <Accordion type="multiple">
              {query.data.map((a) => (
                <AccordionItem
                  key={a.id}
                  value={String(a.id)}
                  question={
                    <span>
                      {a.title}
                      <span className="block text-sm font-normal text-slate-600">
                        Class {a.classNumber} · {a.questions.length} questions · pass at {a.passThreshold}%
                      </span>
                    </span>
                  }
                >
                  <ol className="flex flex-col gap-3">
                    {a.questions.map((q) => (
                      <QuestionItem key={q.id} assessment={a} question={q} />
                    ))}
                  </ol>
                </AccordionItem>
              ))}
            </Accordion>
          )
        ) : query.isError ? (
          <LoadError
            what="the assessments"
            error={query.error}
            retry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div role="status" aria-label="Loading the assessments" className="flex flex-col gap-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function QuestionItem({ assessment, question }: { assessment: AdminAssessment; question: AdminQuestion }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      {editing ? (
        <QuestionForm assessment={assessment} question={question} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">
              {question.position}. {question.question}
            </p>
            <ul className="mt-1 text-sm text-slate-700">
              {question.options.map((o, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position
                  key={i}
                  className={i === question.correctAnswer ? "font-semibold text-success-700" : undefined}
                >
                  {i === question.correctAnswer ? "✓ " : "· "}
                  {o}
                </li>
              ))}
            </ul>
          </div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            Edit
            <span className="sr-only"> question {question.position}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

const questionForm = z
  .object({
    question: z.string().trim().min(1, "Write the question.").max(1000),
    options: z
      .array(z.object({ text: z.string().trim().min(1, "Write the option or remove it.").max(500) }))
      .min(2, ADMIN_TEXT.optionsRequired)
      .max(8),
    correctAnswer: z.string(),
    explanation: z.string().trim().min(1, "Write the explanation.").max(2000),
    curriculumGuidance: z.string().trim().max(2000),
  })
  .refine((q) => Number(q.correctAnswer) < q.options.length, {
    message: ADMIN_TEXT.correctOutOfRange,
    path: ["correctAnswer"],
  });

function QuestionForm({
  assessment,
  question,
  onDone,
}: {
  assessment: AdminAssessment;
  question: AdminQuestion;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const {
    form,
    field: _field,
    ...state
  } = useApiForm({
    schema: questionForm,
    defaultValues: {
      question: question.question,
      options: question.options.map((text) => ({ text })),
      correctAnswer: String(question.correctAnswer),
      explanation: question.explanation,
      curriculumGuidance: question.curriculumGuidance ?? "",
    },
    submit: (v) =>
      saveQuestion(assessment.id, question.id, {
        question: v.question,
        options: v.options.map((o) => o.text),
        correctAnswer: Number(v.correctAnswer),
        explanation: v.explanation,
        curriculumGuidance: v.curriculumGuidance || null,
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData<AdminAssessment[]>(adminKeys.assessments, (list) =>
        list?.map((a) =>
          a.id === assessment.id
            ? { ...a, questions: a.questions.map((q) => (q.id === saved.id ? saved : q)) }
            : a,
        ),
      );
      notify.success({
        title: "Question saved",
        description: `Question ${question.position} of ${assessment.title}.`,
      });
      onDone();
      await afterChange(queryClient);
    },
  });
  const options = useFieldArray({ control: form.control, name: "options" });
  const errors = form.formState.errors;
  const prefix = `q-${question.id}`;
  return (
    <ApiForm
      form={state}
      label={`Edit question ${question.position}`}
      submitLabel="Save question"
      busyLabel="Saving..."
      actions={
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <div>
          <Label htmlFor={`${prefix}-question`}>Question text</Label>
          <Textarea
            id={`${prefix}-question`}
            rows={2}
            className="mt-1"
            aria-invalid={errors.question ? true : undefined}
            aria-describedby={errors.question ? `${prefix}-question-error` : undefined}
            {...form.register("question")}
          />
          <FieldError id={`${prefix}-question-error`}>{errors.question?.message}</FieldError>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Options (choose the correct answer)</legend>
          <ul className="mt-2 flex flex-col gap-2">
            {options.fields.map((o, i) => (
              <li key={o.id} className="flex items-start gap-2">
                <input
                  type="radio"
                  value={String(i)}
                  aria-label={`Option ${i + 1} is correct`}
                  className="mt-3 size-5 shrink-0 accent-brand-700"
                  {...form.register("correctAnswer")}
                />
                <div className="min-w-0 flex-1">
                  <TextField
                    id={`${prefix}-option-${i}`}
                    label={<span className="sr-only">Option {i + 1}</span>}
                    error={errors.options?.[i]?.text?.message}
                    {...form.register(`options.${i}.text`)}
                  />
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove option ${i + 1}`}
                  disabled={options.fields.length <= 2}
                  onClick={() => {
                    const correct = Number(form.getValues("correctAnswer"));
                    options.remove(i);
                    if (correct === i) form.setValue("correctAnswer", "0");
                    else if (correct > i) form.setValue("correctAnswer", String(correct - 1));
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </li>
            ))}
          </ul>
          <FieldError>{errors.options?.message ?? errors.options?.root?.message}</FieldError>
          <FieldError>{errors.correctAnswer?.message}</FieldError>
          <Button
            size="sm"
            variant="ghost"
            className="mt-2"
            disabled={options.fields.length >= 8}
            onClick={() => options.append({ text: "" })}
          >
            <Plus aria-hidden className="size-4" />
            Add option
          </Button>
        </fieldset>
        <div>
          <Label htmlFor={`${prefix}-explanation`}>Explanation</Label>
          <Textarea
            id={`${prefix}-explanation`}
            rows={3}
            className="mt-1"
            aria-invalid={errors.explanation ? true : undefined}
            {...form.register("explanation")}
          />
          <FieldError>{errors.explanation?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${prefix}-guidance`}>Study guide (optional)</Label>
          <Textarea
            id={`${prefix}-guidance`}
            rows={2}
            className="mt-1"
            {...form.register("curriculumGuidance")}
          />
        </div>
      </div>
    </ApiForm>
  );
}
