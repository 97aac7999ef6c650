import { LogIn } from "lucide-react";
import { SESSION_TEXT } from "../../../src/shared/contracts/auth";
import { Button } from "./button";

/**
 * A save the ended session refused (lib/use-api-form.ts): what happened, that the draft is kept, and
 * "Sign in again", a full page load of the login page that returns to this screen with the draft.
 */
export function SignInAgain({ path }: { path?: string }) {
  if (!path) return null;
  return (
    <div role="alert" className="mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
      <p className="font-medium">{SESSION_TEXT.expired}</p>
      <p className="mt-1">{SESSION_TEXT.expiredHint}</p>
      <Button asChild variant="secondary" className="mt-3">
        <a href={path}>
          <LogIn aria-hidden className="size-4" />
          {SESSION_TEXT.signInAgain}
        </a>
      </Button>
    </div>
  );
}
