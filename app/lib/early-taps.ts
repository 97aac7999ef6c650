/**
 * Taps on a button before React has taken the page over (docs/decisions/0050). The server's HTML shows
 * at once and its code follows; a button tapped in between would do nothing, or submit its form as a
 * plain GET. The page's loader (lib/page-scripts.tsx) holds those taps (their pointerdown, mousedown and
 * click, each once per element) until the page has hydrated; the root then takes them and sends the same
 * events to the same elements again, in their order.
 */

/** One held part of a tap, as the loader records it. */
export type HeldTap = {
  el: HTMLElement;
  type: "pointerdown" | "mousedown" | "click";
  button: number;
  pointerType: string;
};

declare global {
  interface Window {
    /** Set by the page's loader: stops holding taps and hands over those held. */
    __takeEarlyTaps?: () => HeldTap[];
  }
}

/** Stops holding taps and sends each held event again, once; called when the page has hydrated. */
export function replayEarlyTaps(): void {
  const taps = window.__takeEarlyTaps?.() ?? [];
  window.__takeEarlyTaps = undefined;
  for (const tap of taps) if (tap.el.isConnected) replay(tap);
}

function replay({ el, type, button, pointerType }: HeldTap) {
  // A click through click(): its default (a form's submit) follows, as the held one's would have.
  if (type === "click") return el.click();
  const init = { bubbles: true, cancelable: true, composed: true, button, view: window };
  const event =
    type === "pointerdown" && typeof PointerEvent === "function"
      ? new PointerEvent(type, { ...init, pointerType: pointerType || "mouse", isPrimary: true })
      : new MouseEvent(type, init);
  el.dispatchEvent(event);
}
