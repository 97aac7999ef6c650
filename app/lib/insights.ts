/**
 * The insights beacon of the public pages (issue 32 part 3, decision 0046): a profile view, a card on
 * screen for a second, a Register or Contact click, a calendar download, each sent as one small POST
 * with `navigator.sendBeacon` (it survives the page being left for the trainer's payment site). Nothing
 * about the visitor is sent, and nothing at all when she asked not to be tracked (Do Not Track, Global
 * Privacy Control). Links carry what they count as data attributes (`insightAttrs`) and one listener on
 * the document, installed by the public layout, sends them: the profile form's preview draws the same
 * links in the portal, where no listener counts them.
 */
import { IMPRESSION_MS, INSIGHTS_BEACON_PATH, type InsightKind, optedOut } from "../../src/shared/insights";

/** Whether this browser asked not to be tracked. */
function doNotCount(): boolean {
  if (typeof navigator === "undefined") return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return optedOut({ dnt: nav.doNotTrack, gpc: nav.globalPrivacyControl });
}

export function sendInsight(kind: InsightKind, trainerId: number, classId?: string): void {
  if (doNotCount() || !Number.isInteger(trainerId) || trainerId <= 0) return;
  const body = JSON.stringify(classId ? { kind, trainerId, classId } : { kind, trainerId });
  try {
    if (navigator.sendBeacon?.(INSIGHTS_BEACON_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // A browser that refuses the beacon: the fetch below.
  }
  void fetch(INSIGHTS_BEACON_PATH, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined);
}

/** What a link or button counts when it is used: spread on the element. */
export function insightAttrs(kind: InsightKind, trainerId: number, classId?: string) {
  return { "data-insight": kind, "data-trainer": String(trainerId), "data-class": classId };
}

let listening = false;

/** Counts the clicks on elements marked by insightAttrs (middle clicks too: a new tab). Once per tab. */
export function listenForInsightClicks(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  const onClick = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const el = (event.target as Element | null)?.closest?.<HTMLElement>("[data-insight]");
    if (!el) return;
    const { insight, trainer, class: classId } = el.dataset;
    sendInsight(insight as InsightKind, Number(trainer), classId || undefined);
  };
  document.addEventListener("click", onClick, { capture: true });
  document.addEventListener("auxclick", onClick, { capture: true });
}

/** Trainers whose card has been counted on this page (once per trainer per visit). */
const seenCards = new Set<number>();

/**
 * A ref for a directory card: counted once it has been at least half on screen for a second.
 * Returns the cleanup (React 19 ref callbacks may return one).
 */
export function impressionRef(trainerId: number) {
  return (el: HTMLElement | null) => {
    if (!el || seenCards.has(trainerId) || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            if (seenCards.has(trainerId)) return;
            seenCards.add(trainerId);
            sendInsight("card_impression", trainerId);
          }, IMPRESSION_MS);
        } else if (timer) {
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  };
}
