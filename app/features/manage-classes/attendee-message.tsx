import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { attendeeMessageForm } from "../../../src/shared/contracts/reservation-schemas";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { FormAlert, TextField } from "../../components/ui/text-field";
import { errorMessage } from "../../lib/api";
import type { SendMessage } from "./attendees-api";

type Errors = { subject?: string; body?: string };

/**
 * "Message attendees" under a class's attendee list (issue 33 §4): a subject and a text, e-mailed to
 * everyone reserved or waiting. The server limits it to 3 a class a day; its 429 text is shown as is.
 */
export function AttendeeMessage({ send, people }: { send: SendMessage; people: number }) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<number>();
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <div className="mt-4">
        {sent !== undefined && (
          <p role="status" className="mb-2 text-sm text-slate-700">
            Message sent to {sent === 1 ? "1 person" : `${sent} people`}.
          </p>
        )}
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={people === 0}>
          <Mail aria-hidden className="size-4" /> Message attendees
        </Button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = attendeeMessageForm.safeParse({ subject, body });
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      setSent((await send(checked.data)).sent);
      setSubject("");
      setBody("");
      setOpen(false);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-4 space-y-3 rounded-md border border-slate-200 p-3" onSubmit={submit} noValidate>
      <p className="text-sm text-slate-700">
        E-mailed to everyone reserved or on the waitlist (
        {people === 1 ? "1 reservation" : `${people} reservations`}).
      </p>
      <TextField
        id="attendee-message-subject"
        label="Subject"
        value={subject}
        maxLength={150}
        onChange={(e) => setSubject(e.target.value)}
        error={errors.subject}
      />
      <div>
        <Label htmlFor="attendee-message-body">Message</Label>
        <Textarea
          id="attendee-message-body"
          rows={6}
          className="mt-1"
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? "attendee-message-body-error" : undefined}
        />
        <FieldError id="attendee-message-body-error">{errors.body}</FieldError>
      </div>
      <FormAlert>{failure}</FormAlert>
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send message"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
