import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type Me, setPassword } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { FieldError, Label } from "../../components/ui/label";
import { ApiError, api } from "../../lib/api";
import { ME_KEY } from "../../lib/session";
import { notify } from "../../lib/toast";

const base = z.object({
  currentPassword: z.string().max(200),
  newPassword: setPassword.shape.newPassword,
});
type Values = z.infer<typeof base>;

const GENERIC_ERROR = "Something went wrong. Please check your connection and try again.";

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
      setServerError((err instanceof ApiError && err.serverMessage) || GENERIC_ERROR);
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
            <div className="mb-4">
              <Label htmlFor="current-password">Current password</Label>
              <Input
                id="current-password"
                type="password"
                autoComplete="current-password"
                className="mt-1"
                aria-invalid={errors.currentPassword ? true : undefined}
                aria-describedby={errors.currentPassword ? "current-password-error" : undefined}
                {...form.register("currentPassword")}
              />
              <FieldError id="current-password-error">{errors.currentPassword?.message}</FieldError>
            </div>
          )}
          <Label htmlFor="new-password">New password</Label>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            className="mt-1"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={errors.newPassword ? "new-password-error" : "new-password-help"}
            {...form.register("newPassword")}
          />
          {errors.newPassword ? (
            <FieldError id="new-password-error">{errors.newPassword.message}</FieldError>
          ) : (
            <p id="new-password-help" className="mt-1 text-sm text-slate-600">
              At least 6 characters.
            </p>
          )}
          <Button type="submit" className="mt-5 w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : me.hasPassword ? "Change password" : "Save password"}
          </Button>
          {serverError && (
            <p role="alert" className="mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
              {serverError}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
