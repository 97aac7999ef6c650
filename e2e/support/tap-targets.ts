import type { Page } from "@playwright/test";

/**
 * Every visible control on the page smaller than 44 × 44 px (docs/design.md, issue 16), described as
 * "tag "name" W×H". A link inside a sentence is exempt (WCAG 2.5.8's inline exception): an inline
 * element whose parent holds text of its own. The map's own controls are Leaflet's, outside the rule.
 */
export async function smallTapTargets(page: Page, minimum = 44): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, select, input:not([type="hidden"]), textarea, summary, [role="tab"], [role="button"]';
    const inSentence = (el: Element) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const parent = el.parentElement;
      if (!parent) return false;
      return [...parent.childNodes].some(
        (n) => n !== el && n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
      );
    };
    const small: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest(".leaflet-container")) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const hidden = box.width === 0 || box.height === 0 || style.visibility === "hidden";
      const screenReaderOnly = box.width <= 1 && box.height <= 1;
      if (hidden || screenReaderOnly || inSentence(el)) continue;
      if (box.width < min || box.height < min) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, minimum);
}
