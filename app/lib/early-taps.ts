/**
 * Taps on a button before React has taken the page over (docs/decisions/0050). The server's HTML shows
 * at once and its code follows; a button tapped in between would do nothing, or submit its form as a
 * plain GET. The page's loader (lib/page-scripts.tsx) holds those taps; the entry takes them just before
 * hydrating (from then on React hears every tap itself, and hydrates what was tapped first), and the root
 * replays them once the page has hydrated, on the same elements.
 */

declare global {
  interface Window {
    /** Set by the page's loader: stops holding taps and hands over those held. */
    __takeEarlyTaps?: () => HTMLElement[];
  }
}

let held: HTMLElement[] = [];

/** Stops holding taps; called by the entry just before it hydrates. */
export function takeEarlyTaps(): void {
  held = window.__takeEarlyTaps?.() ?? [];
  window.__takeEarlyTaps = undefined;
}

/** Taps each held button again, once; called when the page has hydrated. */
export function replayEarlyTaps(): void {
  const taps = held;
  held = [];
  for (const el of taps) if (el.isConnected) el.click();
}
