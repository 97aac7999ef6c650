import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Megaphone, Plus, X } from "lucide-react";
import { useRef, useState } from "react";
import {
  ANNOUNCEMENT_MAX,
  ANNOUNCEMENT_TEXT,
  type Announcement,
  newAnnouncement,
} from "../../../src/shared/contracts/announcements";
import type { Me } from "../../../src/shared/contracts/auth";
import { AnnouncementList } from "../../components/announcement-list";
import { QueryState } from "../../components/query-state";
import { ApiForm } from "../../components/ui/api-form";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { SelectField } from "../../components/ui/select";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/cn";
import { dayOf, useHydrated } from "../../lib/local-day";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import {
  addAnnouncement,
  createAnnouncement,
  isNotFound,
  useAnnouncements,
  useDismissAnnouncement,
} from "./api";

/** How many of the newest announcements show before "Show all (N)" (urgent ones always show). */
export const ANNOUNCEMENTS_SHOWN = 1;

/** The announcements shown folded: the newest, and every urgent one (issue 31 part 1). */
export function foldedAnnouncements(list: readonly Announcement[]): Announcement[] {
  return list.filter((a, i) => i < ANNOUNCEMENTS_SHOWN || a.priority === "urgent");
}

/** The byline under a message: who posted it and on which day (once the browser knows its time zone). */
function bylineOf(announcement: Announcement, local: boolean) {
  const day = dayOf(announcement.createdAt, local);
  const date = day === announcement.createdAt ? "" : day;
  const byline = [announcement.createdBy && `Posted by ${announcement.createdBy}`, date]
    .filter(Boolean)
    .join(" · ");
  return byline ? <p className="mt-1 text-sm text-slate-700">{byline}</p> : null;
}

/** The trainer lead's New form (portal §2, §5): a 3-row text, a priority, Post once the text is not blank. */
function NewAnnouncementForm({ email, onClose }: { email: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useApiForm({
    schema: newAnnouncement,
    defaultValues: { message: "", priority: "info" },
    submit: createAnnouncement,
    onSuccess: async (created) => {
      notify.success({ title: ANNOUNCEMENT_TEXT.createdTitle, description: ANNOUNCEMENT_TEXT.created });
      form.form.reset();
      onClose();
      await addAnnouncement(queryClient, email, created);
    },
    onError: () => {
      notify.error({
        title: ANNOUNCEMENT_TEXT.createFailedTitle,
        description: ANNOUNCEMENT_TEXT.createFailed,
      });
      return true;
    },
  });
  const message = form.form.watch("message") ?? "";
  const messageField = form.field("message");
  const { error: messageError, ...messageInput } = messageField;
  const { error: _priorityError, ...priorityInput } = form.field("priority");

  return (
    <ApiForm
      form={form}
      label="New announcement"
      submitLabel="Post"
      busyLabel="Posting..."
      submitDisabled={message.trim().length === 0}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      }
      className="rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <Label htmlFor="announcement-message">Announcement</Label>
      <Textarea
        id="announcement-message"
        rows={3}
        maxLength={ANNOUNCEMENT_MAX}
        placeholder="Write an announcement for every trainer..."
        aria-invalid={messageError ? true : undefined}
        aria-describedby={messageError ? "announcement-message-error" : undefined}
        autoFocus
        className="mt-1"
        {...messageInput}
      />
      <FieldError id="announcement-message-error">{messageError}</FieldError>
      <SelectField
        id="announcement-priority"
        label="Priority"
        className="mt-4 sm:max-w-xs"
        {...priorityInput}
      >
        <option value="info">Info</option>
        <option value="important">Important</option>
        <option value="urgent">Urgent</option>
      </SelectField>
    </ApiForm>
  );
}

/**
 * The Announcements card (portal §2, §5, §8): collapsible and open by default; shown when there are
 * announcements, or to the trainer lead, who has New. Every trainer can dismiss an announcement; the
 * dismissal is kept on the server for that trainer.
 */
