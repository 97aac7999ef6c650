import { useQueryClient } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import {
  PROFILE_LIMITS,
  PROFILE_TEXT,
  type ProfileEditView,
  profileEdit,
} from "../../../src/shared/contracts/profile";
import { QueryState } from "../../components/query-state";
import { ApiForm } from "../../components/ui/api-form";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useMe } from "../../lib/session";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { refreshAfterSave, saveProfileEdit, useProfileEdit } from "./api";
import { useDraft } from "./draft";
import { DraftOffer } from "./draft-offer";
import { PictureUploader } from "./picture-uploader";
import { BackToDashboard, LoadingState, OwnerOnlyNote } from "./shared-ui";

type EditValues = {
  publicBio: string;
  instagram: string;
  tiktok: string;
  facebook: string;
  youtube: string;
  twitter: string;
  website: string;
};

const SOCIAL: { name: Exclude<keyof EditValues, "publicBio">; label: string; placeholder: string }[] = [
  { name: "instagram", label: "Instagram", placeholder: "@yourhandle or https://instagram.com/..." },
  { name: "tiktok", label: "TikTok", placeholder: "@yourhandle or https://tiktok.com/@..." },
  { name: "facebook", label: "Facebook", placeholder: "https://facebook.com/..." },
  { name: "youtube", label: "YouTube", placeholder: "https://youtube.com/@..." },
  { name: "twitter", label: "Twitter/X", placeholder: "@yourhandle or https://x.com/..." },
  { name: "website", label: "Website", placeholder: "https://yourwebsite.com" },
];

function valuesOf(view: ProfileEditView): EditValues {
  return {
    publicBio: view.publicBio ?? "",
    instagram: view.instagram ?? "",
    tiktok: view.tiktok ?? "",
    facebook: view.facebook ?? "",
    youtube: view.youtube ?? "",
    twitter: view.twitter ?? "",
    website: view.website ?? "",
  };
}

/** The bio's counter (portal §5): 350 at most, the warning colour above 300. */
export function BioCounter({ id, length }: { id: string; length: number }) {
  const warn = length > PROFILE_LIMITS.bioWarn;
  return (
    <p
      id={id}
      data-testid="bio-counter"
      className={cn("mt-1 text-sm", warn ? "font-semibold text-warning-800" : "text-slate-600")}
    >
      {length}/{PROFILE_LIMITS.bio} characters
    </p>
  );
}

function EditProfileForm({ view }: { view: ProfileEditView }) {
  const queryClient = useQueryClient();
  const loaded = useMemo(() => valuesOf(view), [view]);
  const [picture, setPicture] = useState(view.profilePicture);
  const [uploading, setUploading] = useState(false);
  const draft = useDraft<EditValues>("edit-profile", view.id, loaded);

  const apiForm = useApiForm({
    schema: profileEdit,
    defaultValues: loaded,
    submit: (values) => saveProfileEdit({ ...values, userEmail: view.email }),
    onSuccess: async (saved) => {
      draft.drop();
      apiForm.form.reset(valuesOf(saved));
      notify.success({ title: PROFILE_TEXT.savedTitle, description: PROFILE_TEXT.saved });
      await refreshAfterSave(queryClient);
    },
    onError: (err) => {
      notify.error({
        title: PROFILE_TEXT.saveFailedTitle,
        description: (err instanceof ApiError && err.serverMessage) || PROFILE_TEXT.editFailed,
      });
      return true;
    },
  });
  const { form, field } = apiForm;

  // Every change is kept as the draft (a reload offers it back).
  useEffect(() => {
    const sub = form.watch((values, { type }) => {
      if (type === "change") draft.save(values as EditValues);
    });
    return () => sub.unsubscribe();
  }, [form, draft.save]);

  const bio = form.watch("publicBio") ?? "";
  const { error: bioError, ...bioField } = field("publicBio");
  const dirty = form.formState.isDirty;

  return (
    <div className="flex flex-col gap-5">
      {/* A draft brought back after signing in again is already in the form: no second offer. */}
      {draft.offered && !apiForm.restoredDraft && (
        <DraftOffer
          onRestore={() => {
            const offered = draft.offered as EditValues;
            for (const [name, value] of Object.entries(offered))
              form.setValue(name as keyof EditValues, value, { shouldDirty: true });
            draft.dismiss();
          }}
          onDiscard={draft.drop}
        />
      )}
      <Card className="p-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-medium text-slate-700">Editing profile for</dt>
            <dd className="text-base font-semibold break-all text-slate-900" data-testid="editing-email">
              {view.email}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-700">Name</dt>
            <dd className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <UserRound aria-hidden className="size-4 text-brand-700" />
              {view.name}
            </dd>
          </div>
        </dl>
        <OwnerOnlyNote className="mt-4 flex items-start gap-2 rounded-md bg-info-50 p-3 text-sm text-slate-800" />
      </Card>

      <Card className="p-5">
        <PictureUploader
          trainerId={view.id}
          name={view.name}
          picture={picture}
          onChange={(next) => {
            setPicture(next);
            void refreshAfterSave(queryClient);
          }}
          onBusyChange={setUploading}
        />
      </Card>

      <Card className="p-5">
        <ApiForm
          form={apiForm}
          label="Edit profile"
          submitLabel="Save Changes"
          busyLabel="Saving..."
          submitDisabled={!dirty || uploading}
        >
          <div className="flex flex-col gap-4">
            <div>
              <Label htmlFor="edit-bio">Bio</Label>
              <Textarea
                id="edit-bio"
                rows={5}
                maxLength={PROFILE_LIMITS.bio}
                className="mt-1"
                aria-invalid={bioError ? true : undefined}
                aria-describedby={bioError ? "edit-bio-error" : "edit-bio-counter"}
                placeholder="Tell visitors about your training and experience"
                {...bioField}
              />
              <BioCounter id="edit-bio-counter" length={bio.length} />
              <FieldError id="edit-bio-error">{bioError}</FieldError>
            </div>
            <fieldset>
              <legend className="text-base font-semibold text-slate-900">Social links</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                {SOCIAL.map((s) => (
                  <TextField
                    key={s.name}
                    id={`edit-${s.name}`}
                    label={s.label}
                    placeholder={s.placeholder}
                    type={s.name === "website" ? "url" : "text"}
                    autoComplete="off"
                    {...field(s.name)}
                  />
                ))}
              </div>
            </fieldset>
            <p className="text-sm text-slate-700">
              {PROFILE_TEXT.goesLive}{" "}
              <a href="/find-trainer" className="font-medium text-brand-700 underline">
                Find Trainer
              </a>
            </p>
          </div>
        </ApiForm>
      </Card>
    </div>
  );
}

/** Edit Profile (portal §2) at /trainer-portal/edit-profile: bio, picture and six social links. */
export default function EditProfileScreen() {
  const me = useMe().data;
  const email = me?.email ?? "";
  const query = useProfileEdit(email);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <BackToDashboard label="Back to Dashboard" />
      <h1 className="text-2xl sm:text-3xl">Edit Profile</h1>
      <QueryState
        query={query}
        loading={<LoadingState label="Loading your profile..." />}
        error={{ title: PROFILE_TEXT.fetchFailed }}
        onRefetchError="show-error"
      >
        {(view) => (
          // Another record (the page's loader read it as the page opened) starts the form again from it.
          <EditProfileForm key={JSON.stringify(view)} view={view} />
        )}
      </QueryState>
    </div>
  );
}
