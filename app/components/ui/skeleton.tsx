import { cn } from "../../lib/cn";

/** A placeholder shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

/**
 * A page's spinner (page) holds a screen's height, so the footer below it does not jump when the
 * content arrives (a layout shift Lighthouse counts on the public pages).
 */
export function Spinner({ label = "Loading", page = false }: { label?: string; page?: boolean }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn("flex justify-center p-8", page ? "min-h-dvh items-start pt-16" : "items-center")}
    >
      <div
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
