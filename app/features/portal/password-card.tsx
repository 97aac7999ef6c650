import { useMemo } from "react";
import { z } from "zod";
import { type Me, setPassword } from "../../../src/shared/contracts/auth";
import { ApiForm } from "../../components/ui/api-form";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { PasswordField } from "../../components/ui/text-field";
import { useSessionCache } from "../../lib/session";
import { notify } from "../../lib/toast";
import { useApiForm } from "../../lib/use-api-form";
import { savePassword } from "./api";

const base = z.object({
  currentPassword: z.string().max(200),
  newPassword: setPassword.shape.newPassword,
});
const EMPTY = { currentPassword: "", newPassword: "" };

/** Sets a sign-in password, or changes it (asking for the current one) when the account has one. */
export function PasswordCard({ me }: { me: Me }) {
  const session = useSessionCache();
  const schema = useMemo(
    () =>
      me.hasPassword
        ? base.refine((v) => v.currentPassword.length > 0, {
            path: ["currentPassword"],
            message: "Please enter your current password",
          })
        : base,
    [me.hasPassword],
  );
  const passwordForm = useApiForm({
    schema,
    defaultValues: EMPTY,
    submit: ({ currentPassword, newPassword }) =>
      savePassword(me.hasPassword ? { currentPassword, newPassword } : { newPassword }),
    onSuccess: async () => {
      notify.success({
        title: "Password saved",
        description: "You can now sign in with your email and password.",
      });
      passwordForm.form.reset(EMPTY);
      await session.refresh();
    },
  });

  const current = passwordForm.field("currentPassword");
  const fresh = passwordForm.field("newPassword");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in password</CardTitle>
        <p className="text-sm text-slate-700">
          {me.hasPassword
            ? "You can sign in with your email and password, or with an email link. Change your password here."
            : "Set a password to sign in with your email and password as well as with an email link."}
        </p>
      </CardHeader>
      <CardContent>
        <ApiForm
          form={passwordForm}
          label="Sign-in password"
          submitLabel={me.hasPassword ? "Change password" : "Save password"}
          busyLabel="Saving..."
          submitClassName="w-full sm:w-auto"
          className="max-w-md"
        >
          {/* Lets password managers store the new password with the right account. */}
          <input type="text" name="username" autoComplete="username" value={me.email} readOnly hidden />
          {me.hasPassword && (
            <PasswordField id="current-password" label="Current password" className="mb-4" {...current} />
          )}
          <PasswordField
            id="new-password"
            label="New password"
            purpose="new"
            help="At least 6 characters."
            {...fresh}
          />
        </ApiForm>
      </CardContent>
    </Card>
  );
}