export function AnnouncementsCard({ me }: { me: Me }) {
  const query = useAnnouncements(me.email);
  const dismiss = useDismissAnnouncement(me.email);
  const [open, setOpen] = useState(true);
  const [composing, setComposing] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const isLead = me.isAnnouncementAuthor;
  const list = query.data ?? [];
  const local = useHydrated();
  const folded = foldedAnnouncements(list).length < list.length;
  const offerAll = open && (showAll || folded);

  if (query.isSuccess && list.length === 0 && !isLead) return null;

  const onDismiss = (id: number) => {
    dismiss.mutate(id, {
      onSuccess: () => notify.success({ title: ANNOUNCEMENT_TEXT.dismissed }),
      onError: (err) => {
        if (isNotFound(err)) notify.success({ title: ANNOUNCEMENT_TEXT.dismissed });
        else notify.error({ title: "Error", description: ANNOUNCEMENT_TEXT.dismissFailed });
      },
    });
    // The dismissed item's button is gone: keep the keyboard in the card.
    toggle.current?.focus();
  };

  return (
    <Card>
      <section aria-labelledby="announcements-heading">
        <div className="flex flex-wrap items-center justify-between gap-x-2 px-4 pt-3 pb-1 sm:px-5">
          <h2 id="announcements-heading" className="text-lg font-semibold text-slate-900">
            <button
              ref={toggle}
              type="button"
              aria-expanded={open}
              aria-controls="announcements-body"
              onClick={() => setOpen((o) => !o)}
              className="-ml-2 flex min-h-tap items-center gap-2 rounded-md px-2 hover:bg-slate-100"
            >
              <Megaphone aria-hidden className="size-5 text-brand-700 max-sm:hidden" />
              Announcements
              {/* The count is in "Show all (N)" when that shows on a phone. */}
              {list.length > 0 && (
                <Badge tone="brand" className={cn(offerAll && "max-sm:hidden")}>
                  <span className="sr-only">(</span>
                  {list.length}
                  <span className="sr-only">)</span>
                </Badge>
              )}
              <ChevronDown
                aria-hidden
                className={cn("size-5 text-slate-600 transition-transform", open && "rotate-180")}
              />
            </button>
          </h2>
          {offerAll && (
            // Beside the heading, not under the list: the folded card stays one message tall.
            <button
              type="button"
              aria-expanded={showAll}
              aria-controls="announcements-body"
              className="ml-auto min-h-tap rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:px-3 sm:text-base"
              onClick={() => setShowAll((all) => !all)}
            >
              {showAll ? "Show fewer" : `Show all (${list.length})`}
            </button>
          )}
          {isLead && !composing && (
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(true);
                setComposing(true);
              }}
            >
              <Plus aria-hidden className="size-4" />
              New
            </Button>
          )}
        </div>
        <div
          id="announcements-body"
          hidden={!open}
          className="flex flex-col gap-3 px-4 pt-2 pb-4 sm:px-5 sm:pb-5"
        >
          {isLead && composing && (
            <NewAnnouncementForm
              email={me.email}
              onClose={() => {
                setComposing(false);
                toggle.current?.focus();
              }}
            />
          )}
          <QueryState
            query={query}
            loading={
              <div className="flex flex-col gap-2" aria-hidden>
                <Skeleton className="h-20 w-full" />
              </div>
            }
            error={{ look: "inline", as: "p", title: ANNOUNCEMENT_TEXT.fetchFailed, message: null }}
            onRefetchError="show-error"
          >
            {(announcements) => (
              <AnnouncementList
                announcements={showAll ? announcements : foldedAnnouncements(announcements)}
                compact={!showAll}
                empty={ANNOUNCEMENT_TEXT.empty}
                details={(a) => bylineOf(a, local)}
                action={(a, messageId) => (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Dismiss"
                    aria-describedby={messageId}
                    disabled={dismiss.isPending && dismiss.variables === a.id}
                    onClick={() => onDismiss(a.id)}
                    className="-mt-1 -mr-1 shrink-0"
                  >
                    <X aria-hidden className="size-5" />
                  </Button>
                )}
              />
            )}
          </QueryState>
        </div>
      </section>
    </Card>
  );
}
