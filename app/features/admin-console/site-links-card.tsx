import { useQueryClient } from "@tanstack/react-query";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import {
  SITE_LINK_KEYS,
  SITE_LINK_LABELS,
  type SiteLinks,
  siteContentAdminEndpoints,
  siteLinks,
} from "../../../src/shared/contracts/admin-content";
import { ApiForm } from "../../components/ui/api-form";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, saveSiteLinks, setAdminResource, useAdminResource } from "./api";
import { BlockSkeleton } from "./parts";
import { ResourceCard } from "./resource-card";

/** The support e-mail and phone, the info e-mail, and the links the site and its e-mails use. */
export function SiteLinksCard() {
  const query = useAdminResource(siteContentAdminEndpoints.links);
  return (
    <ResourceCard
      id="admin-card-site-links"
      title="Site links & contact"
      description="These show on the site and in its e-mails from the next page load."
      query={query}
      what="the site links"
      loading={<BlockSkeleton label="Loading the site links" count={8} block="h-16" grid />}
    >
      {(links) => <SiteLinksForm key={JSON.stringify(links)} links={links} />}
    </ResourceCard>
  );
}

type FormValues = z.input<typeof siteLinks>;

const FIELD_NAMES = new Set<string>([
  "supportEmail",
  "infoEmail",
  "supportPhone",
  ...SITE_LINK_KEYS.map((k) => `links.${k}`),
]);

function SiteLinksForm({ links }: { links: SiteLinks }) {
  const queryClient = useQueryClient();
  const { form, field, ...state } = useApiForm({
    schema: siteLinks,
    defaultValues: links,
    submit: saveSiteLinks,
    onSuccess: async (saved) => {
      setAdminResource(queryClient, siteContentAdminEndpoints.links, () => saved);
      notify.success({ title: "Links saved", description: "The site uses them from the next page load." });
      await afterChange(queryClient);
    },
    onError: (err) => {
      // The links are nested ("links.bookingUrl"): each refused one goes under its own field.
      const issues = err instanceof ApiError ? err.issues : [];
      if (issues.length === 0 || !issues.every((i) => FIELD_NAMES.has(i.field))) return undefined;
      issues.forEach((issue, i) => {
        form.setError(
          issue.field as Path<FormValues>,
          { type: "server", message: issue.message },
          { shouldFocus: i === 0 },
        );
      });
      return true;
    },
  });
  return (
    <ApiForm form={state} label="Site links and contact" submitLabel="Save links" busyLabel="Saving...">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Contact</legend>
        <TextField
          id="site-supportEmail"
          label="Support e-mail"
          type="email"
          autoComplete="off"
          {...field("supportEmail")}
        />
        <TextField
          id="site-infoEmail"
          label="Info e-mail"
          type="email"
          autoComplete="off"
          {...field("infoEmail")}
        />
        <TextField
          id="site-supportPhone"
          label="Support phone"
          type="tel"
          autoComplete="off"
          help="As people read it, e.g. (555) 123-4567."
          {...field("supportPhone")}
        />
      </fieldset>
      <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Links</legend>
        {SITE_LINK_KEYS.map((key) => (
          <TextField
            key={key}
            id={`site-link-${key}`}
            label={SITE_LINK_LABELS[key]}
            type="url"
            inputMode="url"
            autoComplete="off"
            {...field(`links.${key}`)}
          />
        ))}
      </fieldset>
    </ApiForm>
  );
}
