/**
 * The three small tabs that are mostly checkboxes: Business (payment links, each shown once its box is
 * ticked), Materials (what the trainer has access to) and Community (the groups they are in).
 */
import { PROFILE_LIMITS } from "../../../../src/shared/contracts/profile";
import { TextField } from "../../../components/ui/text-field";
import { useSite } from "../../../lib/site-config";
import { CheckField, TextAreaField } from "../fields";
import type { ProfileForm } from "./tab-parts";

const PAYMENTS = [
  { flag: "hasStripe", link: "stripePaymentLink", label: "Stripe", linkLabel: "Stripe payment link" },
  { flag: "hasPaypal", link: "paypalPaymentLink", label: "PayPal", linkLabel: "PayPal payment link" },
  { flag: "hasPillar", link: "pillarAccountLink", label: "Pillar account", linkLabel: "Pillar account link" },
  {
    flag: "hasAffiliateLink",
    link: "affiliateLink",
    label: "Affiliate link",
    linkLabel: "Affiliate link URL",
  },
] as const;

export function BusinessTab({ form, field }: ProfileForm) {
  const values = form.watch();
  return (
    <div className="flex flex-col gap-3">
      {PAYMENTS.map((p) => (
        <div key={p.flag} className="rounded-md border border-slate-200 p-3">
          <CheckField control={form.control} name={p.flag} label={p.label} />
          {values[p.flag] && (
            <TextField
              id={`profile-${p.link}`}
              label={p.linkLabel}
              type="url"
              placeholder="https://"
              className="mt-2"
              {...field(p.link)}
            />
          )}
        </div>
      ))}
    </div>
  );
}

const MATERIALS = [
  { name: "hasCurriculum", label: "Curriculum" },
  { name: "hasMarketingResources", label: "Marketing resources" },
  { name: "hasWorkbooks", label: "Basic curriculum workbook" },
  { name: "hasVideoLibrary", label: "Video library" },
  { name: "hasTrainerDrive", label: "Trainer drive" },
  { name: "hasCanva", label: "Canva" },
  { name: "hasMarketingAssets", label: "Marketing assets" },
] as const;

export function MaterialsTab({ form }: ProfileForm) {
  const site = useSite();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-700">The materials you have access to:</p>
      <div className="grid sm:grid-cols-2">
        {MATERIALS.map((m) => (
          <CheckField key={m.name} control={form.control} name={m.name} label={m.label} />
        ))}
      </div>
      <p className="rounded-md bg-info-50 p-3 text-sm text-slate-800">
        Lost access to a material? Contact support at{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-info-700 underline">
          {site.supportEmail}
        </a>{" "}
        to restore it.
      </p>
    </div>
  );
}

export function CommunityTab({ form, field }: ProfileForm) {
  const site = useSite();
  return (
    <div className="flex flex-col gap-3">
      <CheckField control={form.control} name="inWhatsApp" label="I'm in the WhatsApp community" />
      <CheckField control={form.control} name="inFacebook" label="I'm in the private Facebook community" />
      <p className="rounded-md bg-info-50 p-3 text-sm text-slate-800">
        Need an invitation to a community group? Contact support at{" "}
        <a href={`mailto:${site.supportEmail}`} className="font-medium text-info-700 underline">
          {site.supportEmail}
        </a>{" "}
        or {site.supportPhone}.
      </p>
      <TextAreaField
        id="profile-communityNotes"
        label="Additional notes"
        rows={4}
        maxLength={PROFILE_LIMITS.notes}
        binding={field("communityNotes")}
      />
    </div>
  );
}
