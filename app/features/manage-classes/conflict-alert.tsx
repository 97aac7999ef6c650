import { RotateCw, TriangleAlert } from "lucide-react";
import { CLASS_TEXT } from "../../../src/shared/contracts/manage-classes";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";

/** Where the list stands after a write answered 409 (another window changed it). */
export type ConflictState = "none" | "stale" | "reloaded";

/**
 * The version check's message (contract CLASS_TEXT.conflict) with Reload, which reads the list again:
 * the trainer sees the other window's change and saves again from the newer list; nothing typed is lost.
 */
export function ConflictAlert({
  state,
  reloading,
  reloadFailed,
  onReload,
  reloadedText,
  className,
}: {
  state: ConflictState;
  reloading: boolean;
  reloadFailed: boolean;
  onReload: () => void;
  /** Shown once the list is read again (the form says "save again"). */
  reloadedText?: string;
  className?: string;
}) {
  if (state === "none") return null;
  if (state === "reloaded")
    return reloadedText ? (
      <p role="status" className={cn("rounded-md bg-info-50 p-3 text-sm text-info-700", className)}>
        {reloadedText}
      </p>
    ) : null;
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col gap-3 rounded-md border border-warning-600 bg-warning-50 p-3 text-warning-800 sm:flex-row sm:items-center",
        className,
      )}
    >
      <p className="flex flex-1 items-start gap-2 font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          {CLASS_TEXT.conflict}
          {reloadFailed && (
            <span className="mt-1 block font-normal">The list could not be read. Please try again.</span>
          )}
        </span>
      </p>
      <Button variant="secondary" className="shrink-0" onClick={onReload} disabled={reloading}>
        <RotateCw aria-hidden className={cn("size-4", reloading && "motion-safe:animate-spin")} />
        {reloading ? "Reloading..." : "Reload"}
      </Button>
    </div>
  );
}
