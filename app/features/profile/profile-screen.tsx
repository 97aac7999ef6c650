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
import { QueryState } from "../../components/query-state";
import { Button } from "../../components/ui/button";
import { SignInAgain } from "../../components/ui/sign-in-again";
import { FormAlert } from "../../components/ui/text-field";
import { DASHBOARD_PATH, useMe } from "../../lib/session";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { refreshAfterSave, saveProfile, useOwnerProfile } from "./api";
import { CompletionCard } from "./completion-card";
import { useDraft } from "./draft";
import { DraftOffer } from "./draft-offer";
import { type ProfileValues, TAB_OF, type TabId, valuesOf } from "./form-values";
import { HelpWidget } from "./help-widget";
import { type ProfileForm, ProfileTabs } from "./profile-tabs";
import { BackToDashboard, LoadingState } from "./shared-ui";

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
      {/* A draft brought back after signing in again is already in the form: no second offer. */}
      {draft.offered && !apiForm.restoredDraft && (
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
        <ProfileTabs
          {...ctx}
          tab={tab}
          onTabChange={setTab}
          values={values}
          picture={picture}
          onPictureChange={(next) => {
            setPicture(next);
            void refreshAfterSave(queryClient);
          }}
          onUploadingChange={setUploading}
        />
        {/* Save and Reset stay in reach on a phone: a bar at the foot of the screen while the form is in
            view, with room at its end for the help button (help-widget.tsx), which covers no field. */}
        <div
          data-save-bar
          className="sticky bottom-0 z-30 -mx-4 mt-5 flex flex-wrap gap-2 border-t border-slate-200 bg-white py-3 pr-16 pl-4 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0"
        >
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
        <SignInAgain path={apiForm.signInAgain} />
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
      <QueryState
        query={query}
        loading={<LoadingState label="Loading your profile..." />}
        error={{ title: PROFILE_TEXT.fetchFailed }}
        onRefetchError="show-error"
      >
        {(profile) => (
          // A newer record (the page's loader read it as the page opened) starts the form again from it.
          <ProfileFormScreen key={`${profile.id}:${profile.updatedAt}`} profile={profile} />
        )}
      </QueryState>
      <HelpWidget />
    </div>
  );
}
