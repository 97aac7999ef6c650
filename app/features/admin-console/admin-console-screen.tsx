import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ShieldAlert } from "lucide-react";
import { lazy, Suspense, useCallback, useSyncExternalStore } from "react";
import { Link, Navigate, Route, Routes, useLocation } from "react-router";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { ApiError } from "../../lib/api";
import { AuditTab } from "./audit-tab";
import { OnboardingTab } from "./onboarding-tab";
import { RenewalsTab } from "./renewals-tab";
import { TrainersTab } from "./trainers-tab";

/**
 * The Content and System tabs and a trainer's page load when opened: the console's first JavaScript
 * stays under its 250 KB budget (scripts/report-bundle.mjs), and an admin opens them less often than the
 * trainers table (a trainer's page, nine sections long, is reached from it).
 */
const ContentTab = lazy(() => import("./content-tab").then((m) => ({ default: m.ContentTab })));
const SystemTab = lazy(() => import("./system-tab").then((m) => ({ default: m.SystemTab })));
const TrainerDetail = lazy(() => import("./trainer-detail").then((m) => ({ default: m.TrainerDetail })));
const DemandTab = lazy(() => import("./demand-tab").then((m) => ({ default: m.DemandTab })));
const ReservationsTab = lazy(() =>
  import("./reservations-tab").then((m) => ({ default: m.ReservationsTab })),
);
const InsightsTab = lazy(() => import("./insights-tab").then((m) => ({ default: m.InsightsTab })));

function TabLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex flex-col gap-3">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

const BASE = "/trainer-portal/admin";

const TABS = [
  { to: `${BASE}/trainers`, label: "Trainers", also: BASE },
  { to: `${BASE}/onboarding`, label: "Onboarding" },
  { to: `${BASE}/content`, label: "Content" },
  { to: `${BASE}/renewals`, label: "Renewals" },
  { to: `${BASE}/demand`, label: "Demand" },
  { to: `${BASE}/reservations`, label: "Reservations" },
  { to: `${BASE}/insights`, label: "Insights" },
  { to: `${BASE}/audit`, label: "Audit log" },
  { to: `${BASE}/system`, label: "System" },
];

const tabClass =
  "flex min-h-tap items-center rounded-sm px-4 font-medium whitespace-nowrap text-slate-700 hover:bg-white/70 aria-[current=page]:bg-white aria-[current=page]:text-brand-700 aria-[current=page]:shadow-raised";

/**
 * The server's 403 on any of the console's reads (a signed-in trainer who is not an admin): its
 * message, or undefined. The server decides; the console only shows what it answered.
 */
function useForbidden(): string | undefined {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((notify: () => void) => cache.subscribe(notify), [cache]);
  const read = useCallback(() => {
    for (const q of cache.findAll({ queryKey: ["admin"] })) {
      const error = q.state.error;
      if (error instanceof ApiError && error.status === 403) {
        return error.serverMessage ?? "You don't have access to this.";
      }
    }
    return undefined;
  }, [cache]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The admin console (docs/product.md "Beyond the spec", issue 15) at /trainer-portal/admin: the
 * trainers table (also at /trainers), a trainer's page, onboarding, content and the audit log, each a
 * nested route of the one screen. `refusal`: the server's answer to a trainer who is not an admin.
 */
export default function AdminConsoleScreen({ refusal }: { refusal?: string }) {
  // The page's loader knows the refusal of a trainer who is not an admin (the server's words); any
  // read refused later (the account's role changed) shows the same.
  const refused = useForbidden();
  const forbidden = refusal ?? refused;

  if (forbidden) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
        <ShieldAlert aria-hidden className="size-10 text-danger-700" />
        <h1 className="mt-3 text-2xl">{forbidden}</h1>
        <p className="mt-2 text-slate-700">The admin console is for the brand's owner.</p>
        <Button asChild className="mt-6">
          <Link to="/trainer-portal/dashboard">Back to Dashboard</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl sm:text-3xl">Admin Console</h1>
        <Button asChild variant="secondary">
          <Link to="/trainer-portal/dashboard">
            <ArrowLeft aria-hidden className="size-4" />
            Trainer View
          </Link>
        </Button>
      </div>
      <nav aria-label="Admin Console">
        <ul className="inline-flex flex-wrap gap-1 rounded-md bg-slate-200 p-1">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <TabLink to={tab.to} also={tab.also} label={tab.label} />
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<TrainersTab />} />
        <Route path="trainers" element={<TrainersTab />} />
        <Route
          path="trainers/:id"
          element={
            <Suspense fallback={<TabLoading />}>
              <TrainerDetail />
            </Suspense>
          }
        />
        <Route path="onboarding" element={<OnboardingTab />} />
        <Route
          path="content"
          element={
            <Suspense fallback={<TabLoading />}>
              <ContentTab />
            </Suspense>
          }
        />
        <Route path="renewals" element={<RenewalsTab />} />
        <Route
          path="demand"
          element={
            <Suspense fallback={<TabLoading />}>
              <DemandTab />
            </Suspense>
          }
        />
        <Route
          path="reservations"
          element={
            <Suspense fallback={<TabLoading />}>
              <ReservationsTab />
            </Suspense>
          }
        />
        <Route
          path="insights"
          element={
            <Suspense fallback={<TabLoading />}>
              <InsightsTab />
            </Suspense>
          }
        />
        <Route path="audit" element={<AuditTab />} />
        <Route
          path="system"
          element={
            <Suspense fallback={<TabLoading />}>
              <SystemTab />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={BASE} replace />} />
      </Routes>
    </div>
  );
}

/** A tab of the console: current on its own path and below it (the trainers tab also on the console's root). */
function TabLink({ to, also, label }: { to: string; also?: string; label: string }) {
  const here = useLocation().pathname.replace(/\/+$/, "");
  const current = here === to || here.startsWith(`${to}/`) || (also !== undefined && here === also);
  return (
    <Link to={to} className={tabClass} aria-current={current ? "page" : undefined}>
      {label}
    </Link>
  );
}
