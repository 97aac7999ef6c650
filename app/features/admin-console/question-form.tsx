import { useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { ADMIN_TEXT } from "../../../src/shared/contracts/admin";
import { assessmentAdminEndpoints } from "../../../src/shared/contracts/assessments";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { type AdminAssessment, type AdminQuestion, afterChange, saveQuestion, setAdminResource } from "./api";

/** The question's form: options are objects (useFieldArray), the correct one a radio's value. */
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

export function QuestionForm({
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
      setAdminResource(queryClient, assessmentAdminEndpoints.list, (list) =>
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
