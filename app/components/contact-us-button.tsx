import { MessageCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSite } from "../lib/site-config";
import { Button } from "./ui/button";
import { Dialog, DialogContent } from "./ui/lazy-dialog";

/** "Contact Us" and its dialog: the support e-mail as a link, then what the page says about answers. */
export function ContactUsButton({
  variant,
  className,
  children,
}: {
  variant?: "primary" | "secondary";
  className?: string;
  /** The words after the e-mail address. */
  children: ReactNode;
}) {
  const site = useSite();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} className={className} onClick={() => setOpen(true)}>
        <MessageCircle aria-hidden className="size-4" />
        Contact Us
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Contact Us">
          <p className="text-slate-700">
            E-mail{" "}
            <a className="font-medium text-brand-700 underline" href={`mailto:${site.supportEmail}`}>
              {site.supportEmail}
            </a>
            {children}
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
