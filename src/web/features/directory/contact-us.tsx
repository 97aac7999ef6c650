import { MessageCircle } from "lucide-react";
import { memo, useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { site } from "../../lib/site-config";

/** Contact Us (spec 2.3): answers within 24-48 hours, live Zoom sessions every Thursday and Sunday. */
export const ContactUs = memo(function ContactUs() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="contact-us" className="mt-12 rounded-lg bg-white p-6 text-center shadow-raised">
      <h2 id="contact-us" className="text-2xl">
        Questions?
      </h2>
      <p className="mt-1 text-slate-700">We're here to help you find the right trainer.</p>
      <Button className="mt-4" onClick={() => setOpen(true)}>
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
            . We answer within 24-48 hours, and hold live Zoom sessions every Thursday and Sunday.
          </p>
        </DialogContent>
      </Dialog>
    </section>
  );
});
