import { CalendarX } from "lucide-react";
import { ClassAlertPrompt } from "../../components/class-alert/class-alert-prompt";
import type { QueryErrorText } from "../../components/query-state";
import { Skeleton } from "../../components/ui/skeleton";

/** The list while the classes load: three cards shaped like class cards. */
export function ClassSkeletons() {
  return (
    <div role="status" aria-label="Loading classes" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4">
          <Skeleton className="h-16 w-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-3 h-11 w-36" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The classes' read failed (spec 8): what happened, for LoadError with its Try again. */
export const CLASSES_LOAD_FAILED = {
  look: "panel",
  title: "Unable to load classes",
  message: "We couldn't reach the class list just now. Check your connection and try again.",
} satisfies QueryErrorText;

/** 'No classes found' with the screen's hint (spec 8), and a class alert for when one is scheduled (issue 32). */
export function NoClasses({ hint }: { hint: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <CalendarX aria-hidden className="mx-auto size-10 text-slate-500" />
      <h2 className="mt-3 text-xl">No classes found</h2>
      <p className="mt-1 text-slate-700">{hint}</p>
      <ClassAlertPrompt centered className="mt-5" />
    </div>
  );
}
