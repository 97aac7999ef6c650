import { createContext, useContext } from "react";

/**
 * The nonce of the page's inline scripts on the server (entry.server.tsx; src/server/pages/script-policy.ts),
 * undefined in the browser and for a page kept whole in the answer cache (its policy lists hashes).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
