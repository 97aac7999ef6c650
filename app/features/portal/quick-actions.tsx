import { CalendarDays, ExternalLink, type LucideIcon, UserPen, Users, Video } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LIVE_SESSIONS } from "../../../src/shared/live-sessions";
import { MembersLink } from "../../components/members-link";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";

const tile =
  "flex h-full min-h-tap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-raised transition-colors hover:border-brand-200 hover:bg-brand-50";

function Tile({ icon: Icon, title, text }: { icon: LucideIcon; title: ReactNode; text: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-100 text-brand-700">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-700">{text}</span>
      </span>
    </>
  );
}

/** Quick Actions (portal §2): Manage Classes, Edit Profile, and the public directory in a new tab. */
export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <li>
          <Link to="/trainer-portal/calendar" className={tile}>
            <Tile icon={CalendarDays} title="Manage Classes" text="Add, edit, or delete your classes" />
          </Link>
        </li>
        <li>
          <Link to="/trainer-portal/edit-profile" className={tile}>
            <Tile icon={UserPen} title="Edit Profile" text="Update bio and social media" />
          </Link>
        </li>
        <li>
          <a href="/find-trainer" target="_blank" rel="noopener" className={tile}>
            <Tile
              icon={Users}
              title={
                <>
                  View Trainer Directory
                  <ExternalLink aria-hidden className="ml-1 inline size-4 align-[-2px] text-slate-600" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </>
              }
              text="See your public profile"
            />
          </a>
        </li>
      </ul>
    </section>
  );
}

/**
 * The two weekly live trainings on Zoom (portal §2, §9), for every trainer with portal access
 * (docs/product.md "Portal details": in_training included).
 */
export function LiveSessions() {
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Live Training
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {LIVE_SESSIONS.map((s) => (
          <li key={s.title}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <div className="flex items-start justify-between gap-2">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-info-50 text-info-700">
                    <Video aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{s.title}</h3>
                    <p className="text-sm text-slate-700">
                      Zoom · <span className="whitespace-nowrap">{s.when}</span>
                    </p>
                  </div>
                </div>
                <Badge tone="danger" className="gap-1.5">
                  <span aria-hidden className="size-2 rounded-full bg-danger-700 motion-safe:animate-pulse" />
                  Live
                </Badge>
              </div>
              <MembersLink
                link={s.link}
                variant="secondary"
                className="mt-auto w-full sm:w-auto sm:self-start"
              >
                Join {s.title} on Zoom
                <ExternalLink aria-hidden className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </MembersLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
