/**
 * The profile form's tab shell (portal §2, as docs/product.md amends it): the seven tabs' list and their
 * panels, each tab's body in its own file under tabs/. Public Profile also holds the picture and the
 * live preview: the public page's own body (decision 0040).
 */
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
      {/* Every tab stays mounted (hidden when inactive), so each field keeps its value and checks. */}
      <Card className="mt-4 p-4 sm:p-5">
        <TabsContent forceMount value="personal" className="mt-0 data-[state=inactive]:hidden">
          <PersonalTab {...ctx} />
        </TabsContent>
        <TabsContent forceMount value="social" className="mt-0 data-[state=inactive]:hidden">
          <SocialTab {...ctx} />
        </TabsContent>
        <TabsContent forceMount value="certification" className="mt-0 data-[state=inactive]:hidden">
          <CertificationTab {...ctx} />
        </TabsContent>
        <TabsContent forceMount value="business" className="mt-0 data-[state=inactive]:hidden">
          <BusinessTab {...ctx} />
        </TabsContent>
        <TabsContent forceMount value="materials" className="mt-0 data-[state=inactive]:hidden">
          <MaterialsTab {...ctx} />
        </TabsContent>
        <TabsContent forceMount value="public" className="mt-0 data-[state=inactive]:hidden">
          {/* The preview's column is a phone's width from 1280 px (the body follows its own width). */}
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
          </div>
        </TabsContent>
        <TabsContent forceMount value="community" className="mt-0 data-[state=inactive]:hidden">
          <CommunityTab {...ctx} />
        </TabsContent>
      </Card>
    </Tabs>
  );
}
