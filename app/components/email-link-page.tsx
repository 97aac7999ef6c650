import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicLayout } from "./layout/public-layout";
import { Button } from "./ui/button";
import { Card } from "./ui/card";

/**
 * The parts of the pages an e-mailed link opens (class alerts' and reservations' links): one narrow
 * card, centred, phone first; a heading with its icon; a call's error; the way back to the classes.
 */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <Card className="p-6">{children}</Card>
      </div>
    </PublicLayout>
  );
}

/** An icon, the page's heading and its words; "danger" for a link that can't be used. */
export function LinkHeading({
  icon: Icon,
  title,
  tone = "brand",
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: "brand" | "danger";
  children?: ReactNode;
}) {
  return (
    <>
      <Icon
        aria-hidden
        className={tone === "danger" ? "size-10 text-danger-700" : "size-10 text-brand-700"}
      />
      <h1 className="mt-3 text-2xl">{title}</h1>
      {children && <div className="mt-2 text-slate-700">{children}</div>}
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
