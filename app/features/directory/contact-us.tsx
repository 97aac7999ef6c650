import { memo } from "react";
import { ContactUsButton } from "../../components/contact-us-button";

/** Contact Us (spec 2.3): answers within 24-48 hours, live Zoom sessions every Thursday and Sunday. */
export const ContactUs = memo(function ContactUs() {
  return (
    <section aria-labelledby="contact-us" className="mt-12 rounded-lg bg-white p-6 text-center shadow-raised">
      <h2 id="contact-us" className="text-2xl">
        Questions?
      </h2>
      <p className="mt-1 text-slate-700">We're here to help you find the right trainer.</p>
      <ContactUsButton className="mt-4">
        . We answer within 24-48 hours, and hold live Zoom sessions every Thursday and Sunday.
      </ContactUsButton>
    </section>
  );
});
