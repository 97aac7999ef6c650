import { LocateFixed, MapPin } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CURRENT_LOCATION_TEXT, nearLocationButtonLabel } from "../../../src/shared/directory-rules";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { geocode } from "./api";
import { currentPosition } from "./near-location";
import type { FilterState } from "./use-directory-filters";

type Props = {
  filters: FilterState;
  update: (patch: Partial<FilterState>) => void;
  autoSearch?: boolean;
};

/**
 * The near-location box (spec 4, 5), shown while a distance is chosen: an empty box or 'Your current
 * location' uses the browser's position, typed text is looked up through our server. The spec's alerts
 * are in-page messages.
 */
export function NearLocationBox({ filters, update, autoSearch }: Props) {
  const inputId = useId();
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const buttonLabel = nearLocationButtonLabel(filters.locationText);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setMessage(null);
    const useBrowser = buttonLabel === "Use My Location";
    const result = useBrowser ? await currentPosition() : await geocode(filters.locationText);
    setBusy(false);
    if (!result.ok) {
      // The previous place's matches must not stay on screen under a failed search (issue 16).
      setMessage(result.message);
      if (filters.point) update({ point: null });
      return;
    }
    update(
      useBrowser ? { point: result.point, locationText: CURRENT_LOCATION_TEXT } : { point: result.point },
    );
  }

  // ?location= from the landing page: run that search once, as if the button had been pressed.
  const autoSearched = useRef(false);
  useEffect(() => {
    if (!autoSearch || autoSearched.current) return;
    autoSearched.current = true;
    void search();
  });

  return (
    <form onSubmit={search} className="mt-3 rounded-md bg-brand-50 p-3" aria-label="Search near a location">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        Near location
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={filters.locationText}
          placeholder="City, state, ZIP or postal code"
          autoComplete="postal-code"
          aria-describedby={message ? messageId : undefined}
          onChange={(e) => {
            setMessage(null);
            update({ locationText: e.target.value });
          }}
        />
        <Button type="submit" disabled={busy} className="shrink-0">
          {buttonLabel === "Use My Location" ? (
            <LocateFixed aria-hidden className="size-4" />
          ) : (
            <MapPin aria-hidden className="size-4" />
          )}
          {busy ? "Searching..." : buttonLabel}
        </Button>
      </div>
      <div aria-live="polite">
        {message ? (
          <p id={messageId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {message}
          </p>
        ) : filters.point ? (
          <p className="mt-2 text-sm text-slate-700">
            Showing trainers within {filters.distance} miles of{" "}
            {filters.point.label === CURRENT_LOCATION_TEXT ? "your current location" : filters.point.label}.
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Search a location to apply the distance.</p>
        )}
      </div>
    </form>
  );
}
