import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Info, Mail } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { z } from "zod";
import {
  ADMIN_STATUSES,
  ADMIN_TEXT,
  type AdminTrainer,
  type TrainerChange,
} from "../../../src/shared/contracts/admin";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { Skeleton } from "../../components/ui/skeleton";
import { TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, changeTrainer, isConflict, sendSignInLink, useAdminTrainer } from "./api";
import { labelFromKey, readable, statusLabel } from "./format";
import { LoadError, StatusBadge } from "./parts";

type Status = (typeof ADMIN_STATUSES)[number];

const CONFIRM_TEXT: Partial<Record<Status, { title: string; label: string }>> = {
  suspended: { title: "Suspend this trainer?", label: "Suspend" },
  revoked: { title: "Revoke this trainer's certification?", label: "Revoke" },
};

/** A trainer's page in the console: status, featured, the owner-only fields, and every profile field. */
export function TrainerDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useAdminTrainer(valid ? id : 0);

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <Button asChild variant="ghost" className="self-start">
        <Link to="/trainer-portal/admin/trainers">
          <ArrowLeft aria-hidden className="size-4" />
          All trainers
        </Link>
      </Button>
      {!valid ? (
        <p className="text-slate-700">{ADMIN_TEXT.notFound}</p>
      ) : query.data ? (
        <TrainerPage trainer={query.data} />
      ) : query.isError ? (
        <LoadError
          what="this trainer"
          error={query.error}
          retry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div role="status" aria-label="Loading the trainer" className="flex flex-col gap-4">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-32 w-full rounded-lg" />
          <Skeleton className="h-96 w-full rounded-lg" />
        </div>
      )}
    </div>
  );
}

