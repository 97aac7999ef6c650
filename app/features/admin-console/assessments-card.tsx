import { assessmentAdminEndpoints } from "../../../src/shared/contracts/assessments";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { useAdminResource } from "./api";
import { BlockSkeleton } from "./parts";
import { QuestionItem } from "./question-item";
import { ResourceCard } from "./resource-card";

/** Each class's assessment and its questions, each editable. */
export function AssessmentsCard() {
  const query = useAdminResource(assessmentAdminEndpoints.list);
  return (
    <ResourceCard
      id="admin-card-assessments"
      title="Assessments"
      description="Each class's assessment and its questions. A change applies to the next attempt."
      query={query}
      what="the assessments"
      loading={<BlockSkeleton label="Loading the assessments" count={3} />}
      isEmpty={(list) => list.length === 0}
      empty={<p className="text-slate-700">There are no assessments yet.</p>}
    >
      {(list) => (
        <Accordion type="multiple">
          {list.map((a) => (
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
      )}
    </ResourceCard>
  );
}
