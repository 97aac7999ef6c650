import { cn } from "../../lib/cn";

/** A placeholder shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center p-8">
      <div
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
