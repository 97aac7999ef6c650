import { Mail } from "lucide-react";
import { useState } from "react";
import { ADMIN_TEXT, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { Button } from "../../components/ui/button";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { sendSignInLink } from "./api";

/**
 * A sign-in link by e-mail (to set a new password), in the page's "Identity and status"; the public
 * page's address and the old ones are among the identity's facts beside it.
 */
export function TrainerAccessCard({ trainer }: { trainer: AdminTrainer }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await sendSignInLink(trainer.id);
      notify.success({ title: "Link sent", description: ADMIN_TEXT.linkSent });
    } catch (err) {
      notify.error({ title: "Link not sent", description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-slate-900">Sign-in</h4>
      <div>
        <Button variant="secondary" onClick={() => void send()} disabled={busy}>
          <Mail aria-hidden className="size-4" />
          {busy ? "Sending..." : "Send sign-in link"}
        </Button>
        <p className="mt-1 text-sm break-words text-slate-600">
          E-mails {trainer.email} a link to sign in and set a new password.
        </p>
      </div>
    </div>
  );
}
