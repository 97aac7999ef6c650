import { type ComponentType, lazy, memo, Suspense, useEffect, useRef, useState } from "react";
import type { PublicTrainer } from "../../../shared/contracts/public-trainers";

type MapProps = { all: readonly PublicTrainer[]; shown: readonly PublicTrainer[] };
const TrainerMap = lazy(() => import("./trainer-map")) as ComponentType<MapProps>;

function MapPlaceholder() {
  return (
    <div
      role="status"
      className="flex h-[400px] items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-700"
    >
      Loading map...
    </div>
  );
}

/**
 * Trainer Locations: Leaflet and its plugin load only when this section comes near the screen, so
 * they are not part of the page's first JavaScript. The cards are the map's accessible equivalent.
 */
export const TrainerMapSection = memo(function TrainerMapSection({ all, shown }: MapProps) {
  const ref = useRef<HTMLElement>(null);
  const [reached, setReached] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || reached) return;
    if (!("IntersectionObserver" in window)) {
      setReached(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setReached(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [reached]);

  const placed = shown.filter((t) => t.lat !== null && t.lng !== null).length;
  return (
    <section ref={ref} aria-labelledby="trainer-locations" className="mt-10">
      <h2 id="trainer-locations" className="text-2xl">
        Trainer Locations
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">
        {placed} of {shown.length} trainers shown on the map. Every trainer is also listed below.
      </p>
      {reached ? (
        <Suspense fallback={<MapPlaceholder />}>
          <TrainerMap all={all} shown={shown} />
        </Suspense>
      ) : (
        <MapPlaceholder />
      )}
    </section>
  );
});
