import { Link } from "react-router";
import type { AuditEntry } from "../../../src/shared/contracts/admin";
import { cn } from "../../lib/cn";
import { actionLabel, dateTime, diff } from "./format";
import { td } from "./parts";

const trainerPage = (id: number | string) => `/trainer-portal/admin/trainers/${id}`;
const personLink = "font-medium text-brand-700 underline";

/** The log's columns; on a phone each entry is a card and its cells say these. */
export const AUDIT_COLUMNS = ["Time", "Who", "Action", "Target", "Changes"] as const;
const [TIME, WHO, ACTION, TARGET, CHANGES] = AUDIT_COLUMNS;

/** One change: when, who (linked to their page), the action, the target (a trainer linked by name), what changed. */
export function AuditEntryRow({ entry: e }: { entry: AuditEntry }) {
  const lines = diff(e.before, e.after);
  const who = e.actorName ?? e.actorEmail ?? "System";
  return (
    <tr>
      <td className={cn(td, "whitespace-nowrap")} data-label={TIME}>
        <time dateTime={e.at}>{dateTime(e.at)}</time>
      </td>
      <td className={td} data-label={WHO}>
        {e.actorId !== null ? (
          <Link to={trainerPage(e.actorId)} className={cn(personLink, "block")}>
            {who}
          </Link>
        ) : (
          <span className="block font-medium">{who}</span>
        )}
        {e.actorEmail && e.actorName && (
          <span className="block whitespace-nowrap text-slate-600">{e.actorEmail}</span>
        )}
      </td>
      <td className={cn(td, "font-medium")} data-label={ACTION}>
        {actionLabel(e.action)}
      </td>
      <td className={td} data-label={TARGET}>
        <Target entry={e} />
      </td>
      <td className={td} data-label={CHANGES}>
        {lines.length === 0 ? (
          <span className="text-slate-600">No details recorded</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {lines.map((l) => (
              <li key={l.key} className="break-words">
                <span className="font-medium text-slate-900">{l.key}:</span>{" "}
                <span className="text-slate-700">{l.before}</span> →{" "}
                <span className="text-slate-900">{l.after}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

/** A trainer by name with a link to their page; an applicant by name; anything else by kind and id. */
function Target({ entry: e }: { entry: AuditEntry }) {
  const kind = actionLabel(e.targetType);
  if (e.targetType === "trainer" && e.targetName !== null) {
    return (
      <>
        <Link to={trainerPage(e.targetId)} className={cn(personLink, "block")}>
          {e.targetName}
        </Link>
        <span className="block text-slate-600">{kind}</span>
      </>
    );
  }
  if (e.targetName !== null) {
    return (
      <>
        <span className="block font-medium">{e.targetName}</span>
        <span className="block text-slate-600">{kind}</span>
      </>
    );
  }
  return (
    <span>
      {kind} {e.targetId}
    </span>
  );
}
