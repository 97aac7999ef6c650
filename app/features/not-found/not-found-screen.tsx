import { Link } from "react-router";

/**
 * Any path of two or more segments that the route table does not know: the spec's heading, and a
 * visitor's ways on instead of the earlier app's developer hint (docs/product.md, "Defects we do not copy").
 * The root route draws it for any 404, and its `meta` gives the title "404 Page Not Found" (app/root.tsx).
 */
export default function NotFoundScreen() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-raised">
        <p aria-hidden className="text-5xl font-semibold text-brand-700">
          404
        </p>
        <h1 className="mt-2 text-2xl">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">This page doesn't exist. Here is where you can go instead:</p>
        <nav aria-label="Ways on" className="mt-6 flex flex-col gap-3">
          <Link
            to="/find-trainer"
            className="inline-flex min-h-tap items-center justify-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
          >
            Find a Trainer
          </Link>
          <Link
            to="/public/classes"
            className="inline-flex min-h-tap items-center justify-center rounded-md border border-brand-700 px-4 font-medium text-brand-700 hover:bg-brand-50"
          >
            Find a Class
          </Link>
          <Link
            to="/trainer-portal/login"
            className="inline-flex min-h-tap items-center justify-center rounded-md px-4 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Trainer Login
          </Link>
        </nav>
      </div>
    </main>
  );
}
