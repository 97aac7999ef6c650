import { CalendarClock, ExternalLink, LayoutDashboard, LogIn, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PROGRAM } from "../../../src/shared/contracts/onboarding";
import type { PublicSiteConfig } from "../../../src/shared/site-config";
import { MembersLink } from "../../components/members-link";
import { QueryState } from "../../components/query-state";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DASHBOARD_PATH } from "../../lib/session";
import { useSite } from "../../lib/site-config";
import { useOnboardingSession } from "./api";
import { DocumentsFrame, linkClass, TRAINER_LOGIN_PATH } from "./documents-parts";
import { LinksSkeleton, VisitorCards, WelcomeLinks } from "./welcome-cards";

/** The questions and answers, with the support address and phone of the site configuration. */
const faqOf = (site: PublicSiteConfig): { q: string; a: ReactNode }[] => [
  {
    q: "When will my trainer account be ready?",
    a: `Within ${PROGRAM.accountWithin} of your payment being confirmed. We e-mail you as soon as it is ready, and you sign in at the trainer login with that e-mail address.`,
  },
  {
    q: "I haven't received an e-mail. What should I do?",
    a: (
      <>
        Our e-mails arrive within {PROGRAM.emailWithin}. If you don't see one by then, check your spam or
        promotions folder, then write to{" "}
        <a href={`mailto:${site.supportEmail}`} className={`${linkClass} break-all`}>
          {site.supportEmail}
        </a>
        .
      </>
    ),
  },
  {
    q: "How long is my certification valid?",
    a: "Two years from your certification date. Your dashboard shows your renewal date, and we remind you before it comes up.",
  },
  {
    q: "How is the program organised?",
    a: "Six weeks online, with a live video workshop each week (replays are in the curriculum portal), followed by three days of in-person training.",
  },
  {
    q: "How quickly does support answer?",
    a: (
      <>
        Within 24-48 hours. E-mail{" "}
        <a href={`mailto:${site.supportEmail}`} className={`${linkClass} break-all`}>
          {site.supportEmail}
        </a>{" "}
        or call {site.supportPhone}.
      </>
    ),
  },
];

/**
 * /onboarding/welcome, the access portal (spec screen 6; decisions "Onboarding flow"): the six welcome
 * links, each opening in a new tab and marked Visited after a click; the weekly live training; an FAQ;
 * and the way on (a signed-in trainer's dashboard, else the trainer login). The links are members'
 * links (GET /api/members/links): a visitor sees what each card offers and a sign-in, never an address.
 */
export default function WelcomeScreen() {
  const site = useSite();
  const session = useOnboardingSession();
  const firstName = session.data?.fullName?.trim().split(/\s+/)[0];
  const signer = session.data?.signer;
  const member = signer === "applicant" || signer === "trainer";

  const links = (
    <QueryState
      query={session}
      loading={<LinksSkeleton />}
      error={{ look: "panel", title: "We couldn't load your links" }}
      onRefetchError="show-error"
    >
      {(data) => (member ? <WelcomeLinks session={data} /> : <VisitorCards />)}
    </QueryState>
  );

  return (
    <DocumentsFrame wide>
      <h1 className="text-2xl sm:text-3xl">{firstName ? `Welcome, ${firstName}!` : "Welcome!"}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">
        {member
          ? `You're part of the ${site.brandName} trainer family. Open each link below to get set up: we mark each one Visited as you go.`
          : `Here is what ${site.brandName} trainers get. Sign in with the e-mail you enrolled with to open your links.`}
      </p>

      <section aria-labelledby="welcome-links-heading" className="mt-8">
        <h2 id="welcome-links-heading" className="text-xl">
          {member || session.isPending ? "Your access links" : "What the program gives you"}
        </h2>
        <div className="mt-4">{links}</div>
      </section>

      <section aria-labelledby="live-training-heading" className="mt-10">
        <Card className="flex flex-col gap-4 border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-3">
            <Video aria-hidden className="size-8 shrink-0 text-brand-700" />
            <div>
              <h2 id="live-training-heading" className="text-xl">
                Weekly Live Training
              </h2>
              <p className="mt-1 flex items-center gap-2 font-medium text-slate-900">
                <CalendarClock aria-hidden className="size-4 shrink-0 text-brand-700" />
                Every Thursday, 7:00 PM CST · 1 hour · on Zoom
              </p>
              <p className="mt-1 text-slate-700">
                Learn the week's techniques live with the trainer team and bring your questions.
              </p>
            </div>
          </div>
          {member ? (
            <MembersLink link="zoomThursdayUrl" className="w-full shrink-0 sm:w-auto">
              Join on Zoom
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </MembersLink>
          ) : null}
        </Card>
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-xl">
          Frequently Asked Questions
        </h2>
        <Accordion type="single" collapsible className="mt-4">
          {faqOf(site).map(({ q, a }) => (
            <AccordionItem key={q} value={q} question={q}>
              <p>{a}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <WayOn signedInTrainer={signer === "trainer"} />
    </DocumentsFrame>
  );
}

/** A signed-in trainer goes on to their dashboard; anyone else to the trainer login. */
function WayOn({ signedInTrainer }: { signedInTrainer: boolean }) {
  return (
    <section
      aria-labelledby="next-heading"
      className="mt-10 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-raised sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="next-heading" className="text-xl">
          {signedInTrainer ? "Your trainer portal" : "Ready for the trainer portal?"}
        </h2>
        <p className="mt-1 text-slate-700">
          {signedInTrainer
            ? "Your curriculum, classes and assessments are on your dashboard."
            : "Sign in with the e-mail you enrolled with for your curriculum, classes and assessments."}
        </p>
      </div>
      <Button asChild variant="secondary" className="w-full shrink-0 sm:w-auto">
        {signedInTrainer ? (
          <Link to={DASHBOARD_PATH}>
            <LayoutDashboard aria-hidden className="size-5" />
            Go to dashboard
          </Link>
        ) : (
          <Link to={TRAINER_LOGIN_PATH}>
            <LogIn aria-hidden className="size-5" />
            Trainer Login
          </Link>
        )}
      </Button>
    </section>
  );
}
