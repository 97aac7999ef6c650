/**
 * The `route` label of the request metrics. It must stay a small, fixed set (every distinct value is a
 * time series kept by Prometheus for ever): the route's pattern, never the address asked for.
 */

import { isApiPath } from "../../shared/contracts/endpoint";
import { screenFor } from "../../shared/routes";

/**
 * - a registered route: its pattern (/api/public-trainers/:id); the hashed build files, whose names
 *   change with every release, as one "/assets/*";
 * - no route (the not-found handler, which also serves the pages): a page read as "page:<screen>"
 *   ("page:profile", "page:not-found"), anything else as "unmatched".
 */
export function routeLabel(routePattern: string | undefined, method: string, url: string): string {
  if (routePattern) return routePattern.startsWith("/assets/") ? "/assets/*" : routePattern;
  const path = url.split("?")[0] ?? "/";
  if (isApiPath(path)) return "unmatched";
  if (method !== "GET" && method !== "HEAD") return "unmatched";
  return `page:${screenFor(path)}`;
}
