import { Mail } from "lucide-react";
import { useState } from "react";
import { ADMIN_TEXT, type AdminTrainer } from "../../../src/shared/contracts/admin";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { sendSignInLink } from "./api";

/** A sign-in link by e-mail, the public page's address and the old ones that redirect to it. */
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
    <Card>
      <CardHeader>
        <CardTitle>Sign-in and addresses</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button variant="secondary" onClick={() => void send()} disabled={busy}>
            <Mail aria-hidden className="size-4" />
            {busy ? "Sending..." : "Send sign-in link"}
          </Button>
          <p className="mt-1 text-sm text-slate-600">
            E-mails {trainer.email} a link to sign in and set a new password.
          </p>
        </div>
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium text-slate-800">Public page</dt>
          <dd className="break-all text-slate-700">/{trainer.slug}</dd>
          <dt className="mt-2 font-medium text-slate-800">Old addresses</dt>
          <dd className="text-slate-700">
            {trainer.oldSlugs.length === 0 ? (
              "None"
            ) : (
              <ul className="flex flex-wrap gap-2">
                {trainer.oldSlugs.map((s) => (
                  <li key={s} className="rounded-sm bg-slate-100 px-2 py-0.5 break-all">
                    /{s}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
