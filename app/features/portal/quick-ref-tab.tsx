import {
  BookMarked,
  CalendarCheck,
  ClipboardCheck,
  ExternalLink,
  FileText,
  type LucideIcon,
  PlayCircle,
  Rocket,
} from "lucide-react";
import type { ReactNode } from "react";
import { MembersLink } from "../../components/members-link";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { useSite } from "../../lib/site-config";
import { Box, linkClass, telHref } from "./class-modules-tab";

function RefCard({
  icon: Icon,
  title,
  badge,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
            {title}
          </h3>
          {badge}
        </div>
        <p className="text-slate-700">{children}</p>
        <div className="mt-auto">{action}</div>
      </Card>
    </li>
  );
}

/**
 * The Quick Ref tab (portal §2): the Weekly Essentials and Post-Certification Ready boxes, three cards
 * (Pre-Training Study Guide "Important", Self-Defense Videos, Template Generator "One Sheet") and a
 * contact block with the check-in link. The video library and the check-in are members' links, asked for
 * by MembersLink (never embedded in the page). The study guide is the week cards' own: its button opens Week 1
 * in the Class Modules tab.
 */
export function QuickRefTab({ onOpenWeek }: { onOpenWeek: (week: number) => void }) {
  const site = useSite();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <Box title="Weekly Essentials" icon={ClipboardCheck} tone="brand">
          <ul className="list-disc pl-5">
            <li>Join the Thursday 7:00pm CST or Sunday 12:00pm CST training on Zoom, or watch the replay.</li>
            <li>Open the week's resources in Class Modules; your progress is saved.</li>
            <li>Practise the moves every week, with a partner when you can.</li>
            <li>Read the announcements for news from the trainer lead.</li>
          </ul>
        </Box>
        <Box title="Post-Certification Ready" icon={Rocket} tone="info">
          <ul className="list-disc pl-5">
            <li>Complete your profile, so students find you in the trainer directory.</li>
            <li>Add your first class in Manage Classes, with its registration link.</li>
            <li>Keep your self-defense liability insurance current.</li>
            <li>Share your affiliate code, and renew your certification every 2 years.</li>
          </ul>
        </Box>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        <RefCard
          icon={BookMarked}
          title="Pre-Training Study Guide"
          badge={<Badge tone="warning">Important</Badge>}
          action={
            <Button variant="secondary" className="w-full" onClick={() => onOpenWeek(1)}>
              Start with Week 1
            </Button>
          }
        >
          Before the in-person certification, work through the six weeks in order: watch each replay, read
          each document and practise each technique until you can teach it.
        </RefCard>
        <RefCard
          icon={PlayCircle}
          title="Self-Defense Videos"
          action={
            <MembersLink link="videoLibraryUrl" variant="secondary" className="w-full">
              Open the video library
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </MembersLink>
          }
        >
          Every technique of the course in slow motion, with teaching points; each week's workshop replay is
          also among its resources in Class Modules.
        </RefCard>
        <RefCard
          icon={FileText}
          title="Template Generator"
          badge={<Badge tone="coral">One Sheet</Badge>}
          action={
            <Button asChild variant="secondary" className="w-full">
              <a href={site.mediaKitUrl} target="_blank" rel="noopener noreferrer">
                Open the templates
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          }
        >
          Make a one-sheet flyer for your classes from the brand's templates and media kit.
        </RefCard>
      </ul>
      <Card className="p-4 sm:p-5">
        <section aria-labelledby="quick-ref-contact-heading">
          <h3 id="quick-ref-contact-heading" className="font-semibold text-slate-900">
            Need a hand?
          </h3>
          <p className="mt-1 text-slate-700">
            Call{" "}
            <a href={telHref(site.supportPhone)} className={linkClass}>
              {site.supportPhone}
            </a>
            , e-mail{" "}
            <a href={`mailto:${site.supportEmail}`} className={cn(linkClass, "break-all")}>
              {site.supportEmail}
            </a>
            , or book a one-to-one check-in with the trainer team.
          </p>
          <MembersLink link="checkInUrl" variant="secondary" className="mt-3 w-full sm:w-auto">
            <CalendarCheck aria-hidden className="size-5" />
            Book a Trainer Check-in
            <span className="sr-only"> (opens in a new tab)</span>
          </MembersLink>
        </section>
      </Card>
    </div>
  );
}
