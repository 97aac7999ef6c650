import { CalendarCheck, Mail, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { faqs, supportBlocks } from "../../../src/shared/content/support";
import { Button } from "../../components/ui/button";
import { useSite } from "../../lib/site-config";
import { type BackTarget, StaticPageLayout } from "./static-page-layout";

function Block({ icon, heading, children }: { icon: ReactNode; heading: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5 shadow-raised">
      <h2 className="flex items-center gap-2 text-lg">
        {icon}
        {heading}
      </h2>
      <div className="mt-2 text-slate-700">{children}</div>
    </section>
  );
}

function SupportPage({ back }: { back: BackTarget }) {
  const site = useSite();
  const blocks = supportBlocks(site);
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <StaticPageLayout back={back}>
      <h1 className="text-2xl sm:text-3xl">Support</h1>
      <p className="mt-2 text-slate-700">We're here to help trainers and visitors alike.</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Block icon={<Mail aria-hidden className="size-5 text-brand-700" />} heading={blocks.email.heading}>
          <p>{blocks.email.text}</p>
          <a
            href={`mailto:${site.supportEmail}`}
            className="mt-2 inline-flex min-h-tap items-center font-medium text-brand-700 underline underline-offset-4"
          >
            {site.supportEmail}
          </a>
        </Block>
        <Block icon={<Video aria-hidden className="size-5 text-brand-700" />} heading={blocks.live.heading}>
          <p>{blocks.live.text}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/*
              The meeting links are members' links (never in a page, and a static page asks no API): the
              dashboard's Live cards give them to a trainer; a visitor is taken to the sign-in on the way. (A plain path: lib/session would bring the query client into this page's budget.)
            */}
            <Button asChild>
              <Link to="/trainer-portal/dashboard">{blocks.live.buttonLabel} from your dashboard</Link>
            </Button>
          </div>
        </Block>
        <Block
          icon={<Users aria-hidden className="size-5 text-brand-700" />}
          heading={blocks.community.heading}
        >
          <p>{blocks.community.text}</p>
        </Block>
        <Block
          icon={<CalendarCheck aria-hidden className="size-5 text-brand-700" />}
          heading={blocks.becomeTrainer.heading}
        >
          <p>{blocks.becomeTrainer.text}</p>
          <Button asChild variant="accent" className="mt-3">
            <a href={site.bookingUrl} {...external}>
              {blocks.becomeTrainer.buttonLabel}
            </a>
          </Button>
        </Block>
      </div>
      <section className="mt-10">
        <h2 className="text-xl">Frequently Asked Questions</h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {faqs(site).map((faq) => (
            <details key={faq.question} className="group p-4">
              <summary className="min-h-tap cursor-pointer list-none font-medium text-slate-900 marker:hidden">
                {faq.question}
              </summary>
              <p className="mt-2 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </StaticPageLayout>
  );
}

export const PortalSupportPage = () => <SupportPage back={{ kind: "dashboard" }} />;
export const PublicSupportPage = () => <SupportPage back={{ kind: "history" }} />;
