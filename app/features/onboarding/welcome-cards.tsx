/**
 * The welcome page's six cards (spec screen 6; shared/welcome-links.ts): for an applicant or a signed-in
 * trainer each opens its members' link (components/members-link.tsx) and is marked Visited on the server;
 * a visitor sees what each card offers and the sign-in, never an address.
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  BadgeDollarSign,
  CalendarCheck,
  Check,
  ExternalLink,
  FolderOpen,
  GraduationCap,
  type LucideIcon,
  MessageCircle,
  Users,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { OnboardingSession } from "../../../src/shared/contracts/onboarding";
import { WELCOME_LINKS, type WelcomeLinkId } from "../../../src/shared/welcome-links";
import { MembersLink } from "../../components/members-link";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { Progress } from "../../components/ui/progress";
import { Skeleton } from "../../components/ui/skeleton";
import { notify } from "../../lib/toast";
import { onboardingKeys, visitWelcomeLink } from "./api";
import { linkClass, TRAINER_LOGIN_PATH } from "./documents-parts";

type WelcomeLink = (typeof WELCOME_LINKS)[number];

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
  "onboarding-call": {
    icon: CalendarCheck,
    text: "A one-to-one call with the trainer team to plan your first weeks.",
  },
};

/** The visited welcome links, stored on the server for the signer (an applicant or a signed-in trainer). */
function useVisited(session: OnboardingSession) {
  const queryClient = useQueryClient();
  // Shown at the click, before the server's answer.
  const [pending, setPending] = useState<string[]>([]);
  const visited = new Set<string>([...session.welcomeVisited, ...pending]);

  const visit = (id: WelcomeLinkId) => {
    if (visited.has(id)) return;
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

function LinkCard({ link, badge, action }: { link: WelcomeLink; badge?: ReactNode; action?: ReactNode }) {
  const { icon: Icon, text } = ABOUT[link.id];
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
            {link.label}
          </h3>
          {badge}
        </div>
        <p className="text-slate-700">{text}</p>
        {action}
      </Card>
    </li>
  );
}

/** A visitor: what each card offers, no address, and the sign-in. */
export function VisitorCards() {
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {WELCOME_LINKS.map((link) => (
          <LinkCard key={link.id} link={link} />
        ))}
      </ul>
      <p className="mt-4 text-slate-700">
        Your links open once you are signed in.{" "}
        <Link to={TRAINER_LOGIN_PATH} className={linkClass}>
          Sign in to open your links
        </Link>
      </p>
    </>
  );
}

export function WelcomeLinks({ session }: { session: OnboardingSession }) {
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
          const done = visited.has(link.id);
          return (
            <LinkCard
              key={link.id}
              link={link}
              badge={
                done ? (
                  <Badge tone="success" className="shrink-0 gap-1">
                    <Check aria-hidden className="size-3.5" />
                    Visited
                  </Badge>
                ) : null
              }
              action={
                <MembersLink
                  link={link.urlSetting}
                  variant={done ? "secondary" : "primary"}
                  className="mt-auto w-full"
                  onOpen={() => visit(link.id)}
                >
                  Open
                  <span className="sr-only"> {link.label} (opens in a new tab)</span>
                  <ExternalLink aria-hidden className="size-4" />
                </MembersLink>
              }
            />
          );
        })}
      </ul>
    </>
  );
}

export function LinksSkeleton() {
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
