import { useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  ADMIN_STATUSES,
  ADMIN_TEXT,
  type NewTrainerInput,
  newTrainer,
} from "../../../src/shared/contracts/admin";
import { ApiForm } from "../../components/ui/api-form";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../components/ui/dialog";
import { SelectField } from "../../components/ui/select";
import { TextField } from "../../components/ui/text-field";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { afterChange, createTrainer, isConflict } from "./api";
import { statusLabel } from "./format";

/** "New trainer": POST /api/admin/trainers (the server e-mails them a sign-in link). */
export function NewTrainerDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden className="size-5" />
          New trainer
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New trainer"
        description="They get an e-mail with a link to sign in. Only the admin can create an account outside onboarding."
      >
        {open && <NewTrainerForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function NewTrainerForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, field, ...state } = useApiForm({
    schema: newTrainer,
    defaultValues: { name: "", email: "", status: "in_training", city: "", state: "" } as NewTrainerInput,
    submit: (values) =>
      createTrainer({ ...values, city: values.city || undefined, state: values.state || undefined }),
    onSuccess: async (trainer) => {
      notify.success({ title: "Trainer created", description: `${trainer.name} will get a sign-in e-mail.` });
      await afterChange(queryClient, trainer);
      onDone();
      navigate(`/trainer-portal/admin/trainers/${trainer.id}`);
    },
    onError: (err, message) => {
      if (!isConflict(err)) return undefined;
      form.setError(
        "email",
        { type: "server", message: message || ADMIN_TEXT.emailTaken },
        { shouldFocus: true },
      );
      return true;
    },
  });
  return (
    <ApiForm
      form={state}
      label="New trainer"
      submitLabel="Create trainer"
      busyLabel="Creating..."
      actions={
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="new-name"
          label="Name"
          autoComplete="off"
          className="sm:col-span-2"
          {...field("name")}
        />
        <TextField
          id="new-email"
          label="Email"
          type="email"
          autoComplete="off"
          className="sm:col-span-2"
          {...field("email")}
        />
        <SelectField id="new-status" label="Status" {...form.register("status")}>
          {ADMIN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </SelectField>
        <div className="hidden sm:block" />
        <TextField id="new-city" label="City" {...field("city")} />
        <TextField id="new-state" label="State" help="Two letters, e.g. OK" {...field("state")} />
      </div>
    </ApiForm>
  );
}
