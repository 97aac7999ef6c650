import {
  AlertTriangle,
  BookOpen,
  CalendarCheck,
  CheckCircle2,
  ChevronDown,
  ExternalLink,
  LifeBuoy,
  Mail,
  Phone,
} from "lucide-react";
import type { ReactNode } from "react";
import { CURRICULUM_TEXT, type CurriculumModule } from "../../../src/shared/contracts/curriculum";
import { MembersLink } from "../../components/members-link";
import { QueryState } from "../../components/query-state";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { useSite } from "../../lib/site-config";
import { notify } from "../../lib/toast";
import { useCurriculum, useRecordResourceView } from "./api";

type Resource = CurriculumModule["resources"][number];

/** Resources already toasted "Link Opened" in this page's life (portal §4: once per resource). */
const toasted = new Set<number>();

export const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function Box({
  title,
  icon: Icon,
  tone,
  children,
}: {
  title: string;
  icon: typeof BookOpen;
  tone: "brand" | "info";
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={cn(
        "rounded-lg border p-4 sm:p-5",
        tone === "brand" ? "border-brand-200 bg-brand-50" : "border-info-700/20 bg-info-50",
      )}
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden className={cn("size-5", tone === "brand" ? "text-brand-700" : "text-info-700")} />
        {title}
      </h3>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  );
}

function ResourceLink({ resource, onOpen }: { resource: Resource; onOpen: (resource: Resource) => void }) {
  return (
    <li className="rounded-md border border-slate-200 bg-white">
      <a
        href={resource.link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onOpen(resource)}
        onAuxClick={(event) => {
          if (event.button === 1) onOpen(resource);
        }}
        className="flex min-h-tap flex-col gap-1 rounded-md p-3 hover:bg-brand-50"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {resource.name}
            <ExternalLink aria-hidden className="ml-1 inline size-4 align-[-2px]" />
            <span className="sr-only"> (opens in a new tab)</span>
          </span>
          {resource.viewed && (
            <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-success-700">
              <CheckCircle2 aria-hidden className="size-4" />
              Viewed
            </span>
          )}
        </span>
        {resource.description && <span className="text-sm text-slate-700">{resource.description}</span>}
      </a>
    </li>
  );
}

function ModuleCard({
  module,
  expanded,
  onToggle,
  onOpen,
}: {
  module: CurriculumModule;
  expanded: boolean;
  onToggle: () => void;
  onOpen: (resource: Resource) => void;
}) {
  const total = module.resources.length;
  const viewed = module.resources.filter((r) => r.viewed).length;
  const listId = `module-${module.id}-resources`;
  return (
    <li>
      <Card className={cn("p-4 sm:p-5", expanded && "border-brand-200")}>
        <article aria-labelledby={`module-${module.id}-title`} data-week={module.week}>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">Week {module.week}</Badge>
            {module.instructorOnly && <Badge tone="danger">{CURRICULUM_TEXT.instructorOnly}</Badge>}
          </div>
          <h3 id={`module-${module.id}-title`} className="mt-2 text-lg font-semibold text-slate-900">
            {module.title}
          </h3>
          <p className="mt-1 text-slate-700">{module.description}</p>
          {module.instructorOnly && (
            <p className="mt-3 flex gap-2 rounded-md border border-danger-700/30 bg-danger-50 p-3 text-danger-700">
              <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
              <span>{CURRICULUM_TEXT.instructorWarning}</span>
            </p>
          )}
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 flex-1 text-sm text-slate-700">
              <p>Resources: {total} items available</p>
              {total > 0 && (
                <div className="mt-1 flex items-center gap-2">
                  <Progress
                    value={viewed}
                    max={total}
                    label={`Week ${module.week} resources viewed`}
                    className="max-w-48"
                  />
                  <span>
                    {viewed} of {total} viewed
                  </span>
                </div>
              )}
            </div>
            {total > 0 && (
              <Button
                variant="secondary"
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={onToggle}
                className="w-full sm:w-auto"
              >
                {expanded ? "Hide Resources" : "View Resources"}
                <ChevronDown
                  aria-hidden
                  className={cn("size-4 transition-transform", expanded && "rotate-180")}
                />
              </Button>
            )}
          </div>
          {expanded && (
            <ul id={listId} aria-label={`${module.title} resources`} className="mt-4 flex flex-col gap-2">
              {module.resources.map((r) => (
                <ResourceLink key={r.id} resource={r} onOpen={onOpen} />
              ))}
            </ul>
          )}
        </article>
      </Card>
    </li>
  );
}

