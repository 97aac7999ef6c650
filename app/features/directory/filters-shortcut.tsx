import { SlidersHorizontal } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { Button } from "../../components/ui/button";

/**
 * Keeps the filters reachable while the visitor scrolls the cards (issue 16): once the filter bar has
 * scrolled off the top, a slim bar stays pinned there with the result count and a Filters button that
 * brings the bar back and puts the cursor in the search box. The bar itself stays where it is, so a
 * phone's screen is not half covered by dropdowns.
 */
export function FiltersShortcut({
  target,
  summary,
}: {
  target: RefObject<HTMLElement | null>;
  summary: string;
}) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = target.current;
    if (!el || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);

  if (!past) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 shadow-raised backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-1.5">
        <p className="text-sm font-medium text-slate-800">{summary}</p>
        <Button
          variant="secondary"
          onClick={() => {
            const el = target.current;
            el?.scrollIntoView({ block: "start" });
            el?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
          }}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters
        </Button>
      </div>
    </div>
  );
}
