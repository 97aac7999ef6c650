import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import {
  type AdminModule,
  type AdminResource,
  moduleEdit,
  resourceEdit,
} from "../../../src/shared/contracts/admin-content";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { type FieldBinding, useApiForm } from "../../lib/use-api-form";
import {
  addResource,
  adminKeys,
  afterChange,
  deleteResource,
  moveResource,
  saveModule,
  saveResource,
  useAdminModules,
} from "./api";
import { LoadError } from "./parts";

/** Puts a module the server answered into the list, then refreshes the console's other reads. */
async function storeModule(queryClient: QueryClient, saved: AdminModule) {
  queryClient.setQueryData<AdminModule[]>(adminKeys.modules, (list) =>
    list?.map((m) => (m.id === saved.id ? saved : m)),
  );
  await afterChange(queryClient);
}

/** The weekly modules of the curriculum (the portal's Class Modules tab) and their resources. */
export function CurriculumCard() {
  const query = useAdminModules();
  return (
    <section aria-labelledby="admin-card-curriculum">
      <Card>
        <CardHeader>
          <CardTitle id="admin-card-curriculum">Curriculum</CardTitle>
          <p className="text-sm text-slate-600">
            The weekly modules and their resources, as trainers see them in Class Modules on the dashboard.
          </p>
        </CardHeader>
        <CardContent>
          {query.data ? (
            query.data.length === 0 ? (
              <p className="text-slate-700">There are no modules yet.</p>
            ) : (
              <Accordion type="multiple">
                {[...query.data]
                  .sort((a, b) => a.week - b.week || a.id - b.id)
                  .map((m) => (
                    <AccordionItem
                      key={m.id}
                      value={String(m.id)}
                      question={
                        <span className="min-w-0">
                          <span className="break-words">
                            Week {m.week}: {m.title}
                          </span>
                          <span className="block text-sm font-normal text-slate-600">
                            {m.resources.length} {m.resources.length === 1 ? "resource" : "resources"}
                            {m.instructorOnly ? " · Instructors only" : ""}
                          </span>
                        </span>
                      }
                    >
                      <ModulePanel module={m} />
                    </AccordionItem>
                  ))}
              </Accordion>
            )
          ) : query.isError ? (
            <LoadError
              what="the curriculum"
              error={query.error}
              retry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <div role="status" aria-label="Loading the curriculum" className="flex flex-col gap-2">
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function ModulePanel({ module: m }: { module: AdminModule }) {
  const resources = [...m.resources].sort((a, b) => a.position - b.position || a.id - b.id);
  return (
    <div className="flex flex-col gap-6 pt-1">
      <ModuleForm
        // A fresh form when the module's own fields change on the server, not when a resource does.
        key={`${m.title}\u0000${m.description}\u0000${m.instructorOnly}`}
        module={m}
      />
      <section aria-labelledby={`module-${m.id}-resources`} className="flex flex-col gap-3">
        <h4 id={`module-${m.id}-resources`} className="font-semibold text-slate-900">
          Resources of week {m.week}
        </h4>
        {resources.length === 0 ? (
          <p className="text-slate-700">No resources yet. Add the first one below.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {resources.map((r, i) => (
              <ResourceItem
                key={r.id}
                module={m}
                resource={r}
                first={i === 0}
                last={i === resources.length - 1}
              />
            ))}
          </ol>
        )}
        <NewResourceForm module={m} />
      </section>
    </div>
  );
}

/** A textarea with its label and its error under it (TextField is for one-line inputs). */
function TextareaField({
  id,
  label,
  rows = 3,
  binding,
}: {
  id: string;
  label: string;
  rows?: number;
  binding: FieldBinding;
}) {
  const { error, ...input } = binding;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        className="mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

function ModuleForm({ module: m }: { module: AdminModule }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: moduleEdit,
    defaultValues: { title: m.title, description: m.description, instructorOnly: m.instructorOnly },
    submit: (v) => saveModule(m.id, v),
    onSuccess: async (saved) => {
      notify.success({ title: "Module saved", description: `Week ${saved.week}: ${saved.title}.` });
      await storeModule(queryClient, saved);
    },
  });
  const prefix = `module-${m.id}`;
  return (
    <ApiForm form={state} label={`Week ${m.week} module`} submitLabel="Save module" busyLabel="Saving...">
      <div className="flex flex-col gap-4">
        <TextField id={`${prefix}-title`} label="Title" {...field("title")} />
        <TextareaField id={`${prefix}-description`} label="Description" binding={field("description")} />
        <label className="flex min-h-tap items-center gap-3 text-base text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register("instructorOnly")} />
          Instructors only
        </label>
      </div>
    </ApiForm>
  );
}

function ResourceFields({
  prefix,
  field,
}: {
  prefix: string;
  field: (name: "name" | "link" | "description") => FieldBinding;
}) {
  return (
    <div className="flex flex-col gap-4">
      <TextField id={`${prefix}-name`} label="Name" {...field("name")} />
      <TextField
        id={`${prefix}-link`}
        label="Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        help="A full web address (https://...)."
        {...field("link")}
      />
      <TextareaField
        id={`${prefix}-description`}
        label="Description"
        rows={2}
        binding={field("description")}
      />
    </div>
  );
}

function ResourceItem({
  module: m,
  resource: r,
  first,
  last,
}: {
  module: AdminModule;
  resource: AdminResource;
  first: boolean;
  last: boolean;
}) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const [refocus, setRefocus] = useState<"up" | "down" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const move = async (direction: "up" | "down") => {
    setMoving(true);
    try {
      await storeModule(queryClient, await moveResource(m.id, r.id, direction));
    } catch (err) {
      notify.error({ title: "Resource not moved", description: errorMessage(err) });
    } finally {
      setMoving(false);
    }
    setRefocus(direction);
  };

  // A move takes the item (and, while disabled, its button) out of the focus: the focus goes back to the
  // same button, or to the other one when the item reached the end.
  useEffect(() => {
    if (!refocus || moving) return;
    const button = (d: "up" | "down") =>
      document.getElementById(`resource-${r.id}-${d}`) as HTMLButtonElement | null;
    const same = button(refocus);
    (same && !same.disabled ? same : button(refocus === "up" ? "down" : "up"))?.focus();
    setRefocus(null);
  }, [refocus, moving, r.id]);

  const remove = async () => {
    setDeleting(true);
    try {
      const saved = await deleteResource(m.id, r.id);
      setConfirming(false);
      notify.success({ title: "Resource deleted", description: `${r.name} is no longer in week ${m.week}.` });
      await storeModule(queryClient, saved);
    } catch (err) {
      setConfirming(false);
      notify.error({ title: "Resource not deleted", description: errorMessage(err) });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <li data-resource={r.id} className="rounded-md border border-slate-200 bg-white p-3">
      {editing ? (
        <ResourceForm module={m} resource={r} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-2">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{r.name}</p>
            <a
              href={r.link}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm break-all text-brand-700 underline underline-offset-2"
            >
              {r.link}
              <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {r.description && <p className="mt-1 text-sm break-words text-slate-700">{r.description}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-1">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              Edit
              <span className="sr-only"> {r.name}</span>
            </Button>
            <Button
              size="icon"
              variant="ghost"
              id={`resource-${r.id}-up`}
              aria-label={`Move ${r.name} up`}
              disabled={first || moving}
              onClick={() => void move("up")}
            >
              <ArrowUp aria-hidden className="size-5" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              id={`resource-${r.id}-down`}
              aria-label={`Move ${r.name} down`}
              disabled={last || moving}
              onClick={() => void move("down")}
            >
              <ArrowDown aria-hidden className="size-5" />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className="ml-auto text-danger-700 hover:bg-danger-50"
              aria-label={`Delete ${r.name}`}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden className="size-5" />
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this resource?"
        description={
          <p>
            <span className="font-semibold break-words text-slate-900">{r.name}</span> leaves week {m.week}'s
            resources, with the trainers' record of having opened it.
          </p>
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void remove()}
      />
    </li>
  );
}

function ResourceForm({
  module: m,
  resource: r,
  onDone,
}: {
  module: AdminModule;
  resource: AdminResource;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const {
    form: _form,
    field,
    ...state
  } = useApiForm({
    schema: resourceEdit,
    defaultValues: { name: r.name, link: r.link, description: r.description },
    submit: (v) => saveResource(m.id, r.id, v),
    onSuccess: async (saved, v) => {
      notify.success({ title: "Resource saved", description: `${v.name} in week ${m.week}.` });
      onDone();
      await storeModule(queryClient, saved);
    },
  });
  return (
    <ApiForm
      form={state}
      label={`Edit ${r.name}`}
      submitLabel="Save resource"
      busyLabel="Saving..."
      actions={
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      }
    >
      <ResourceFields prefix={`resource-${r.id}`} field={field} />
    </ApiForm>
  );
}

function NewResourceForm({ module: m }: { module: AdminModule }) {
  const queryClient = useQueryClient();
  const empty = { name: "", link: "", description: "" };
  const { form, field, ...state } = useApiForm({
    schema: resourceEdit,
    defaultValues: empty,
    submit: (v) => addResource(m.id, v),
    onSuccess: async (saved, v) => {
      notify.success({ title: "Resource added", description: `${v.name} is last in week ${m.week}.` });
      form.reset(empty);
      await storeModule(queryClient, saved);
    },
  });
  return (
    <ApiForm
      form={state}
      label={`Add a resource to week ${m.week}`}
      submitLabel="Add resource"
      busyLabel="Adding..."
      className="mt-2 rounded-md border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <h5 className="mb-3 font-semibold text-slate-900">Add a resource</h5>
      <ResourceFields prefix={`module-${m.id}-new`} field={field} />
    </ApiForm>
  );
}
