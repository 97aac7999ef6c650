/**
 * The trainers table's filters, sort and page, kept in the address: Back returns to the same view, and
 * a link shares it. Values the server would refuse fall back to the defaults.
 */
import { useSearchParams } from "react-router";
import { ADMIN_STATUSES, ONBOARDING_STATES, TRAINER_SORTS } from "../../../src/shared/contracts/admin";
import type { TrainerQuery } from "./api";

export const PAGE_SIZES = [10, 25, 50, 100];
const DEFAULT_PAGE_SIZE = 25;

/** The address's query of the filters (empty values left out). */
function searchParamsOf(q: Partial<TrainerQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  return params;
}

export function useTrainerQuery() {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(key: string, allowed: readonly T[]) => {
    const v = params.get(key);
    return v && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
  };
  const num = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const pageSize = num("pageSize", DEFAULT_PAGE_SIZE);
  const query: TrainerQuery = {
    search: params.get("search") ?? undefined,
    status: pick("status", ADMIN_STATUSES),
    onboarding: pick("onboarding", ONBOARDING_STATES),
    sort: pick("sort", TRAINER_SORTS) ?? "name",
    dir: pick("dir", ["asc", "desc"] as const) ?? "asc",
    page: num("page", 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  /** Changes some of the query; any change but the page goes back to the first page. */
  const update = (change: Partial<TrainerQuery>) => {
    setParams(searchParamsOf({ ...query, page: 1, ...change }), { replace: true });
  };
  return { query, update };
}
