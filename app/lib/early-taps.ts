/**
 * Taps on a button before React has taken the page over (docs/decisions/0050). The server's HTML shows
 * at once and its code follows; a button tapped in between would do nothing, or submit its form as a
 * plain GET. The page's loader (lib/page-scripts.tsx) holds those taps until the page has hydrated; the
 * root then takes them and taps the same elements again.
 */

declare global {
  interface Window {
    /** Set by the page's loader: stops holding taps and hands over those held. */
    __takeEarlyTaps?: () => HTMLElement[];
  }
}

/** Stops holding taps and taps each held button again, once; called when the page has hydrated. */
export function replayEarlyTaps(): void {
  const taps = window.__takeEarlyTaps?.() ?? [];
  window.__takeEarlyTaps = undefined;
  for (const el of taps) if (el.isConnected) el.click();
}
