import { useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { ADMIN_TEXT, type SiteContentEdit } from "../../../src/shared/contracts/admin";
import { siteContentAdminEndpoints } from "../../../src/shared/contracts/admin-content";
import { BANNER_LINK_TEXT, isBannerLink } from "../../../src/shared/contracts/site-content";
import { ApiForm } from "../../components/ui/api-form";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, saveSiteContent, setAdminResource } from "./api";

/*
 * The form is flat (a checkbox for "no banner", text for each field); the contract's shape, with null
 * for a banner or figure left out, is made on submit.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const siteForm = z
  .object({
    noBanner: z.boolean(),
    title: z.string().trim().max(200),
    dates: z.string().trim().max(200),
    location: z.string().trim().max(200),
    endDate: z.string().trim(),
    ctaUrl: z.string().trim().max(500),
    figure: z.string().trim().max(40),
    label: z.string().trim().max(200),
  })
  .superRefine((v, ctx) => {
    if (!v.noBanner) {
      for (const key of ["title", "dates", "location"] as const) {
        if (!v[key]) ctx.addIssue({ code: "custom", path: [key], message: "Required for the banner." });
      }
      if (!DATE.test(v.endDate))
        ctx.addIssue({ code: "custom", path: ["endDate"], message: ADMIN_TEXT.invalidDate });
      if (v.ctaUrl && !isBannerLink(v.ctaUrl))
        ctx.addIssue({ code: "custom", path: ["ctaUrl"], message: BANNER_LINK_TEXT });
    }
    if (Boolean(v.figure) !== Boolean(v.label)) {
      ctx.addIssue({
        code: "custom",
        path: [v.figure ? "label" : "figure"],
        message: "Give both the figure and its label, or neither.",
      });
    }
  });
type SiteForm = z.infer<typeof siteForm>;

function siteValues(c: SiteContentEdit): SiteForm {
  return {
    noBanner: c.trainingBanner === null,
    title: c.trainingBanner?.title ?? "",
    dates: c.trainingBanner?.dates ?? "",
    location: c.trainingBanner?.location ?? "",
    endDate: c.trainingBanner?.endDate ?? "",
    ctaUrl: c.trainingBanner?.ctaUrl ?? "",
    figure: c.impactStats?.figure ?? "",
    label: c.impactStats?.label ?? "",
  };
}

function siteBody(v: SiteForm): SiteContentEdit {
  return {
    trainingBanner: v.noBanner
      ? null
      : {
          title: v.title,
          dates: v.dates,
          location: v.location,
          endDate: v.endDate,
          ...(v.ctaUrl ? { ctaUrl: v.ctaUrl } : {}),
        },
    impactStats: v.figure ? { figure: v.figure, label: v.label } : null,
  };
}

export function SiteContentForm({ content }: { content: SiteContentEdit }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: siteForm,
    defaultValues: siteValues(content),
    submit: (v) => saveSiteContent(siteBody(v)),
    onSuccess: async (saved) => {
      setAdminResource(queryClient, siteContentAdminEndpoints.get, () => saved);
      notify.success({ title: "Content published", description: "The directory shows it now." });
      await afterChange(queryClient);
    },
  });
  const noBanner = useWatch({ control: form.control, name: "noBanner" });
  return (
    <ApiForm form={state} label="Site content" submitLabel="Publish" busyLabel="Publishing...">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-slate-900">Training banner</legend>
        <label className="flex min-h-tap items-center gap-3 text-base text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" {...form.register("noBanner")} />
          No training banner
        </label>
        {!noBanner && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="banner-title" label="Title" {...field("title")} />
            <TextField
              id="banner-dates"
              label="Dates"
              help="As visitors read it, e.g. June 12–14, 2026"
              {...field("dates")}
            />
            <TextField id="banner-location" label="Location" {...field("location")} />
            <TextField
              id="banner-endDate"
              label="End date"
              type="date"
              help="The banner is hidden after this day."
              {...field("endDate")}
            />
            <TextField
              id="banner-ctaUrl"
              label="Button link (optional)"
              className="sm:col-span-2"
              {...field("ctaUrl")}
            />
          </div>
        )}
      </fieldset>
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Impact figure</legend>
        <TextField id="impact-figure" label="Figure" help="e.g. 25,000+" {...field("figure")} />
        <TextField id="impact-label" label="Label" help="e.g. women trained" {...field("label")} />
      </fieldset>
    </ApiForm>
  );
}
