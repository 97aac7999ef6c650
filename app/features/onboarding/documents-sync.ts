/**
 * Keeps the documents list in step with its signing pages (docs/product.md "Security" 6): each
 * document's signing page opens in a new tab, and the list tab must show the new count without a
 * reload. A signing page announces a signature twice, for reliability: on the BroadcastChannel
 * "onboarding-documents" and by bumping a localStorage key (whose `storage` event reaches the other
 * tabs of the site). The list tab refetches on either, and whenever it is shown again (focus,
 * visibilitychange). The server's record is what the list shows; the messages carry no data.
 */
import { useEffect, useRef } from "react";

export const DOCUMENTS_CHANNEL = "onboarding-documents";
export const DOCUMENTS_SIGNED_KEY = "onboarding-documents-signed";

export type DocumentsMessage = { type: "signed"; id: string };

/** Tells every other tab of this site that a document was signed. */
export function announceSigned(id: string) {
  const message: DocumentsMessage = { type: "signed", id };
  try {
    const channel = new BroadcastChannel(DOCUMENTS_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch {
    // no BroadcastChannel (an old browser): the storage event below still tells the other tabs
  }
  try {
    window.localStorage.setItem(DOCUMENTS_SIGNED_KEY, `${Date.now()}:${id}`);
  } catch {
    // storage blocked: the list tab still refetches when it is shown again
  }
}

/**
 * Calls `refetch` when another tab signed a document, and when this tab is shown again (the trainer
 * comes back from a signing tab). Several signals may arrive for one return; the caller's refetch
 * should join a fetch already under way.
 */
export function useRefetchOnSigned(refetch: () => void, enabled = true) {
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(() => {
    if (!enabled) return;
    const run = () => latest.current();
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === DOCUMENTS_SIGNED_KEY) run();
    };
    let channel: BroadcastChannel | undefined;
    try {
      channel = new BroadcastChannel(DOCUMENTS_CHANNEL);
      channel.onmessage = run;
    } catch {
      channel = undefined;
    }
    window.addEventListener("focus", run);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    return () => {
      channel?.close();
      window.removeEventListener("focus", run);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, [enabled]);
}
