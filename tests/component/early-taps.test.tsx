import { afterEach, describe, expect, it, vi } from "vitest";
import { type HeldTap, replayEarlyTaps } from "../../app/lib/early-taps";

const held = (el: HTMLElement, type: HeldTap["type"], pointerType = ""): HeldTap => ({
  el,
  type,
  button: 0,
  pointerType,
});

afterEach(() => {
  window.__takeEarlyTaps = undefined;
});

describe("early taps", () => {
  it("replays each held button once, after hydration, and skips one no longer on the page", () => {
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button>';
    const a = document.getElementById("a") as HTMLButtonElement;
    const b = document.getElementById("b") as HTMLButtonElement;
    const onA = vi.fn();
    const onB = vi.fn();
    a.addEventListener("click", onA);
    b.addEventListener("click", onB);
    const take = vi.fn(() => [held(a, "click"), held(b, "click")]);
    window.__takeEarlyTaps = take;
    b.remove();
    replayEarlyTaps();
    replayEarlyTaps();
    expect(take).toHaveBeenCalledTimes(1);
    expect(window.__takeEarlyTaps).toBeUndefined();
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
  });

  it("sends a held press's pointerdown and mousedown again before its click, as the tap came", () => {
    document.body.innerHTML = '<button id="tab" role="tab">Calendar</button>';
    const tab = document.getElementById("tab") as HTMLButtonElement;
    const seen: string[] = [];
    for (const type of ["pointerdown", "mousedown", "click"])
      tab.addEventListener(type, (e) => seen.push(`${type}:${(e as MouseEvent).button}:${e.bubbles}`));
    window.__takeEarlyTaps = () => [
      held(tab, "pointerdown", "touch"),
      held(tab, "mousedown"),
      held(tab, "click"),
    ];
    replayEarlyTaps();
    expect(seen).toEqual(["pointerdown:0:true", "mousedown:0:true", "click:0:true"]);
  });

  it("does nothing on a page without the loader", () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
