import { CalendarCheck, GraduationCap, MapPin, MessageCircle, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
// Its own file, not inlined into this screen's chunk (Vite's 4 KB limit would): the drawing is some 1 KB
// of the first JavaScript gzip, which issue 29 holds to 120 KB for a public page.
import heroImage from "../../assets/hero-class.svg?no-inline";
import { PORTAL_FOOTER, PublicLayout } from "../../components/layout/public-layout";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/lazy-dialog";
import { useSite } from "../../lib/site-config";

const STEPS: { icon: typeof Search; title: string; text: string; link?: { to: string; label: string } }[] = [
  {
    icon: Search,
    title: "Search",
    text: "Find certified trainers near you by city, state or distance.",
    link: { to: "/find-trainer", label: "Search trainers" },
  },
  {
    icon: CalendarCheck,
    title: "Book",
    text: "Pick an upcoming class and register in a few taps.",
    link: { to: "/public/classes", label: "Browse classes" },
  },
  {
    icon: MessageCircle,
    title: "Connect",
    text: "Contact your trainer by e-mail or phone with any question before class.",
  },
  { icon: GraduationCap, title: "Learn", text: "Build awareness, confidence and skills that keep you safe." },
];

/** The six Popular Locations of spec public-site 2.2. */
export const POPULAR_LOCATIONS = ["New York", "Los Angeles", "Chicago", "Houston", "Phoenix", "Philadelphia"];

/**
 * /home: Find Your Self Defense Trainer (spec public-site 2.2; docs/product.md "Routes" puts it at /home).
 */
export default function LandingScreen() {
  const site = useSite();
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <PublicLayout footer={PORTAL_FOOTER}>
      <section className="bg-brand-700 text-white">
        <div className="mx-auto grid max-w-5xl items-center gap-4 px-4 pt-6 pb-12 md:grid-cols-[1fr_auto] md:gap-10 md:py-16">
          {/* Our own drawing (docs/design.md "Images"), a hashed file cached for good. Small on a phone so
              the heading and both buttons stay in the first screen, and the heading stays the largest
              paint. */}
          <img
            src={heroImage}
            alt="Three women of different backgrounds at a self-defense class, standing in a confident ready stance with their hands up"
            width={440}
            height={360}
            className="mx-auto h-auto w-44 md:order-last md:w-72 lg:w-[440px]"
          />
          <div className="text-center md:text-left">
            <h1 className="text-balance text-3xl text-white sm:text-4xl">Find Your Self Defense Trainer</h1>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50 md:mx-0">
              Certified {site.brandName} trainers teach women practical, confidence-building self-defense in
              classes near you.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
              <Button asChild variant="accent">
                <Link to="/find-trainer">Find a Trainer Now</Link>
              </Button>
              <Button variant="secondary" onClick={() => setContactOpen(true)}>
                Contact Us
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-5xl px-4 py-12">
        <h2 id="how-it-works" className="text-center text-2xl">
          How It Works
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text, link }, i) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-raised">
              <Icon aria-hidden className="size-7 text-brand-700" />
              <h3 className="mt-3 text-lg">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-slate-700">{text}</p>
              {link && (
                <Link
                  to={link.to}
                  className="mt-2 inline-flex min-h-tap items-center font-medium text-brand-700 underline underline-offset-4"
                >
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="popular-locations" className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="popular-locations" className="text-center text-2xl">
            Popular Locations
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {POPULAR_LOCATIONS.map((city) => (
              <li key={city}>
                <Link
                  to={`/public/find-trainer?location=${encodeURIComponent(city)}`}
                  className="flex min-h-tap items-center gap-2 rounded-md border border-slate-200 px-4 py-3 font-medium text-brand-700 hover:bg-brand-50"
                >
                  <MapPin aria-hidden className="size-4" />
                  {city}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Dialog open={contactOpen} onOpenChange={setContactOpen}>
        <DialogContent title="Contact Us">
          <p className="text-slate-700">
            E-mail us at{" "}
            <a className="font-medium text-brand-700 underline" href={`mailto:${site.infoEmail}`}>
              {site.infoEmail}
            </a>
            . We answer within 24-48 hours.
          </p>
        </DialogContent>
      </Dialog>
    </PublicLayout>
  );
}
