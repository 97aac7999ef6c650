import { useNavigate } from "react-router";
import { passwordLogin as schema } from "../../../src/shared/contracts/auth";
import { PasswordField } from "../../components/ui/text-field";
import { useSessionCache } from "../../lib/session";
import { useApiForm } from "../../lib/use-api-form";
import { passwordLogin } from "./api";
import { EmailField, LoginForm, type LoginFormProps } from "./login-form";

/** The e-mail and password variant (spec portal §5), for accounts that have set a password. */
export function PasswordForm({ next, email, onEmailChange }: LoginFormProps) {
  const navigate = useNavigate();
  const session = useSessionCache();
  const passwordForm = useApiForm({
    schema,
    defaultValues: { email, password: "" },
    submit: (values) => passwordLogin(next ? { ...values, next } : values),
    onSuccess: (result) => {
      session.forget();
      navigate(result.redirect, { replace: true });
    },
  });
  const emailField = passwordForm.field("email", { onChange: (e) => onEmailChange(e.target.value) });

  return (
    <LoginForm form={passwordForm} label="Sign in with a password">
      <EmailField id="password-email" autoComplete="username" {...emailField} />
      <PasswordField
        id="password-password"
        label="Password"
        className="mt-4"
        {...passwordForm.field("password")}
      />
    </LoginForm>
  );
}