function ModulesList({
  expanded,
  onExpand,
}: {
  expanded: number | null;
  onExpand: (moduleId: number | null) => void;
}) {
  const curriculum = useCurriculum();
  const record = useRecordResourceView();

  const onOpen = (resource: Resource) => {
    if (!toasted.has(resource.id)) {
      toasted.add(resource.id);
      notify.info({ title: CURRICULUM_TEXT.linkOpened, description: resource.name });
    }
    if (!resource.viewed) record.mutate(resource.id);
  };

  return (
    <QueryState
      query={curriculum}
      loading={<ModulesSkeleton />}
      error={{ look: "inline", as: "p", title: "We couldn't load the class modules." }}
      onRefetchError="show-error"
      isEmpty={(data) => data.modules.length === 0}
      empty={
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">
          No class modules are published yet. Check back soon, or bring your questions to the weekly live
          training.
        </p>
      }
    >
      {(data) => (
        <ul aria-label="Class modules" className="flex flex-col gap-3">
          {data.modules.map((m) => (
            <ModuleCard
              key={m.id}
              module={m}
              expanded={expanded === m.id}
              onToggle={() => onExpand(expanded === m.id ? null : m.id)}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function ModulesSkeleton() {
  return (
    <div role="status" aria-label="Loading the class modules" className="flex flex-col gap-3">
      {[1, 2, 3].map((n) => (
        <div key={n} className="rounded-lg border border-slate-200 bg-white p-5">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="mt-3 h-6 w-2/3" />
          <Skeleton className="mt-2 h-4 w-full" />
          <Skeleton className="mt-1 h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}

/** The contact footer of the Class Modules tab (portal §2): phone, e-mail and the check-in booking. */
function SupportFooter() {
  const site = useSite();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="modules-support-heading">
        <h3 id="modules-support-heading" className="flex items-center gap-2 font-semibold text-slate-900">
          <LifeBuoy aria-hidden className="size-5 text-brand-700" />
          Questions about the program?
        </h3>
        <ul className="mt-2 flex flex-col gap-1 text-slate-800 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li className="flex min-h-tap items-center gap-2">
            <Phone aria-hidden className="size-4 text-slate-600" />
            <a href={telHref(site.supportPhone)} className={linkClass}>
              {site.supportPhone}
            </a>
          </li>
          <li className="flex min-h-tap items-center gap-2">
            <Mail aria-hidden className="size-4 text-slate-600" />
            <a href={`mailto:${site.supportEmail}`} className={cn(linkClass, "break-all")}>
              {site.supportEmail}
            </a>
          </li>
        </ul>
        <MembersLink link="checkInUrl" className="mt-3 w-full sm:w-auto">
          <CalendarCheck aria-hidden className="size-5" />
          Schedule Trainer Check-in
          <span className="sr-only"> (opens in a new tab)</span>
        </MembersLink>
      </section>
    </Card>
  );
}

/**
 * The Class Modules tab (portal §2): the Learning Path and Support & Practice boxes, the six week cards
 * (one expanded at a time) with the trainer's progress, and the contact footer.
 */
export function ClassModulesTab({
  expanded,
  onExpand,
}: {
  expanded: number | null;
  onExpand: (moduleId: number | null) => void;
}) {
  const site = useSite();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Box title="Learning Path" icon={BookOpen} tone="brand">
          <p>Each week:</p>
          <ol className="mt-1 list-decimal pl-5">
            <li>Watch the weekly replay of the live workshop.</li>
            <li>Review all of the week's documents.</li>
            <li>Implement the instructions before the next session.</li>
          </ol>
        </Box>
        <Box title="Support & Practice" icon={LifeBuoy} tone="info">
          <ul className="list-disc pl-5">
            <li>Study and practise the moves every week.</li>
            <li>Bring your questions to the Thursday or Sunday Zoom.</li>
            <li>
              Contact the trainer lead by e-mail:{" "}
              <a href={`mailto:${site.trainerLeadEmail}`} className={cn(linkClass, "break-all")}>
                {site.trainerLeadEmail}
              </a>
            </li>
          </ul>
        </Box>
      </div>
      <ModulesList expanded={expanded} onExpand={onExpand} />
      <SupportFooter />
    </div>
  );
}
