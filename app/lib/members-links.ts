/**
 * GET /api/members/links: the members' links (shared/site-config.ts MEMBERS_LINK_KEYS), which no page
 * embeds. Shared by the welcome page, the portal's dashboard and the support page. A caller who is
 * neither a signed-in trainer nor an applicant gets null (401 is an answer, not an error).
 */
import { useQuery } from "@tanstack/react-query";
import { membersEndpoints } from "../../src/shared/contracts/members";
import type { MembersLinks } from "../../src/shared/site-config";
import { ApiError, call } from "./api";
import { retryOnce } from "./retry";

export const MEMBERS_LINKS_KEY = ["members-links"] as const;

async function fetchMembersLinks({ signal }: { signal: AbortSignal }): Promise<MembersLinks | null> {
  try {
    return await call(membersEndpoints.links, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/**
 * The links, null for a visitor; `enabled` false while the caller is known to be a visitor. A null is
 * asked again on the next mount: the visitor may have signed in since.
 */
export function useMembersLinks(enabled = true) {
  return useQuery({
    queryKey: MEMBERS_LINKS_KEY,
    queryFn: fetchMembersLinks,
    retry: retryOnce,
    enabled,
    staleTime: (query) => (query.state.data === null ? 0 : Number.POSITIVE_INFINITY),
  });
}
