import { useQuery } from "@tanstack/react-query";
import type { MailboxEntry } from "../../../src/shared/contracts/dev";
import { api } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

/** GET /api/dev/mailbox (outside production): every e-mail the app sent, newest first; always fresh. */
export function useDevMailbox() {
  return useQuery({
    queryKey: ["dev-mailbox"],
    queryFn: ({ signal }) => api<MailboxEntry[]>("/api/dev/mailbox", { signal }),
    retry: retryOnce,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
