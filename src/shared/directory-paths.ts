/**
 * The directory's page size and the canonical address of its first results: the server's routes, the
 * contracts and the directory screen use them alike (kept apart from the index, which imports the
 * contracts' types).
 */
import { type DirectoryFilters, isNoFilter } from "./directory-rules";

/** Cards per page of the directory, and the most one cards call may ask for. */
export const DIRECTORY_PAGE_SIZE = 9;

/**
 * The canonical results path for a filter set: no filter is exactly `/api/public-trainers/results`, a
 * state alone `/api/public-trainers/results?state=TX`. Parameters in a fixed order (search, state,
 * specialty, availability, distance, lat, lng), "all" and blanks left out, the search trimmed, and the
 * distance with its point only when both are set (one without the other filters nothing).
 */
export function directoryResultsPath(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  const search = (filters.search ?? "").trim();
  if (search) params.set("search", search);
  for (const key of ["state", "specialty", "availability"] as const) {
    const value = filters[key];
    if (!isNoFilter(value)) params.set(key, String(value).trim());
  }
  const miles = isNoFilter(filters.distance) ? undefined : Number(filters.distance);
  const point = filters.point;
  if (miles !== undefined && Number.isFinite(miles) && miles > 0 && point) {
    params.set("distance", String(miles));
    params.set("lat", String(point.lat));
    params.set("lng", String(point.lng));
  }
  const query = params.toString();
  return query ? `/api/public-trainers/results?${query}` : "/api/public-trainers/results";
}
