import { LayoutDashboard, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Me } from "../../../src/shared/contracts/auth";
import { DASHBOARD_TEXT, type Dashboard } from "../../../src/shared/contracts/dashboard";
import { LoadError } from "../../components/load-error";
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { notify } from "../../lib/toast";
import { AnnouncementsCard } from "./announcements-card";
import { isNotFound, useAnnouncements, useCurriculum, useDashboard } from "./api";
import { AssistantCard } from "./assistant-card";
import { ClassModulesTab } from "./class-modules-tab";
import { InsightsCard } from "./insights-card";
import { PasswordCard } from "./password-card";
import { useLogout, usePortalMe } from "./portal-layout";
import { LiveSessions, QuickActions } from "./quick-actions";
import { QuickRefTab } from "./quick-ref-tab";
import { TodayCard } from "./today-card";
import { WelcomeCard } from "./welcome-card";

const ADMIN_CONSOLE = "/trainer-portal/admin";

/** The dashboard's title row: "Trainer Portal", and Admin View for the admin (portal §2, §4). */
function DashboardHeader({ me }: { me: Me }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="flex items-center gap-2 text-2xl sm:text-3xl">
        <LayoutDashboard aria-hidden className="size-7 text-brand-700" />
        Trainer Portal
      </h1>
      {me.isAdmin && (
        <Button
          variant="secondary"
          onClick={() => {
            notify.info({ title: DASHBOARD_TEXT.switchingView });
            navigate(ADMIN_CONSOLE);
          }}
        >
          <ShieldCheck aria-hidden className="size-5" />
          Admin View
        </Button>
      )}
    </div>
  );
}

/** Which tab shows and which module is open: the "today" block opens a module too. */
function useModulesView() {
  const [tab, setTab] = useState("modules");
  const [expanded, setExpanded] = useState<number | null>(null);
  const curriculum = useCurriculum();

  /** The week's card in Class Modules, expanded and in view (Quick Ref's study cards, "Study next"). */
  const openWeek = (week: number) => {
    const module = curriculum.data?.modules.find((m) => m.week === week);
    setTab("modules");
    if (!module) return;
    setExpanded(module.id);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const title = document.getElementById(`module-${module.id}-title`);
        title?.scrollIntoView({ block: "start" });
        title?.closest("article")?.querySelector<HTMLElement>("button[aria-expanded]")?.focus();
      }),
    );
  };
  const titleOf = (week: number | null) => curriculum.data?.modules.find((m) => m.week === week)?.title;
  return { tab, setTab, expanded, setExpanded, openWeek, titleOf };
}

/** The two tabs (portal §2): Class Modules (the default) and Quick Ref. */
function DashboardTabs({ view }: { view: ReturnType<typeof useModulesView> }) {
  return (
    <Tabs value={view.tab} onValueChange={view.setTab}>
      <TabsList aria-label="Dashboard sections" className="w-full sm:w-auto">
        <TabsTrigger value="modules" className="flex-1 sm:flex-none">
          Class Modules
        </TabsTrigger>
        <TabsTrigger value="quick-ref" className="flex-1 sm:flex-none">
          Quick Ref
        </TabsTrigger>
      </TabsList>
      <TabsContent value="modules">
        <ClassModulesTab expanded={view.expanded} onExpand={view.setExpanded} />
      </TabsContent>
      <TabsContent value="quick-ref">
        <QuickRefTab onOpenWeek={view.openWeek} />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The spec's order (decisions.md, Dashboard): header, Announcements, Welcome, Quick Actions, the Live
 * cards, the assistant, the tabs; "today" follows the Welcome card. The announcements are folded to the
 * newest and the urgent ones, so the first screen holds the Welcome card and "today" on a phone too
 * (issue 31 part 1, docs/decisions/0039-dashboard-first-screen.md).
 */
function DashboardPage({ me, data }: { me: Me; data: Dashboard }) {
  const view = useModulesView();
  return (
    <div className="flex flex-col gap-3 sm:gap-6">
      <DashboardHeader me={me} />
      <AnnouncementsCard me={me} />
      {/* Side by side on a wide screen, so both are above the fold there too. */}
      <div className="grid gap-3 sm:gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <WelcomeCard data={data} />
        <TodayCard data={data} studyTitle={view.titleOf(data.nextWeek)} onOpenWeek={view.openWeek} />
      </div>
      <QuickActions />
      <LiveSessions />
      <InsightsCard />
      <AssistantCard />
      <DashboardTabs view={view} />
      <PasswordCard me={me} />
    </div>
  );
}

function LoadingProfile() {
  return (
    <div className="flex flex-col items-center justify-center gap-1 py-16">
      <Spinner label={DASHBOARD_TEXT.loading} />
      <p aria-hidden className="text-slate-700">
        {DASHBOARD_TEXT.loading}
      </p>
    </div>
  );
}

/** No trainer record for the signed-in e-mail: Back to Login ends the session, then shows the login. */
function ProfileNotFound({ email }: { email: string }) {
  const { logout, busy } = useLogout();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl break-words">{DASHBOARD_TEXT.notFound(email)}</h1>
      <p className="mt-2 text-slate-700">
        Sign in with the e-mail address of your trainer account, or contact support.
      </p>
      <Button className="mt-6" onClick={logout} disabled={busy}>
        Back to Login
      </Button>
    </div>
  );
}

/**
 * The trainer dashboard (portal §2; docs/product.md "Portal details": Dashboard) at /trainer-portal,
 * /trainer-portal/dashboard and /dashboard, under the portal layout route (session guard, navigation
 * with Help and Logout, the documents banner). "Loading your profile..." until the Welcome card's record
 * and the announcements are in; the curriculum is asked at the same time.
 */
export default function DashboardScreen() {
  const me = usePortalMe();
  const dashboard = useDashboard();
  // Started alongside the record, not after it: the cards below read the same cache.
  const announcements = useAnnouncements(me.email);
  useCurriculum();

  // The announcements are shown with the Welcome card, not after it, so nothing below them jumps down
  // when they arrive (a layout shift of 0.6 in Lighthouse). A first failure stops the wait: the card
  // shows its own retries and error.
  const announcementsFirstTry = announcements.isPending && announcements.failureCount === 0;
  if (announcementsFirstTry) return <LoadingProfile />;
  return (
    <QueryState
      query={dashboard}
      loading={<LoadingProfile />}
      error={({ error, retry, retrying }) =>
        isNotFound(error) ? (
          <ProfileNotFound email={me.email} />
        ) : (
          <LoadError
            as="h1"
            title="We couldn't load your dashboard"
            error={error}
            onRetry={retry}
            retrying={retrying}
            className="mx-auto max-w-md py-16"
          />
        )
      }
      onRefetchError="show-error"
    >
      {(data) => <DashboardPage me={me} data={data} />}
    </QueryState>
  );
}
