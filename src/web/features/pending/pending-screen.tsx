import { Link } from "react-router";
import { PublicLayout } from "../../components/layout/public-layout";
import { usePageMeta } from "../../lib/use-page-meta";

/**
 * A route of the table whose screen a later issue builds: it says so plainly instead of a blank page.
 * Portal routes show it inside the portal layout; the others in the public frame (PendingScreen).
 */
export function PendingNotice({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl">{title}</h1>
      <p className="mt-3 text-slate-700">This page is not open yet. Please check back soon.</p>
      <Link
        to="/find-trainer"
        className="mt-6 inline-flex min-h-tap items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
      >
        Find a Certified Trainer
      </Link>
    </div>
  );
}

export function PendingScreen({ title }: { title: string }) {
  return (
    <PublicLayout>
      <PendingNotice title={title} />
    </PublicLayout>
  );
}
