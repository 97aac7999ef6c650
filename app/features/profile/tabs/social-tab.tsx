/** Social media: the named platforms, the website, and up to a few more platforms of the trainer's own. */
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { PROFILE_LIMITS } from "../../../../src/shared/contracts/profile";
import { Button } from "../../../components/ui/button";
import { FieldError } from "../../../components/ui/label";
import { TextField } from "../../../components/ui/text-field";
import { grid, type ProfileForm, WebsiteField } from "./tab-parts";

export function SocialTab({ form, field }: ProfileForm) {
  const others = useFieldArray({ control: form.control, name: "otherSocialMedia" });
  const errors = form.formState.errors.otherSocialMedia;
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <TextField
          id="profile-instagram"
          label="Instagram"
          placeholder="@yourhandle"
          {...field("instagram")}
        />
        <TextField
          id="profile-facebook"
          label="Facebook"
          placeholder="https://facebook.com/..."
          {...field("facebook")}
        />
        <TextField id="profile-tiktok" label="TikTok" placeholder="@yourhandle" {...field("tiktok")} />
        <TextField
          id="profile-linkedin"
          label="LinkedIn"
          placeholder="https://linkedin.com/in/..."
          {...field("linkedin")}
        />
        <TextField id="profile-twitter" label="X/Twitter" placeholder="@yourhandle" {...field("twitter")} />
        <TextField id="profile-pillar" label="Pillar profile" {...field("pillar")} />
        <TextField
          id="profile-youtube"
          label="YouTube"
          placeholder="https://youtube.com/@..."
          {...field("youtube")}
        />
        <WebsiteField form={form} id="profile-social-website" />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-base font-semibold text-slate-900">Additional platforms</legend>
        {others.fields.map((item, i) => (
          <div key={item.id} className="grid items-end gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <TextField
              id={`profile-other-${i}-platform`}
              label={`Platform ${i + 1} name`}
              placeholder="Threads"
              {...field(`otherSocialMedia.${i}.platform`)}
              error={errors?.[i]?.platform?.message}
            />
            <TextField
              id={`profile-other-${i}-url`}
              label={`Platform ${i + 1} URL or username`}
              placeholder="@yourhandle"
              {...field(`otherSocialMedia.${i}.url`)}
              error={errors?.[i]?.url?.message}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove platform ${i + 1}`}
              onClick={() => others.remove(i)}
            >
              <Trash2 aria-hidden className="size-5" />
            </Button>
          </div>
        ))}
        {others.fields.length < PROFILE_LIMITS.otherSocial && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => others.append({ platform: "", url: "" }, { shouldFocus: true })}
          >
            <Plus aria-hidden className="size-4" />
            Add Platform
          </Button>
        )}
        <FieldError>{errors?.message ?? errors?.root?.message}</FieldError>
      </fieldset>
    </div>
  );
}
