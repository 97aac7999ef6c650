import { CURRENT_LOCATION_TEXT, type Point } from "../../../src/shared/directory-rules";

export const LOCATION_TEXT = {
  notFound: "Location not found. Please try a different search term.",
  failed: "Unable to find location. Please check your spelling and try again.",
  geolocation: "Unable to get your location. Please enter a city manually.",
} as const;

export type LocationResult = { ok: true; point: Point & { label: string } } | { ok: false; message: string };

/** The browser's position (spec §5): 'Your current location', or the geolocation alert text. */
export function currentPosition(): Promise<LocationResult> {
  return new Promise((resolve) => {
    if (!("geolocation" in navigator)) {
      resolve({ ok: false, message: LOCATION_TEXT.geolocation });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          ok: true,
          point: {
            lat: position.coords.latitude,
            lng: position.coords.longitude,
            label: CURRENT_LOCATION_TEXT,
          },
        }),
      () => resolve({ ok: false, message: LOCATION_TEXT.geolocation }),
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });
}
