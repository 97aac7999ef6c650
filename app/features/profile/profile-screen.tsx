import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw, Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import {
  type OwnerProfile,
  PROFILE_TEXT,
  type ProfileSave,
  profileSave,
} from "../../../src/shared/contracts/profile";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { FormAlert } from "../../components/ui/text-field";
import { DASHBOARD_PATH, useMe } from "../../lib/session";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { refreshAfterSave, saveProfile, useOwnerProfile } from "./api";
import { CompletionCard } from "./completion-card";
import { useDraft } from "./draft";
import { DraftOffer } from "./draft-offer";
import { type ProfileValues, TAB_OF, TABS, type TabId, valuesOf } from "./form-values";
import { HelpWidget } from "./help-widget";
import { PictureUploader } from "./picture-uploader";
import { ProfilePreview } from "./profile-preview";
import {
  BusinessTab,
  CertificationTab,
  CommunityTab,
  MaterialsTab,
  PersonalTab,
  type ProfileForm,
  PublicProfileTab,
  SocialTab,
} from "./profile-tabs";
import { BackToDashboard, FetchError, LoadingState } from "./shared-ui";

/** The spec's redirect delay after a save (portal §9). */
export const REDIRECT_AFTER_SAVE_MS = 1500;

/** The form's values as the contract reads them (the contract's input, field by field). */
const schema = profileSave as unknown as z.ZodType<ProfileSave, ProfileValues>;

function ProfileFormScreen({ profile }: { profile: OwnerProfile }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loaded = useMemo(() => valuesOf(profile), [profile]);
  const [tab, setTab] = useState<TabId>("personal");
  const [picture, setPicture] = useState(profile.profilePicture);
  const [uploading, setUploading] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const draft = useDraft<ProfileValues>("profile", profile.id, loaded);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const apiForm = useApiForm({
    schema,
    defaultValues: loaded,
    submit: (values) => saveProfile(profile.id, values),
    onSuccess: async (saved) => {
      draft.drop();
      apiForm.form.reset(valuesOf(saved));
      setLeaving(true);
      notify.success({ title: PROFILE_TEXT.savedTitle, description: PROFILE_TEXT.saved });
      await refreshAfterSave(queryClient);
      redirect.current = setTimeout(() => navigate(DASHBOARD_PATH), REDIRECT_AFTER_SAVE_MS);
    },
    onError: () => {
      notify.error({ title: PROFILE_TEXT.saveFailedTitle, description: PROFILE_TEXT.saveFailed });
      return true;
    },
  });
  const { form, field } = apiForm;
  const values = form.watch();

  // Every change is kept as the draft (a reload offers it back, never applies it silently).
  useEffect(() => {
    const sub = form.watch((current, { type }) => {
      if (type === "change") draft.save(current as ProfileValues);
    });
    return () => sub.unsubscribe();
  }, [form, draft.save]);

  // A refused field on a hidden tab brings its tab forward, then the field into focus.
  const errors = form.formState.errors;
  const firstError = (Object.keys(TAB_OF) as (keyof ProfileValues)[]).find((name) => errors[name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each submit that left errors
  useEffect(() => {
    if (!firstError) return;
    setTab(TAB_OF[firstError]);
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>('[aria-invalid="true"]:not([hidden] *)');
      el?.focus();
    });
  }, [form.formState.submitCount, firstError]);

  const ctx: ProfileForm = { form, field, profile };
  const busy = apiForm.isSubmitting || uploading || leaving;

  return (
    <div className="flex flex-col gap-5 pb-20">
      {draft.offered && (
        <DraftOffer
          onRestore={() => {
            form.reset(draft.offered as ProfileValues, { keepDefaultValues: true });
            draft.dismiss();
          }}
          onDiscard={draft.drop}
        />
      )}
      <CompletionCard
        profile={{
          ...values,
          name: values.name,
          email: profile.email,
          displayName: profile.displayName,
          city: profile.city,
          state: profile.state,
          trainingDate: profile.trainingDate,
        }}
      />
      <form noValidate onSubmit={apiForm.onSubmit} aria-label="Trainer profile">
        <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)}>
          <TabsList aria-label="Profile sections" className="flex w-full">
            {TABS.map((t) => (
              <TabsTrigger key={t.id} value={t.id} className="flex-1 px-3 sm:flex-none">
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
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
              <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="flex flex-col gap-4">
                  <PictureUploader
                    trainerId={profile.id}
                    name={profile.displayName || profile.name}
                    picture={picture}
                    onChange={(next) => {
                      setPicture(next);
                      void refreshAfterSave(queryClient);
                    }}
                    onBusyChange={setUploading}
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
        <div className="mt-5 flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            <Save aria-hidden className="size-4" />
            {apiForm.isSubmitting ? "Saving..." : "Save Profile"}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              form.reset(loaded);
              apiForm.clearServerError();
            }}
          >
            <RotateCcw aria-hidden className="size-4" />
            Reset Form
          </Button>
        </div>
        <FormAlert>{apiForm.serverError}</FormAlert>
      </form>
    </div>
  );
}

/**
 * The trainer profile (portal §2, docs/product.md "Portal details": Profile) at
 * /trainer-portal/profile: the completion card, seven tabs, Reset Form and Save Profile, and the
 * floating help widget. A profile that cannot be fetched shows an error with Try again and nothing to
 * save (never a stale copy).
 */
export default function ProfileScreen() {
  const me = useMe().data;
  const query = useOwnerProfile(me?.id ?? 0);

  return (
    <div className="flex flex-col gap-5">
      <BackToDashboard />
      <h1 className="text-2xl sm:text-3xl">Trainer Profile</h1>
      {query.isPending ? (
        <LoadingState label="Loading your profile..." />
      ) : query.isError ? (
        <FetchError error={query.error} retry={() => void query.refetch()} />
      ) : (
        // A newer record (the page's loader read it as the page opened) starts the form again from it.
        <ProfileFormScreen key={`${query.data.id}:${query.data.updatedAt}`} profile={query.data} />
      )}
      <HelpWidget />
    </div>
  );
}
