/**
 * "Sign out" for an applicant's onboarding session (issue 27, F1: the applicant has a way to end it,
 * on a shared computer above all). Shown only while this browser acts as an applicant: a trainer signs
 * out of the portal instead. Afterwards the screen below shows its signed-out state (the e-mailed link).
 */
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { endOnboardingSession, forgetPending, onboardingKeys, useOnboardingSession } from "./api";

export function ApplicantSignOut({ className }: { className?: string }) {
  const session = useOnboardingSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  if (session.data?.signer !== "applicant") return null;

  const signOut = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      await endOnboardingSession();
      forgetPending();
      // Everything read as this applicant belongs to nobody now: read it again, signed out.
      await Promise.all(
        [onboardingKeys.session, onboardingKeys.documents].map((queryKey) =>
          queryClient.resetQueries({ queryKey }),
        ),
      );
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={className}>
      <Button variant="secondary" onClick={signOut} disabled={busy}>
        <LogOut aria-hidden className="size-4" />
        {busy ? "Signing out..." : "Sign out"}
      </Button>
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
