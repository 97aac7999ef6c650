import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, CircleCheck, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CLASS_TEXT, type OwnClass, type OwnClassList } from "../../../src/shared/contracts/manage-classes";
import { fullDate } from "../../components/class-date";
import { MonthCalendarSkeleton } from "../../components/month-calendar";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { notify } from "../../lib/toast";
import { applyDeleted, currentVersion, deleteClass, isConflict, isGone, useOwnClasses } from "./api";
import { AttendeesDialog } from "./attendees-dialog";
import { clockText } from "./class-form";
import { ClassFormDialog, type FormTarget } from "./class-form-dialog";
import { ClassList, ClassListSkeleton } from "./class-list";
import { ConflictAlert, type ConflictState } from "./conflict-alert";
import { ReferenceCalendar } from "./reference-calendar";

/** Classes named in the green banner before "and N more". */
const BANNER_LIMIT = 5;

/**
 * The class calendar (spec portal §2 Class calendar, §5, §8; docs/product.md "Classes, availability,
 * specialties") at /trainer-portal/calendar: the saved-classes banner, two help cards, Add Class, the
 * month reference calendar and Upcoming Classes with edit and delete. Every write carries the version
 * of the list on screen; a 409 (the list changed in another window) keeps what was typed and offers
 * Reload.
 */
export default function ManageClassesScreen() {
  const query = useOwnClasses();

  return (
    <div className="flex flex-col gap-5">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/trainer-portal">
          <ArrowLeft aria-hidden className="size-4" />
          Back to Dashboard
        </Link>
      </Button>
      <div>
        <h1 className="text-2xl sm:text-3xl">Manage Classes</h1>
        <p className="mt-1 text-lg text-slate-700">{CLASS_TEXT.pageTitle}</p>
      </div>
      {/* Data already on screen stays while a reload runs or fails: nothing the trainer typed is lost. */}
      <QueryState query={query} loading={<LoadingState />} error={{ title: "We couldn't load your classes" }}>
        {(list) => (
          <ClassCalendar
            list={list}
            reload={() => query.refetch()}
            reloading={query.isFetching}
            reloadFailed={query.isError}
          />
        )}
      </QueryState>
    </div>
  );
}

function ClassCalendar({
  list,
  reload,
  reloading,
  reloadFailed,
}: {
  list: OwnClassList;
  reload: () => Promise<{ isError: boolean }>;
  reloading: boolean;
  reloadFailed: boolean;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<OwnClass | null>(null);
  const [attendees, setAttendees] = useState<OwnClass>();
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [conflict, setConflict] = useState<ConflictState>("none");

  // Reload after a conflict: the newer list (and its version) replaces the old one; what the form
  // holds stays, and the next save sends the newer version.
  const reloadList = () => {
    const formOpen = target !== null;
    void reload().then((result) => {
      if (!result.isError) setConflict((c) => (c === "stale" ? (formOpen ? "reloaded" : "none") : c));
    });
  };

  const openForm = (next: FormTarget) => {
    setTarget(next);
    if (conflict === "reloaded") setConflict("none");
  };
  const openAdd = () => openForm({ mode: "add" });
  const closeForm = () => {
    setTarget(null);
    if (conflict === "reloaded") setConflict("none");
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const deleted = await deleteClass(deleting.id, currentVersion(queryClient) ?? list.version);
      void applyDeleted(queryClient, deleted);
      notify.success({ title: CLASS_TEXT.deletedTitle, description: CLASS_TEXT.deleted });
      setConflict("none");
    } catch (err) {
      if (isConflict(err)) setConflict("stale");
      notify.error({
        title: CLASS_TEXT.addFailedTitle,
        description: isGone(err) ? CLASS_TEXT.notFound : CLASS_TEXT.deleteFailed,
      });
      if (isGone(err)) void reload();
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const conflictProps = {
    conflict,
    onConflict: () => setConflict("stale"),
    reload: reloadList,
    reloading,
    reloadFailed,
  };

  return (
    <>
      <ConflictAlert
        state={conflict === "stale" ? "stale" : "none"}
        reloading={reloading}
        reloadFailed={reloadFailed}
        onReload={reloadList}
      />
      <SavedBanner classes={list.classes} />
      <HelpCards />
      <Button className="w-full sm:w-auto sm:self-start" onClick={openAdd}>
        <Plus aria-hidden className="size-5" />
        Add Class
      </Button>
      <ReferenceCalendar today={list.today} classes={list.classes} />
      <ClassList
        classes={list.classes}
        timeZone={list.timeZone}
        onAdd={openAdd}
        onEdit={(cls) => openForm({ mode: "edit", cls })}
        onDelete={setDeleting}
        onAttendees={setAttendees}
      />
      {attendees && (
        <AttendeesDialog cls={attendees} timeZone={list.timeZone} onClose={() => setAttendees(undefined)} />
      )}

      <ClassFormDialog
        target={target}
        onClose={closeForm}
        onSaved={() => {
          setTarget(null);
          setConflict("none");
        }}
        today={list.today}
        timeZone={list.timeZone}
        {...conflictProps}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this class?"
        description={
          deleting && (
            <p>
              <span className="font-semibold text-slate-900">{deleting.title}</span> on{" "}
              {fullDate(deleting.date)} at {deleting.time} will be removed from your schedule, your public
              page and your calendar feed. Everyone who reserved a spot or is on its waitlist gets an e-mail
              that the class is cancelled.
            </p>
          )
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

/** The green banner listing the saved classes (spec portal §2). */
function SavedBanner({ classes }: { classes: readonly OwnClass[] }) {
  if (classes.length === 0) return null;
  const shown = classes.slice(0, BANNER_LIMIT);
  const more = classes.length - shown.length;
  return (
    <section
      aria-labelledby="saved-classes-heading"
      className="rounded-lg border border-success-700/30 bg-success-50 p-4 text-slate-900"
    >
      <h2
        id="saved-classes-heading"
        className="flex items-center gap-2 text-base font-semibold text-success-700"
      >
        <CircleCheck aria-hidden className="size-5 shrink-0" />
        {classes.length === 1 ? "You have 1 saved class" : `You have ${classes.length} saved classes`}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 pl-7 text-sm text-slate-800">
        {shown.map((c) => (
          <li key={c.id} className="break-words">
            <span className="font-medium">{c.title}</span> · {fullDate(c.date)}, {clockText(c.startTime)}
          </li>
        ))}
        {more > 0 && <li>and {more} more in Upcoming Classes below</li>}
      </ul>
    </section>
  );
}

function HelpCards() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Card className="flex gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700">
          <Plus aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">How to add a class</h2>
          <p className="mt-1 text-sm text-slate-700">
            Press Add Class, fill in the title, date, start time, location and payment link, then save. A
            class ends 2 hours after it starts and appears on your public profile and calendar feed.
          </p>
        </div>
      </Card>
      <Card className="flex gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-danger-50 text-danger-700">
          <Trash2 aria-hidden className="size-5" />
        </span>
        <div>
          <h2 className="font-semibold text-slate-900">How to delete a class</h2>
          <p className="mt-1 text-sm text-slate-700">
            Press the trash icon beside a class in Upcoming Classes and confirm. To change a class instead,
            press the pencil icon.
          </p>
        </div>
      </Card>
    </div>
  );
}

function LoadingState() {
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
      <MonthCalendarSkeleton />
      <ClassListSkeleton />
    </div>
  );
}
