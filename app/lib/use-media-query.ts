import { useCallback, useSyncExternalStore } from "react";

/** Phone-first breakpoints in one place (Tailwind's md: 768 px). */
export const PHONE_QUERY = "(max-width: 767px)";

/** Whether a media query matches now, re-rendering when it changes (rotation, resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  // The server draws the phone layout (phone first); the browser's own width takes over after hydration.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => query === PHONE_QUERY,
  );
}
