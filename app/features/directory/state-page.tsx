/**
 * The directory's state pages in the browser (issue 18, docs/decisions/0021-state-pages.md): a state page
 * (/find-trainer/texas) is the directory opened with the state filter set; the address follows the state
 * filter, so what the visitor sees can be shared, and the route's meta names the state in the title.
 * A slug that names no state, or a state without listed trainers, is the route loader's 404.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { directoryPageOf, STATE_SLUGS, statePagePath } from "../../../src/shared/state-pages";

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
 * outside (Back to an earlier entry of the same screen) sets the filter.
 */
export function useStatePageAddress(state: string, update: (patch: { state: string }) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = directoryPageOf(location.pathname);
  const routeState = page?.state?.code ?? "all";
  const wanted = state !== "all" && hasPage(state) ? state : "all";
  // The state address and filter last agreed on: each effect acts only on a change of its own side.
  const synced = useRef(routeState);
  // The states of the addresses this hook asked the router for that have not arrived yet: a move is
  // not instant (the router may ask the server first), and the filter may change again meanwhile. Their
  // arrival is not a change "from outside".
  const asked = useRef<string[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the filter changes, not the address.
  useEffect(() => {
    if (wanted === synced.current) return;
    synced.current = wanted;
    if (!page || (wanted === routeState && asked.current.length === 0)) return;
    // After the new cards are painted: the history call and the router's render for the new address
    // are kept off the filter change's own frame.
    const to = { pathname: statePagePath(wanted, page.base), search: location.search, hash: location.hash };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sent = false;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        sent = true;
        asked.current.push(wanted);
        navigate(to, { replace: true, preventScrollReset: true });
      }, 0);
    });
    return () => {
      if (sent) return;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wanted]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts when the address changes, not the filter.
  useEffect(() => {
    const ours = asked.current.indexOf(routeState);
    if (ours >= 0) {
      asked.current.splice(0, ours + 1);
      return;
    }
    if (routeState === synced.current) return;
    synced.current = routeState;
    if (routeState !== wanted) update({ state: routeState });
  }, [routeState]);
}
