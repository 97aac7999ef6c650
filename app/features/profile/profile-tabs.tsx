/**
 * The profile form's tab shell (portal §2, as docs/product.md amends it): the seven tabs' list and their
 * panels, each tab's body in its own file under tabs/. Public Profile also holds the picture and the
 * live preview: the public page's own body (decision 0040).
 */
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { type ProfileValues, TABS, type TabId } from "./form-values";
import { PictureUploader } from "./picture-uploader";
import { ProfilePreview } from "./profile-preview";
import { CertificationTab } from "./tabs/certification-tab";
import { BusinessTab, CommunityTab, MaterialsTab } from "./tabs/checklist-tabs";
import { PersonalTab } from "./tabs/personal-tab";
import { PublicProfileTab } from "./tabs/public-profile-tab";
import { SocialTab } from "./tabs/social-tab";
import type { ProfileForm } from "./tabs/tab-parts";

export type { ProfileForm } from "./tabs/tab-parts";

export function ProfileTabs({
  tab,
  onTabChange,
  values,
  picture,
  onPictureChange,
  onUploadingChange,
  ...ctx
}: ProfileForm & {
  tab: TabId;
  onTabChange: (tab: TabId) => void;
  /** The form's current values, for the preview. */
  values: ProfileValues;
  picture: string | null;
  onPictureChange: (next: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { profile } = ctx;
  const mounted = useTabsMountedOneByOne();
  /** A tab's panel: its body once mounted, and always while it is the open one (server and hydration). */
  const panel = (id: TabId, body: ReactNode) => (
    <TabsContent forceMount value={id} className="mt-0 data-[state=inactive]:hidden">
      {id === tab || TABS.findIndex((t) => t.id === id) < mounted ? body : null}
    </TabsContent>
  );
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as TabId)}>
      {/* On a phone the seven tabs are one row that scrolls sideways (issue 31 part 3), not three rows. */}
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
        <TabsList aria-label="Profile sections" className="w-max sm:w-full">
          {TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id} className="shrink-0 px-3 sm:flex-none">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {/*
        Every tab stays mounted once shown (hidden when inactive), so each field keeps its value and checks.
        The server's HTML and the hydrating render hold the open tab only: the others are mounted right
        after, one per task, each in a transition a tap can interrupt (a phone spent 200 to 500 ms
        hydrating all seven in one task; decision 0051).
      */}
      <Card className="mt-4 p-4 sm:p-5">
        {panel("personal", <PersonalTab {...ctx} />)}
        {panel("social", <SocialTab {...ctx} />)}
        {panel("certification", <CertificationTab {...ctx} />)}
        {panel("business", <BusinessTab {...ctx} />)}
        {panel("materials", <MaterialsTab {...ctx} />)}
        {panel(
          "public",
          // The preview's column is a phone's width from 1280 px (the body follows its own width).
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="flex flex-col gap-4">
              <PictureUploader
                trainerId={profile.id}
                name={profile.displayName || profile.name}
                picture={picture}
                onChange={onPictureChange}
                onBusyChange={onUploadingChange}
              />
              <PublicProfileTab {...ctx} />
            </div>
            <div className="lg:sticky lg:top-4 lg:self-start">
              <ProfilePreview values={values} profile={profile} picture={picture} />
            </div>
          </div>,
        )}
        {panel("community", <CommunityTab {...ctx} />)}
      </Card>
    </Tabs>
  );
}

/**
 * How many of TABS (in order) are mounted: none for the server's HTML and the hydrating render, then one
 * more per task until all are, each in its own transition (one short commit each, not one long one).
 */
function useTabsMountedOneByOne() {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted >= TABS.length) return;
    const timer = setTimeout(() => startTransition(() => setMounted((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [mounted]);
  return mounted;
}
