import { useQuery } from "@tanstack/react-query";
import { devEndpoints } from "../../../src/shared/contracts/dev";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

/** The development mailbox (outside production): every e-mail the app sent, newest first; always fresh. */
export function useDevMailbox() {
  return useQuery({
    queryKey: ["dev-mailbox"],
    queryFn: ({ signal }) => call(devEndpoints.mailbox, { query: {}, signal }),
    retry: retryOnce,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
