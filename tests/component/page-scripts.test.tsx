import { afterEach, describe, expect, it, vi } from "vitest";
import { afterPaintLoader, BOOT_ID, BOOT_TYPE, PAINT_WAIT_MS } from "../../app/lib/page-scripts";

const MODULES = Array.from({ length: 17 }, (_, i) => `/assets/m${i}.js`);
const BOOT_TEXT = 'import * as route0 from "/assets/m2.js";\nimport("/assets/m0.js");';

/** The page as the server sends it: the kept module script, then the loader, run as the parser would. */
function page() {
  // The loader of an earlier page stops listening, as a page left behind would.
  window.__takeEarlyTaps?.();
  document.head.innerHTML = "";
  document.body.innerHTML = `<main>Hello</main><script id="${BOOT_ID}" type="${BOOT_TYPE}"></script>`;
  (document.getElementById(BOOT_ID) as HTMLScriptElement).textContent = BOOT_TEXT;
  new Function(afterPaintLoader(MODULES))();
}
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
const moduleScripts = () => [...document.head.querySelectorAll('script[type="module"]')];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the page's code after its first paint", () => {
  it("asks for nothing before the paint, then for every module in order, a few per task, then runs the module script", () => {
    vi.useFakeTimers();
    // No paint timing here: the loader waits for the next frame instead.
    vi.stubGlobal("PerformanceObserver", undefined);
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => setTimeout(callback, 16));
    page();
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(preloads()).toEqual([]);
    // The task after the frame, then one task per six links.
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(MODULES.slice(0, 6));
    expect(moduleScripts()).toHaveLength(0);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(MODULES.slice(0, 12));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(MODULES);
    const [script] = moduleScripts();
    expect(script?.textContent).toBe(BOOT_TEXT);
    // Once only, even when the longest wait passes after.
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(MODULES.length);
  });

  it("starts after the first contentful paint where the browser reports paints", () => {
    vi.useFakeTimers();
    let report:
      | ((list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect(): void }) => void)
      | undefined;
    const disconnect = vi.fn();
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    page();
    vi.advanceTimersByTime(100);
    expect(preloads()).toEqual([]);
    // A first paint of the background only is not the page's content.
    report?.({ getEntriesByName: () => [] }, { disconnect });
    vi.advanceTimersByTime(100);
    expect(preloads()).toEqual([]);
    report?.({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) }, { disconnect });
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(preloads()).toEqual(MODULES);
    expect(moduleScripts()).toHaveLength(1);
  });

  it("does not wait for a paint that never comes: at once in a hidden tab, after the longest wait otherwise", () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = ["paint"];
        observe() {}
      },
    );
    page();
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(moduleScripts()).toHaveLength(1);

    const hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    page();
    expect(preloads()).toEqual(MODULES.slice(0, 6));
    hidden.mockRestore();
  });
});

describe("a tap before hydration", () => {
  /** The page with the loader running (its code not yet asked for) and `html` on it. */
  function beforeHydration(html: string) {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    page();
    document.body.insertAdjacentHTML("afterbegin", `${html}<a id="away" href="#x">Away</a>`);
  }
  const PRESS = ["pointerdown", "mousedown", "click"];

  it("is held, not sent to the native form, and handed over once", () => {
    beforeHydration('<form id="f"><button id="go"><span id="inner">Go</span></button></form>');
    let submitted = 0;
    document.getElementById("f")?.addEventListener("submit", (e) => {
      submitted++;
      e.preventDefault();
    });
    document.getElementById("inner")?.click();
    document.getElementById("go")?.click();
    expect(submitted).toBe(0);
    const away = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.getElementById("away")?.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(false);

    const taken = window.__takeEarlyTaps?.() ?? [];
    expect(taken.map((t) => [t.el.id, t.type])).toEqual([["go", "click"]]);
    // From then on taps go through.
    document.getElementById("go")?.click();
    expect(submitted).toBe(1);
  });

  it("holds a press's pointerdown and mousedown too, in order, once per element (tabs act on mousedown)", () => {
    beforeHydration('<button id="tab" role="tab">Calendar</button>');
    const tab = document.getElementById("tab") as HTMLElement;
    const seen: string[] = [];
    for (const type of PRESS) tab.addEventListener(type, () => seen.push(type));
    const press = (type: string) =>
      tab.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
    for (let i = 0; i < 2; i++) for (const type of PRESS) press(type);
    const onLink = new MouseEvent("mousedown", { bubbles: true, cancelable: true });
    document.getElementById("away")?.dispatchEvent(onLink);
    expect(seen).toEqual([]);
    expect(onLink.defaultPrevented).toBe(false);

    const taken = window.__takeEarlyTaps?.() ?? [];
    expect(taken.map((t) => [t.el.id, t.type, t.button])).toEqual([
      ["tab", "pointerdown", 0],
      ["tab", "mousedown", 0],
      ["tab", "click", 0],
    ]);
    press("mousedown");
    expect(seen).toEqual(["mousedown"]);
  });
});
