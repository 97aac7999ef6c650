import { useQueryClient } from "@tanstack/react-query";
import type { Path } from "react-hook-form";
import type { z } from "zod";
import {
  SITE_LINK_KEYS,
  SITE_LINK_LABELS,
  type SiteLinks,
  siteLinks,
} from "../../../src/shared/contracts/admin-content";
import { ApiForm } from "../../components/ui/api-form";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { adminKeys, afterChange, saveSiteLinks, useSiteLinks } from "./api";
import { LoadError } from "./parts";

/** The support e-mail and phone, the info e-mail, and the links the site and its e-mails use. */
export function SiteLinksCard() {
  const query = useSiteLinks();
  return (
    <section aria-labelledby="admin-card-site-links">
      <Card>
        <CardHeader>
          <CardTitle id="admin-card-site-links">Site links & contact</CardTitle>
          <p className="text-sm text-slate-600">
            These show on the site and in its e-mails from the next page load.
          </p>
        </CardHeader>
        <CardContent>
          {query.data ? (
            <SiteLinksForm key={JSON.stringify(query.data)} links={query.data} />
          ) : query.isError ? (
            <LoadError
              what="the site links"
              error={query.error}
              retry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <div role="status" aria-label="Loading the site links" className="grid gap-4 sm:grid-cols-2">
              {Array.from({ length: 8 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
    </section>
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
      queryClient.setQueryData(adminKeys.siteLinks, saved);
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