function TrainerPage({ trainer }: { trainer: AdminTrainer }) {
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 className="text-2xl break-words">{trainer.name}</h2>
        <StatusBadge status={trainer.status} />
        <p className="w-full break-all text-slate-700">{trainer.email}</p>
      </header>
      {trainer.locationIsDefault && (
        <p className="flex items-start gap-2 rounded-md bg-info-50 p-3 text-sm text-info-700">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {ADMIN_TEXT.locationDefault}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-2">
        <StatusCard trainer={trainer} />
        <AccessCard trainer={trainer} />
      </div>
      <OwnerFieldsCard key={JSON.stringify(trainer)} trainer={trainer} />
      <ProfileCard trainer={trainer} />
    </>
  );
}

function StatusCard({ trainer }: { trainer: AdminTrainer }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(trainer.status);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [featuredBusy, setFeaturedBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      const saved = await changeTrainer(trainer.id, { status });
      await afterChange(queryClient, saved);
      notify.success({
        title: "Status saved",
        description: `${saved.name} is now ${statusLabel(saved.status)}.`,
      });
    } catch (err) {
      notify.error({ title: "Status not saved", description: errorMessage(err) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const setFeatured = async (featured: boolean) => {
    setFeaturedBusy(true);
    try {
      const saved = await changeTrainer(trainer.id, { featured });
      await afterChange(queryClient, saved);
      notify.success({ title: featured ? "Featured" : "No longer featured" });
    } catch (err) {
      notify.error({ title: "Not saved", description: errorMessage(err) });
    } finally {
      setFeaturedBusy(false);
    }
  };

  const confirm = CONFIRM_TEXT[status];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Label htmlFor="trainer-status-select" className="mb-1">
            Status
          </Label>
          <div className="flex flex-wrap gap-2">
            <Select
              id="trainer-status-select"
              className="min-w-48 flex-1"
              value={status}
              onChange={(e) => setStatus(e.target.value as Status)}
            >
              {ADMIN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </Select>
            <Button
              disabled={busy || status === trainer.status}
              onClick={() => (confirm ? setConfirming(true) : void save())}
            >
              {busy ? "Saving..." : "Save status"}
            </Button>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Certifying sets the certification date, and the renewal date two years later.
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox
            id="trainer-featured"
            checked={trainer.featured}
            disabled={featuredBusy}
            onCheckedChange={(checked) => void setFeatured(checked === true)}
          />
          <Label htmlFor="trainer-featured" className="text-base">
            Featured in the directory
          </Label>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirm?.title ?? "Change the status?"}
        description={<p>Suspending ends their sessions and hides them from the directory at once.</p>}
        confirmLabel={confirm?.label ?? "Save"}
        busyLabel="Saving..."
        busy={busy}
        onConfirm={() => void save()}
      />
    </Card>
  );
}

function AccessCard({ trainer }: { trainer: AdminTrainer }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await sendSignInLink(trainer.id);
      notify.success({ title: "Link sent", description: ADMIN_TEXT.linkSent });
    } catch (err) {
      notify.error({ title: "Link not sent", description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in and addresses</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <Button variant="secondary" onClick={() => void send()} disabled={busy}>
            <Mail aria-hidden className="size-4" />
            {busy ? "Sending..." : "Send sign-in link"}
          </Button>
          <p className="mt-1 text-sm text-slate-600">
            E-mails {trainer.email} a link to sign in and set a new password.
          </p>
        </div>
        <dl className="grid gap-1 text-sm">
          <dt className="font-medium text-slate-800">Public page</dt>
          <dd className="break-all text-slate-700">/{trainer.slug}</dd>
          <dt className="mt-2 font-medium text-slate-800">Old addresses</dt>
          <dd className="text-slate-700">
            {trainer.oldSlugs.length === 0 ? (
              "None"
            ) : (
              <ul className="flex flex-wrap gap-2">
                {trainer.oldSlugs.map((s) => (
                  <li key={s} className="rounded-sm bg-slate-100 px-2 py-0.5 break-all">
                    /{s}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayText = z
  .string()
  .trim()
  .refine((v) => v === "" || DATE.test(v), ADMIN_TEXT.invalidDate);
const coordinate = (max: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= max),
      `Between -${max} and ${max}`,
    );

const ownerForm = z
  .object({
    displayName: z.string().trim().max(120),
    city: z.string().trim().max(120),
    state: z.string().trim().max(60),
    displayLocation: z.string().trim().max(200),
    trainingDate: dayText,
    certificationDate: dayText,
    renewalDate: dayText,
    email: z.string().trim().toLowerCase().pipe(z.email(ADMIN_TEXT.invalidEmail)),
    slug: z.string().trim().toLowerCase().min(2, ADMIN_TEXT.slugInvalid).max(80),
    latitude: coordinate(90),
    longitude: coordinate(180),
    affiliateCode: z.string().trim().max(40),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === "") !== (v.longitude === "")) {
      const field = v.latitude === "" ? "latitude" : "longitude";
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: "Give both latitude and longitude, or neither.",
      });
    }
  });
type OwnerForm = z.infer<typeof ownerForm>;

const text = (v: string | number | null) => (v === null ? "" : String(v));

function valuesOf(t: AdminTrainer): OwnerForm {
  return {
    displayName: text(t.displayName),
    city: text(t.city),
    state: text(t.state),
    displayLocation: text(t.displayLocation),
    trainingDate: text(t.trainingDate),
    certificationDate: text(t.certificationDate),
    renewalDate: text(t.renewalDate),
    email: t.email,
    slug: t.slug,
    latitude: text(t.latitude),
    longitude: text(t.longitude),
    affiliateCode: text(t.affiliateCode),
  };
}

/** Only the fields that changed, in the contract's shape (an emptied field is null). */
function changes(before: OwnerForm, after: OwnerForm): TrainerChange {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof OwnerForm)[]) {
    if (before[key] === after[key]) continue;
    const v = after[key];
    if (key === "latitude" || key === "longitude") out[key] = v === "" ? null : Number(v);
    else if (key === "email" || key === "slug") out[key] = v;
    else out[key] = v === "" ? null : v;
  }
  // The map point goes as a pair.
  if ("latitude" in out || "longitude" in out) {
    out.latitude = after.latitude === "" ? null : Number(after.latitude);
    out.longitude = after.longitude === "" ? null : Number(after.longitude);
  }
  return out as TrainerChange;
}

function OwnerFieldsCard({ trainer }: { trainer: AdminTrainer }) {
  const queryClient = useQueryClient();
  const initial = valuesOf(trainer);
  const { form, field, ...state } = useApiForm({
    schema: ownerForm,
    defaultValues: initial,
    submit: async (values) => {
      const body = changes(initial, values);
      if (Object.keys(body).length === 0) return null;
      return changeTrainer(trainer.id, body);
    },
    onSuccess: async (saved) => {
      if (!saved) {
        notify.info({ title: "Nothing to save", description: "No field was changed." });
        return;
      }
      notify.success({ title: "Trainer saved", description: `${saved.name}'s details are saved.` });
      await afterChange(queryClient, saved);
    },
    onError: (err, message) => {
      if (!isConflict(err)) return undefined;
      const target =
        message === ADMIN_TEXT.slugTaken ? "slug" : message === ADMIN_TEXT.emailTaken ? "email" : null;
      if (!target) return undefined;
      form.setError(target, { type: "server", message }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Owner-only fields</CardTitle>
        <p className="text-sm text-slate-600">
          The trainer sees these read-only. Only the fields you change are saved.
        </p>
      </CardHeader>
      <CardContent>
        <ApiForm form={state} label="Owner-only fields" submitLabel="Save changes" busyLabel="Saving...">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="owner-displayName" label="Display name" {...field("displayName")} />
            <TextField id="owner-email" label="Login e-mail" type="email" {...field("email")} />
            <TextField id="owner-city" label="City" {...field("city")} />
            <TextField id="owner-state" label="State" {...field("state")} />
            <TextField
              id="owner-displayLocation"
              label="Public location"
              help="Shown instead of the city and state."
              {...field("displayLocation")}
            />
            <TextField
              id="owner-slug"
              label="Custom URL slug"
              help="The public page's address; the old one redirects to it."
              {...field("slug")}
            />
            <TextField id="owner-trainingDate" label="Training date" type="date" {...field("trainingDate")} />
            <TextField
              id="owner-certificationDate"
              label="Certification date"
              type="date"
              {...field("certificationDate")}
            />
            <TextField id="owner-renewalDate" label="Renewal date" type="date" {...field("renewalDate")} />
            <TextField id="owner-affiliateCode" label="Affiliate code" {...field("affiliateCode")} />
            <TextField
              id="owner-latitude"
              label="Map point latitude"
              inputMode="decimal"
              help="Both or neither; empty uses the city's point."
              {...field("latitude")}
            />
            <TextField
              id="owner-longitude"
              label="Map point longitude"
              inputMode="decimal"
              {...field("longitude")}
            />
          </div>
        </ApiForm>
      </CardContent>
    </Card>
  );
}

function ProfileCard({ trainer }: { trainer: AdminTrainer }) {
  const entries = Object.entries(trainer.profile);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <p className="text-sm text-slate-600">
          Every profile field, as the trainer last saved it (read-only).
        </p>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-slate-700">This trainer has no profile fields yet.</p>
        ) : (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
            {entries.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-sm font-medium text-slate-800">{labelFromKey(key)}</dt>
                <dd className="min-w-0 text-sm break-words whitespace-pre-line text-slate-700">
                  {readable(value)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
