import { Sparkles } from "lucide-react";
import type { Me } from "../../../shared/contracts/auth";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { site } from "../../lib/site-config";
import { usePageMeta } from "../../lib/use-page-meta";
import { PasswordCard } from "./password-card";
import { usePortalMe } from "./portal-layout";

const ROLE_LABEL: Record<Me["status"], string> = {
  in_training: "Trainer in Training",
  certified: "Certified Trainer",
  hq: "Headquarters Trainer",
  suspended: "Suspended",
  revoked: "Revoked",
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

function Dashboard({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl sm:text-3xl">Trainer Portal</h1>
      <Card>
        <CardContent className="flex items-center gap-4 pt-5">
          <div
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800"
          >
            {initials(me.name)}
          </div>
          <div className="min-w-0">
            <CardTitle className="text-xl">Welcome back, {me.name}!</CardTitle>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
              <Badge>{ROLE_LABEL[me.status]}</Badge>
              <span className="break-all">{me.email}</span>
            </p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles aria-hidden className="size-5 text-brand-700" />
            More of your dashboard is on its way
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-slate-700">
            Announcements, quick actions, the live trainings and your class modules are coming to this page
            soon. Until then, use the menu to reach your profile, classes and assessments, or Help for
            support.
          </p>
        </CardContent>
      </Card>
      <PasswordCard me={me} />
    </div>
  );
}

/**
 * Trainer dashboard (spec portal §2): for now the welcome and the sign-in password; the portal layout
 * route gives the session guard and the navigation.
 */
export default function DashboardScreen() {
  usePageMeta(`Trainer Dashboard | ${site.brandName}`);
  return <Dashboard me={usePortalMe()} />;
}
