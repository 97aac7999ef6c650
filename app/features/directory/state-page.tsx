/**
 * The directory's state pages in the browser (issue 18, docs/decisions/0021-state-pages.md): a state page
 * (/find-trainer/texas) is the directory opened with the state filter set; the address and the title
 * follow the state filter, so what the visitor sees can be shared.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { defaultMeta, stateMeta } from "../../../src/shared/meta";
import { directoryPageOf, STATE_SLUGS, statePagePath } from "../../../src/shared/state-pages";
import { site } from "../../lib/site-config";
import { usePageMeta } from "../../lib/use-page-meta";

/** Does the address name the directory or a known state's page (not /find-trainer/atlantis)? */
export function useKnownDirectoryPage(): boolean {
  return directoryPageOf(useLocation().pathname) !== undefined;
}

/**
 * /find-trainer/{slug} for a slug that names no state or province: the site's not-found page, as the
 * server answers it (404), with the way back to the directory.
 */
export function UnknownStatePage() {
  usePageMeta("404 Page Not Found");
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-raised">
        <h1 className="text-2xl">404 Page Not Found</h1>
        <p className="mt-3 text-slate-600">We have no page for this state or province.</p>
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

/** The filter a state page opens with (/find-trainer/texas: state TX); nothing on the directory itself. */
export function useRouteState(): { state?: string } {
  const { pathname } = useLocation();
  const [code] = useState(() => directoryPageOf(pathname)?.state?.code);
  return code ? { state: code } : {};
}

const hasPage = (code: string) => STATE_SLUGS.some((s) => s.code === code);

/**
 * Choosing a state shows its page's address (/find-trainer/ohio), All the directory's (/find-trainer),
 * under the path the visitor came by (/public/find-trainer stays /public/...), keeping the query; the
 * history entry is replaced, as any filter change leaves Back alone. An address that changes from
 * outside (Back to an earlier entry of the same screen) sets the filter. The title follows the state,
 * as the state page's HTML names it.
 */
export function useStatePageAddress(state: string, update: (patch: { state: string }) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = directoryPageOf(location.pathname);
  const routeState = page?.state?.code ?? "all";
  const wanted = state !== "all" && hasPage(state) ? state : "all";
  // The state address and filter last agreed on: each effect acts only on a change of its own side.
  const synced = useRef(routeState);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the filter changes, not the address.
  useEffect(() => {
    if (wanted === synced.current) return;
    synced.current = wanted;
    if (!page || wanted === routeState) return;
    // After the new cards are painted: the history call and the router's render for the new address
    // are kept off the filter change's own frame.
    const to = { pathname: statePagePath(wanted, page.base), search: location.search, hash: location.hash };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => navigate(to, { replace: true }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the address changes, not the filter.
  useEffect(() => {
    if (routeState === synced.current) return;
    synced.current = routeState;
    if (routeState !== wanted) update({ state: routeState });
  }, [routeState]);

  const name = STATE_SLUGS.find((s) => s.code === wanted)?.name;
  const meta = name ? stateMeta(site.brandName, name) : defaultMeta(site.brandName);
  usePageMeta(meta.title, meta.description);
}
