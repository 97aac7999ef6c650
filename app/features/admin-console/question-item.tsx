import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import type { AdminAssessment, AdminQuestion } from "./api";
import { QuestionForm } from "./question-form";

/** A question with its options (the correct one marked), and Edit. */
export function QuestionItem({
  assessment,
  question,
}: {
  assessment: AdminAssessment;
  question: AdminQuestion;
}) {
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
