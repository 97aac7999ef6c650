import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CONFIRM_LINK_HOURS } from "../../../src/shared/class-alert-texts";
import { PublicLayout } from "../../components/layout/public-layout";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import type { LinkProblem } from "./api";

/** The frame of the pages an alert's e-mail opens: one narrow card, centred, phone first. */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <Card className="p-6">{children}</Card>
      </div>
    </PublicLayout>
  );
}

/** An icon, the page's heading and its words. */
export function LinkHeading({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <Icon aria-hidden className="size-10 text-brand-700" />
      <h1 className="mt-3 text-2xl">{title}</h1>
      <div className="mt-2 text-slate-700">{children}</div>
    </>
  );
}

const PROBLEMS: Record<LinkProblem, { title: string; text: string }> = {
  invalid: {
    title: "This link isn't valid",
    text: "The link may be incomplete or copied incorrectly. Open it straight from the e-mail, or ask for class alerts again on the classes page.",
  },
  expired: {
    title: "This link has expired",
    text: `Confirmation links work for ${CONFIRM_LINK_HOURS} hours. Ask for class alerts again and open the new link soon after it arrives.`,
  },
};

export function LinkProblemCard({ problem, icon }: { problem: LinkProblem; icon: LucideIcon }) {
  return (
    <>
      <LinkHeading icon={icon} title={PROBLEMS[problem].title}>
        <p>{PROBLEMS[problem].text}</p>
      </LinkHeading>
      <FindClassesButton />
    </>
  );
}

/** A failed call's message under the button, announced (the forms' FormAlert, without the form's parts). */
export function CallError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
      {message}
    </p>
  );
}

export function FindClassesButton({ label = "Find classes" }: { label?: string }) {
  return (
    <Button asChild variant="secondary" className="mt-6 w-full">
      <Link to="/public/classes">{label}</Link>
    </Button>
  );
}
