import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PublicLayout } from "../../components/layout/public-layout";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** The frame of the pages a reservation's e-mail opens: one narrow card, centred, phone first. */
export function LinkPage({ children }: { children: ReactNode }) {
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <Card className="p-6">{children}</Card>
      </div>
    </PublicLayout>
  );
}

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

/** A failed call's message under the button, announced. */
export function CallError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-md bg-danger-50 p-3 text-sm text-danger-700">
      {message}
    </p>
  );
}

export function FindClassesButton() {
  return (
    <Button asChild variant="secondary" className="mt-6 w-full">
      <Link to="/public/classes">Find classes</Link>
    </Button>
  );
}
