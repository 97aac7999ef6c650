import { afterEach, describe, expect, it, vi } from "vitest";
import { replayEarlyTaps } from "../../app/lib/early-taps";

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
    const take = vi.fn(() => [a, b]);
    window.__takeEarlyTaps = take;
    b.remove();
    replayEarlyTaps();
    replayEarlyTaps();
    expect(take).toHaveBeenCalledTimes(1);
    expect(window.__takeEarlyTaps).toBeUndefined();
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
  });

  it("does nothing on a page without the loader", () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
