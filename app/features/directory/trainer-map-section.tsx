import { Map as MapIcon } from "lucide-react";
import { type ComponentType, lazy, memo, Suspense, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import type { MapTrainer } from "./trainer-map";

/**
 * Null until the compact index is in: the section keeps its place with the placeholder. `onWanted` is
 * called once the map is to be drawn (the screen then asks for the index it needs).
 */
type MapProps = {
  all: readonly MapTrainer[] | null;
  shown: readonly MapTrainer[] | null;
  onWanted: () => void;
};
const TrainerMap = lazy(() => import("./trainer-map")) as ComponentType<{
  all: readonly MapTrainer[];
  shown: readonly MapTrainer[];
}>;

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
 * On a phone (onDemand) the map waits behind "Show map" (issue 16): the cards come first, and Leaflet
 * loads only for a visitor who asks for it.
 */
export const TrainerMapSection = memo(function TrainerMapSection({
  all,
  shown,
  onDemand,
  onWanted,
}: MapProps & { onDemand: boolean }) {
  const [opened, setOpened] = useState(false);
  const panel = useId();
  useEffect(() => {
    if (opened) onWanted();
  }, [opened, onWanted]);
  if (!onDemand) return <MapOnArrival all={all} shown={shown} onWanted={onWanted} />;
  return (
    <div className="mt-4">
      <Button
        variant="secondary"
        className="w-full"
        aria-expanded={opened}
        aria-controls={panel}
        onClick={() => setOpened(!opened)}
      >
        <MapIcon aria-hidden className="size-4" />
        {opened ? "Hide map" : "Show map"}
      </Button>
      <div id={panel}>{opened && <MapBody all={all} shown={shown} heading="mt-4" />}</div>
    </div>
  );
});

/** The map once its section comes within 200 px of the screen. */
function MapOnArrival({ all, shown, onWanted }: MapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) onWanted();
  }, [reached, onWanted]);

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

  return (
    <div ref={ref}>
      <MapBody all={all} shown={shown} heading="mt-10" placeholderOnly={!reached} />
    </div>
  );
}

/** The heading, how many trainers are placed, and the map (or its placeholder until it may load). */
function MapBody({
  all,
  shown,
  heading,
  placeholderOnly = false,
}: Omit<MapProps, "onWanted"> & { heading: string; placeholderOnly?: boolean }) {
  const placed = shown?.filter((t) => t.lat !== null && t.lng !== null).length;
  return (
    <section aria-labelledby="trainer-locations" className={heading}>
      <h2 id="trainer-locations" className="text-2xl">
        Trainer Locations
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-700">
        {shown
          ? `${placed} of ${shown.length} trainers shown on the map. Every trainer is also listed below.`
          : "\u00a0"}
      </p>
      {placeholderOnly || !all || !shown ? (
        <MapPlaceholder />
      ) : (
        <Suspense fallback={<MapPlaceholder />}>
          <TrainerMap all={all} shown={shown} />
        </Suspense>
      )}
    </section>
  );
}
