import { Link } from "react-router";
import { usePageMeta } from "../../lib/use-page-meta";

/** Any path of two or more segments that the route table does not know. */
export default function NotFoundScreen() {
  usePageMeta("404 Page Not Found");
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-raised">
        <p aria-hidden className="text-5xl font-semibold text-brand-700">
          404
        </p>
        <h1 className="mt-2 text-2xl">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">Did you forget to add the page to the router?</p>
        <Link
          to="/find-trainer"
          className="mt-6 inline-flex min-h-tap items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
        >
          Find a Trainer
        </Link>
      </div>
    </main>
  );
}
