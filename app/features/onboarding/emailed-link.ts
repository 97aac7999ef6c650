/**
 * The documents e-mail's link (`/onboarding/documents?token=...&email=...`): used once when the
 * documents page loads, which starts the applicant's onboarding session.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { linkConsume } from "../../../src/shared/contracts/onboarding";
import { ApiError } from "../../lib/api";
import { consumeDocumentsLink, onboardingKeys } from "./api";

type Link = z.output<typeof linkConsume>;

/** Where the documents e-mail's link stands: none in the address, being used, used, refused, or failed. */
type LinkState =
  | { state: "none" }
  | { state: "using" }
  | { state: "used" }
  | { state: "refused"; email: string }
  | { state: "failed"; error: unknown };

/** The e-mailed link's token and e-mail from the address (`?token=...&email=...`), if it has them. */
function linkIn(params: URLSearchParams): { link?: Link; present: boolean; email: string } {
  const token = params.get("token");
  const email = params.get("email") ?? "";
  if (token === null && !params.has("email")) return { present: false, email };
  const parsed = linkConsume.safeParse({ token: token ?? "", email });
  return { link: parsed.success ? parsed.data : undefined, present: true, email };
}

/**
 * Uses the documents e-mail's link once (consumeDocumentsLink), then takes its token and
 * e-mail out of the address (a history.replaceState through the router), so a reload or a copied
 * address does not carry a used token. A refused link (410, 400) says so with the resend form.
 */
export function useEmailedLink() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [found] = useState(() => linkIn(params));
  const [link, setLink] = useState<LinkState>(() =>
    !found.present
      ? { state: "none" }
      : found.link
        ? { state: "using" }
        : { state: "refused", email: found.email },
  );
  const started = useRef(false);

  const forgetInAddress = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("token");
        next.delete("email");
        return next;
      },
      { replace: true },
    );

  const use = async () => {
    if (!found.link) return;
    setLink({ state: "using" });
    try {
      await consumeDocumentsLink(found.link);
      // A new onboarding session: whatever this tab read before belongs to nobody now.
      queryClient.removeQueries({ queryKey: onboardingKeys.session });
      queryClient.removeQueries({ queryKey: onboardingKeys.documents });
      forgetInAddress();
      setLink({ state: "used" });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 410 || error.status === 400)) {
        forgetInAddress();
        setLink({ state: "refused", email: found.email });
      } else setLink({ state: "failed", error });
    }
  };

  // Once per page load, even when React runs the effect twice (development's StrictMode).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the link found at load
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (found.link) void use();
    else if (found.present) forgetInAddress();
  }, []);

  return { link, retry: use };
}
