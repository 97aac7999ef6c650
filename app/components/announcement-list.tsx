/**
 * The one list of announcements (issue 30 part 4): the trainer's dashboard card (app/features/portal)
 * and the admin console's Announcements card both show it. Each item is the priority badge, the
 * message, the caller's lines under it (who posted it and when, how many dismissed it) and the caller's
 * one action beside it (Dismiss, Delete); an empty list says the caller's sentence.
 */
import { type ReactNode, useId } from "react";
import type { AnnouncementPriority } from "../../src/shared/contracts/announcements";
import { cn } from "../lib/cn";
import { Badge } from "./ui/badge";

/**
 * The spec's priority colours (portal §9): urgent red, important yellow, info blue, from the design
 * tokens (docs/design.md "Tokens": danger, warning, info); the badge names the priority as well, so the
 * colour is never the only sign.
 */
export const ANNOUNCEMENT_PRIORITY: Record<
  AnnouncementPriority,
  { label: string; box: string; badge: "danger" | "warning" | "info" }
> = {
  urgent: { label: "Urgent", box: "border-danger-700 bg-danger-50", badge: "danger" },
  important: { label: "Important", box: "border-warning-600 bg-warning-50", badge: "warning" },
  info: { label: "Info", box: "border-info-700 bg-info-50", badge: "info" },
};

/** What the list reads of an announcement: the trainer's and the admin's records both have it. */
export type ListedAnnouncement = { id: number; message: string; priority: AnnouncementPriority };

export type AnnouncementListProps<A extends ListedAnnouncement> = {
  announcements: readonly A[];
  /** The sentence for no announcements. */
  empty: ReactNode;
  /**
   * `tinted`: each item in its priority's colour (the dashboard, where trainers read them);
   * `outlined`: plain bordered items (the console, where the admin manages them).
   */
  look?: "tinted" | "outlined";
  /** The lines under the message. */
  details?: (announcement: A) => ReactNode;
  /** The button beside the message; `messageId` names the message for its aria-describedby. */
  action?: (announcement: A, messageId: string) => ReactNode;
  /** Folded (the dashboard's first screen): each message in two lines, its details on wider screens only. */
  compact?: boolean;
};

export function AnnouncementList<A extends ListedAnnouncement>({
  announcements,
  empty,
  look = "tinted",
  details,
  action,
  compact = false,
}: AnnouncementListProps<A>) {
  if (announcements.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {announcements.map((a) => (
        <AnnouncementItem
          key={a.id}
          announcement={a}
          look={look}
          details={details}
          action={action}
          compact={compact}
        />
      ))}
    </ul>
  );
}

function AnnouncementItem<A extends ListedAnnouncement>({
  announcement,
  look,
  details,
  action,
  compact,
}: {
  announcement: A;
  look: "tinted" | "outlined";
  details?: (announcement: A) => ReactNode;
  action?: (announcement: A, messageId: string) => ReactNode;
  compact: boolean;
}) {
  const id = useId();
  const tone = ANNOUNCEMENT_PRIORITY[announcement.priority];
  return (
    <li
      data-announcement={announcement.id}
      data-priority={announcement.priority}
      className={
        look === "tinted"
          ? cn("rounded-md border-l-4 p-3 sm:p-4", tone.box)
          : "rounded-md border border-slate-200 p-3"
      }
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Badge tone={tone.badge}>{tone.label}</Badge>
          <p
            id={id}
            className={cn(
              "mt-2 break-words whitespace-pre-line text-slate-900",
              compact && "line-clamp-2 sm:line-clamp-none",
            )}
          >
            {announcement.message}
          </p>
          {compact ? <div className="max-sm:hidden">{details?.(announcement)}</div> : details?.(announcement)}
        </div>
        {action?.(announcement, id)}
      </div>
    </li>
  );
}
