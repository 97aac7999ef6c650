import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type Me, setPassword } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormAlert, TextField } from "../../components/ui/text-field";
import { api, errorMessage } from "../../lib/api";
import { ME_KEY } from "../../lib/session";
import { notify } from "../../lib/toast";

const base = z.object({
  currentPassword: z.string().max(200),
  newPassword: setPassword.shape.newPassword,
});
type Values = z.infer<typeof base>;

/** Sets a sign-in password, or changes it (asking for the current one) when the account has one. */
export function PasswordCard({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string>();
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
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(undefined);
    try {
      await api("/api/me/password", {
        body: me.hasPassword ? { currentPassword, newPassword } : { newPassword },
      });
      notify.success({
        title: "Password saved",
        description: "You can now sign in with your email and password.",
      });
      form.reset({ currentPassword: "", newPassword: "" });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

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
        <form noValidate onSubmit={submit} aria-label="Sign-in password" className="max-w-md">
          {/* Lets password managers store the new password with the right account. */}
          <input type="text" name="username" autoComplete="username" value={me.email} readOnly hidden />
          {me.hasPassword && (
            <TextField
              id="current-password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              className="mb-4"
              error={errors.currentPassword?.message}
              {...form.register("currentPassword")}
            />
          )}
          <TextField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            help="At least 6 characters."
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : me.hasPassword ? "Change password" : "Save password"}
          </Button>
          <FormAlert>{serverError}</FormAlert>
        </form>
      </CardContent>
    </Card>
  );
}
