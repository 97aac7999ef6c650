import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { type loggedIn, passwordLogin } from "../../../shared/contracts/auth";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { FormAlert, TextField } from "../../components/ui/text-field";
import { api, errorMessage } from "../../lib/api";
import { ME_KEY } from "../../lib/session";

type FormIn = z.input<typeof passwordLogin>;
type FormOut = z.output<typeof passwordLogin>;

/** The e-mail and password variant (spec portal §5), for accounts that have set a password. */
export function PasswordForm({
  next,
  email,
  onEmailChange,
  onUseLink,
}: {
  next?: string;
  email: string;
  onEmailChange: (email: string) => void;
  onUseLink: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(passwordLogin),
    defaultValues: { email, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      const result = await api<z.infer<typeof loggedIn>>("/api/login", {
        body: next ? { ...values, next } : values,
      });
      // The session is new: the next screen asks the server who is signed in.
      queryClient.removeQueries({ queryKey: ME_KEY });
      navigate(result.redirect, { replace: true });
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  const emailField = form.register("email", { onChange: (e) => onEmailChange(e.target.value) });
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle>Sign In with Your Password</CardTitle>
        <p className="text-sm text-slate-700">For trainers who have set a sign-in password.</p>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Sign in with a password">
          <TextField
            id="password-email"
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...emailField}
          />
          <TextField
            id="password-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            className="mt-4"
            error={errors.password?.message}
            {...form.register("password")}
          />

          <Button type="submit" className="mt-5 w-full" disabled={isSubmitting}>
            {isSubmitting ? "Logging in..." : "Login"}
          </Button>
          <FormAlert>{serverError}</FormAlert>
        </form>
        <Button variant="ghost" className="mt-3 w-full" onClick={onUseLink}>
          Email me a sign-in link instead
        </Button>
      </CardContent>
    </Card>
  );
}
