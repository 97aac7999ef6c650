import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Logo } from "../../components/layout/logo";
import { Button } from "../../components/ui/button";

/**
 * Trainer-portal variants go Back to the dashboard (spec public-site 2.8); public variants and the
 * certification terms go back in the browser history ("Return to Previous Page"), or to the
 * directory when the page was opened directly.
 */
export type BackTarget = { kind: "dashboard" } | { kind: "history" };

/** A static page's frame; its title and description are its route's meta (src/shared/seo/page-texts.ts). */
export function StaticPageLayout({ back, children }: { back: BackTarget; children: ReactNode }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (back.kind === "dashboard") navigate("/trainer-portal/dashboard");
    else if (window.history.length > 1) navigate(-1);
    else navigate("/find-trainer");
  };
  return (
    <div className="min-h-dvh bg-white">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link to="/find-trainer" className="inline-flex min-h-tap items-center rounded-md">
            <Logo />
          </Link>
          <Button variant="secondary" onClick={goBack}>
            <ArrowLeft aria-hidden className="size-4" />
            {back.kind === "dashboard" ? "Back" : "Return to Previous Page"}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        {children}
        <p className="mt-12 flex flex-wrap gap-x-6 border-t border-slate-200 pt-6">
          <Link
            to="/find-trainer"
            className="inline-flex min-h-tap items-center font-medium text-brand-700 underline underline-offset-4"
          >
            Find a Certified Trainer near you
          </Link>
          <Link
            to="/public/classes"
            className="inline-flex min-h-tap items-center font-medium text-brand-700 underline underline-offset-4"
          >
            Find a self-defense class
          </Link>
        </p>
      </main>
    </div>
  );
}
