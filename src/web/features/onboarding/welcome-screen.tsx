import { useQueryClient } from "@tanstack/react-query";
import {
  BadgeDollarSign,
  CalendarClock,
  Check,
  ExternalLink,
  FolderOpen,
  GraduationCap,
  LogIn,
  type LucideIcon,
  MessageCircle,
  PlayCircle,
  Users,
  Video,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type OnboardingSession, PROGRAM } from "../../../shared/contracts/onboarding";
import { WELCOME_LINKS, type WelcomeLinkId } from "../../../shared/welcome-links";
import { Accordion, AccordionItem } from "../../components/ui/accordion";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { site } from "../../lib/site-config";
import { notify } from "../../lib/toast";
import { usePageMeta } from "../../lib/use-page-meta";
import { onboardingKeys, useOnboardingSession, visitWelcomeLink } from "./api";
import { DocumentsFrame, LoadError, linkClass, TRAINER_LOGIN_PATH } from "./documents-parts";

/** What each welcome link is for, and its icon. */
const ABOUT: Record<WelcomeLinkId, { icon: LucideIcon; text: string }> = {
  curriculum: {
    icon: GraduationCap,
    text: "Your six weeks of lessons, workshop replays and study materials.",
  },
  affiliate: {
    icon: BadgeDollarSign,
    text: "Register for your affiliate code and earn on every referral.",
  },
  drive: { icon: FolderOpen, text: "Flyers, templates, scripts and brand files, ready to download." },
  whatsapp: { icon: MessageCircle, text: "Chat with your cohort and the trainer team between sessions." },
  facebook: { icon: Users, text: "The private community of 2,000+ members: questions, wins and events." },
  "video-library": { icon: PlayCircle, text: "Every technique in slow motion, with teaching points." },
};

/** Where a visitor without a session keeps their visits: this browser only. */
const LOCAL_KEY = "onboarding-welcome-visited";

function readLocal(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function writeLocal(ids: string[]) {
  try {
    window.localStorage.setItem(LOCAL_KEY, JSON.stringify(ids));
  } catch {
    // storage blocked: the visit shows until the page is left
  }
}

const FAQ: { q: string; a: ReactNode }[] = [
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
 * The visited welcome links (docs/product.md "Onboarding details"): on the server for an applicant's
 * onboarding session or a signed-in trainer, in this browser only for anyone else.
 */
function useVisited(session: OnboardingSession | undefined) {
  const queryClient = useQueryClient();
  const onServer = session !== undefined && session.signer !== "none";
  const [local, setLocal] = useState<string[]>(readLocal);
  // Shown at the click, before the server's answer.
  const [pending, setPending] = useState<string[]>([]);

  const visited = new Set<string>(onServer ? [...session.welcomeVisited, ...pending] : local);

  const visit = (id: WelcomeLinkId) => {
    if (visited.has(id)) return;
    if (!onServer) {
      const next = [...new Set([...readLocal(), id])];
      writeLocal(next);
      setLocal(next);
      return;
    }
    setPending((p) => [...p, id]);
    visitWelcomeLink(id)
      .then((answer) =>
        queryClient.setQueryData<OnboardingSession>(onboardingKeys.session, (s) =>
          s ? { ...s, welcomeVisited: answer.welcomeVisited } : s,
        ),
      )
      .catch(() =>
        notify.error({
          title: "Not saved",
          description: "We couldn't record that visit. Open the link again to try once more.",
        }),
      )
      .finally(() => setPending((p) => p.filter((v) => v !== id)));
  };

  return { visited, visit };
}

/**
 * /onboarding/welcome, the access portal (docs/product.md "Onboarding details"): the six welcome links,
 * each opening in a new tab and marked Visited after a click; the weekly live training; an FAQ; and
 * the way to the trainer login.
 */
export default function WelcomeScreen() {
  usePageMeta(
    `Welcome | ${site.brandName} Trainer Onboarding`,
    `Your ${site.brandName} trainer access portal: curriculum, community, training and support.`,
  );
  const session = useOnboardingSession();
  const firstName = session.data?.fullName?.trim().split(/\s+/)[0];

  let links: ReactNode;
  if (session.isPending) links = <LinksSkeleton />;
  else if (session.isError)
    links = (
      <LoadError
        title="We couldn't load your links"
        error={session.error}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  else links = <WelcomeLinks session={session.data} />;

  return (
    <DocumentsFrame wide>
      <h1 className="text-2xl sm:text-3xl">{firstName ? `Welcome, ${firstName}!` : "Welcome!"}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">
        You're part of the {site.brandName} trainer family. Open each link below to get set up: we mark each
        one Visited as you go.
      </p>

      <section aria-labelledby="welcome-links-heading" className="mt-8">
        <h2 id="welcome-links-heading" className="text-xl">
          Your access links
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
          <Button asChild className="w-full shrink-0 sm:w-auto">
            <a href={site.zoomThursdayUrl} target="_blank" rel="noopener noreferrer">
              Join on Zoom
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </Card>
      </section>

      <section aria-labelledby="faq-heading" className="mt-10">
        <h2 id="faq-heading" className="text-xl">
          Frequently Asked Questions
        </h2>
        <Accordion type="single" collapsible className="mt-4">
          {FAQ.map(({ q, a }) => (
            <AccordionItem key={q} value={q} question={q}>
              <p>{a}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <section
        aria-labelledby="next-heading"
        className="mt-10 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-raised sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="next-heading" className="text-xl">
            Ready for the trainer portal?
          </h2>
          <p className="mt-1 text-slate-700">
            Sign in with the e-mail you enrolled with for your curriculum, classes and assessments.
          </p>
        </div>
        <Button asChild variant="secondary" className="w-full shrink-0 sm:w-auto">
          <Link to={TRAINER_LOGIN_PATH}>
            <LogIn aria-hidden className="size-5" />
            Trainer Login
          </Link>
        </Button>
      </section>
    </DocumentsFrame>
  );
}

function WelcomeLinks({ session }: { session: OnboardingSession }) {
  const { visited, visit } = useVisited(session);
  const count = WELCOME_LINKS.filter((l) => visited.has(l.id)).length;
  return (
    <>
      <div className="flex items-center gap-3">
        <Progress
          value={count}
          max={WELCOME_LINKS.length}
          label="Links visited"
          className="max-w-xs flex-1"
        />
        <p role="status" className="text-sm font-medium text-slate-800">
          {count} of {WELCOME_LINKS.length} visited
        </p>
      </div>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {WELCOME_LINKS.map((link) => {
          const { icon: Icon, text } = ABOUT[link.id];
          const done = visited.has(link.id);
          return (
            <li key={link.id}>
              <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                    {link.label}
                  </h3>
                  {done ? (
                    <Badge tone="success" className="shrink-0 gap-1">
                      <Check aria-hidden className="size-3.5" />
                      Visited
                    </Badge>
                  ) : null}
                </div>
                <p className="text-slate-700">{text}</p>
                <Button asChild variant={done ? "secondary" : "primary"} className="mt-auto w-full">
                  <a
                    href={site[link.urlSetting]}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => visit(link.id)}
                    onAuxClick={(e) => {
                      if (e.button === 1) visit(link.id);
                    }}
                  >
                    Open
                    <span className="sr-only"> {link.label} (opens in a new tab)</span>
                    <ExternalLink aria-hidden className="size-4" />
                  </a>
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function LinksSkeleton() {
  return (
    <div role="status" aria-label="Loading your links">
      <Skeleton className="h-5 w-64" />
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {WELCOME_LINKS.map((l) => (
          <div key={l.id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="mt-2 h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
