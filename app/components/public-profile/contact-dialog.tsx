import { Mail } from "lucide-react";
import { useState } from "react";
import { insightAttrs } from "../../lib/insights";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/lazy-dialog";

/** The fixed subject of the contact e-mail (spec §8: "a fixed training-inquiry subject line"). */
export const INQUIRY_SUBJECT = "Self-Defense Training Inquiry";

/** 'Contact {first name}' (spec 2.7) and its dialog: the e-mail, the subject, a mailto link. */
export function ContactDialog({
  trainerId,
  name,
  email,
}: {
  trainerId: number;
  name: string;
  email: string;
}) {
  const [open, setOpen] = useState(false);
  const title = `Contact ${name}`;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(INQUIRY_SUBJECT)}`;
  return (
    <>
      <Button onClick={() => setOpen(true)} {...insightAttrs("contact_click", trainerId)}>
        <Mail aria-hidden className="size-4" />
        {title}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={title}>
          <dl className="grid gap-2 text-slate-800">
            <div>
              <dt className="text-sm font-medium text-slate-600">E-mail</dt>
              <dd className="break-all">{email}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Subject</dt>
              <dd>{INQUIRY_SUBJECT}</dd>
            </div>
          </dl>
          <Button asChild className="mt-4">
            <a href={mailto}>Write an e-mail</a>
          </Button>
        </DialogContent>
      </Dialog>
    </>
  );
}
