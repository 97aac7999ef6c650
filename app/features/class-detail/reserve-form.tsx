import { ListOrdered, MailCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { reserveForm } from "../../../src/shared/contracts/reservation-schemas";
import {
  type ClassSpots,
  type ReserveAnswer,
  reservationEndpoints,
} from "../../../src/shared/contracts/reservations";
import { MAX_PARTY, PENDING_MINUTES } from "../../../src/shared/reservation-rules";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/select";
import { TextField } from "../../components/ui/text-field";
import { call } from "../../lib/api";
import { useApiForm } from "../../lib/use-api-form";

export type ReserveFormProps = {
  headingId: string;
  classId: string;
  title: string;
  /** No spot is free now: the request joins the waitlist. */
  full: boolean;
  onClose: () => void;
  /** The live count after this reservation (the panel's read: a refetch could be the browser's copy). */
  onCounted: (count: (spots: ClassSpots) => ClassSpots) => void;
};

/** The live count after this reservation: a held-for-now party takes its spots, a waiting one waits. */
function counted(s: ClassSpots, r: ReserveAnswer): ClassSpots {
  if (r.status === "waitlisted") return { ...s, waitlist: s.waitlist + r.partySize };
  const reserved = s.reserved + r.partySize;
  return { ...s, reserved, spotsLeft: s.capacity === null ? null : Math.max(0, s.capacity - reserved) };
}

const PARTY = Array.from({ length: MAX_PARTY }, (_, i) => i + 1);

/**
 * The reserve form (loaded on demand by reserve-panel.tsx): name, e-mail, party size. The server holds
 * the spot for a short while and e-mails a confirmation link, or puts the party on the waitlist.
 */
export function ReserveForm({ headingId, classId, title, full, onClose, onCounted }: ReserveFormProps) {
  const id = useId();
  const [answer, setAnswer] = useState<ReserveAnswer & { email: string }>();
  const form = useApiForm({
    schema: reserveForm,
    defaultValues: { name: "", email: "", partySize: 1 },
    submit: (body) => call(reservationEndpoints.reserve, { params: { id: classId }, body }),
    onSuccess: (result, values) => {
      setAnswer({ ...result, email: values.email });
      onCounted((s) => counted(s, result));
    },
  });
  // The form replaces the button that opened it: the keyboard goes on in the form.
  useEffect(() => document.getElementById(`${id}-name`)?.focus(), [id]);

  if (answer) return <Answer headingId={headingId} answer={answer} onClose={onClose} />;

  return (
    <>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {full ? "Join the waitlist" : "Reserve a spot"}
      </h2>
      <p className="mt-1 text-slate-700">
        {full
          ? `${title} is full. Join the waitlist and we'll e-mail you if a spot frees up.`
          : "We'll e-mail you a link to confirm your spot, then how to pay the trainer."}
      </p>
      <ApiForm
        form={form}
        label="Reserve a spot"
        submitLabel={full ? "Join the waitlist" : "Reserve"}
        busyLabel="Sending..."
        className="mt-4"
        actions={
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        }
      >
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_8rem]">
          <TextField id={`${id}-name`} label="Name" autoComplete="name" {...form.field("name")} />
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            autoComplete="email"
            {...form.field("email")}
          />
          <SelectField
            id={`${id}-party`}
            label="People"
            {...form.field("partySize", { setValueAs: (v) => Number(v) })}
          >
            {PARTY.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
      </ApiForm>
    </>
  );
}

function Answer({
  headingId,
  answer,
  onClose,
}: {
  headingId: string;
  answer: ReserveAnswer & { email: string };
  onClose: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const waiting = answer.status === "waitlisted";
  const Icon = waiting ? ListOrdered : MailCheck;
  return (
    <div ref={ref} tabIndex={-1} role="status" className="flex flex-col items-start gap-2 outline-none">
      <Icon aria-hidden className="size-9 text-success-700" />
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {waiting
          ? `You're number ${answer.position ?? ""} on the waitlist`
          : "Check your e-mail to confirm your spot"}
      </h2>
      <p className="text-slate-700">
        {waiting ? (
          <>
            We'll e-mail <Email value={answer.email} /> if a spot frees up, with a link to claim it.
          </>
        ) : (
          <>
            We sent a link to <Email value={answer.email} />. Open it and press "Confirm my spot" within{" "}
            {PENDING_MINUTES} minutes, or the spot is released.
          </>
        )}
      </p>
      <Button variant="secondary" className="mt-2" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}

const Email = ({ value }: { value: string }) => (
  <span className="font-medium break-all text-slate-900">{value}</span>
);
