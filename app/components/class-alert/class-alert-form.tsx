import { MailCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ALERT_DISTANCES, DEFAULT_ALERT_DISTANCE } from "../../../src/shared/class-alert-texts";
import { classAlertRequest } from "../../../src/shared/contracts/class-alert-schemas";
import { classAlertEndpoints } from "../../../src/shared/contracts/class-alerts";
import { call } from "../../lib/api";
import { useApiForm } from "../../lib/use-api-form";
import { ApiForm } from "../ui/api-form";
import { Button } from "../ui/button";
import { SelectField } from "../ui/select";
import { TextField } from "../ui/text-field";

export type ClassAlertFormProps = {
  /** The id the form's heading takes (the prompt's section is labelled by it). */
  headingId: string;
  /** The place the page is about (the directory's search), or "". */
  place: string;
  onClose: () => void;
};

/**
 * The class alert form (loaded on demand by class-alert-prompt.tsx): e-mail, place and distance. The
 * server answers with the place as the distance search names it and e-mails a confirmation link; nothing
 * is sent to the address until that link is opened and confirmed.
 */
export function ClassAlertForm({ headingId, place, onClose }: ClassAlertFormProps) {
  const id = useId();
  const [sent, setSent] = useState<{ email: string; place: string }>();
  const form = useApiForm({
    schema: classAlertRequest,
    defaultValues: { email: "", place, distance: DEFAULT_ALERT_DISTANCE },
    submit: (body) => call(classAlertEndpoints.subscribe, { body }),
    onSuccess: (answer) => setSent({ email: answer.email, place: answer.place }),
  });
  // The form replaces the button that opened it: the keyboard goes on in the form.
  useEffect(() => document.getElementById(`${id}-email`)?.focus(), [id]);

  if (sent) return <CheckYourEmail headingId={headingId} {...sent} onClose={onClose} />;

  return (
    <>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Get an e-mail when a class is scheduled near you
      </h2>
      <p className="mt-1 text-slate-700">
        We e-mail you at most once a day, only when a new class is near your place. Every e-mail has a
        one-click unsubscribe.
      </p>
      <ApiForm
        form={form}
        label="Class alerts"
        submitLabel="Send me class alerts"
        busyLabel="Sending..."
        className="mt-4"
        actions={
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_9rem]">
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field("email")}
          />
          <TextField
            id={`${id}-place`}
            label="City, ZIP or postal code"
            autoComplete="address-level2"
            {...form.field("place")}
          />
          <SelectField
            id={`${id}-distance`}
            label="Distance"
            {...form.field("distance", { setValueAs: (v) => Number(v) })}
          >
            {ALERT_DISTANCES.map((d) => (
              <option key={d} value={d}>
                {d} miles
              </option>
            ))}
          </SelectField>
        </div>
      </ApiForm>
    </>
  );
}

function CheckYourEmail({
  headingId,
  email,
  place,
  onClose,
}: {
  headingId: string;
  email: string;
  place: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex flex-col items-start gap-2 outline-none">
      <MailCheck aria-hidden className="size-9 text-success-700" />
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Check your e-mail to confirm
      </h2>
      <p className="text-slate-700">
        We sent a link to <span className="font-medium break-all text-slate-900">{email}</span>. Open it and
        press Confirm to get alerts for classes near {place}. Nothing is sent until you do.
      </p>
      <Button variant="secondary" className="mt-2" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}
