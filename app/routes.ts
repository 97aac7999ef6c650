/**
 * The route table of React Router's framework mode, generated from src/shared/routes.ts (the one list the
 * server's statuses and redirects read too). A screen's module may serve several paths, each its own
 * route (its id is the path). Portal routes render under the portal layout route.
 */
import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { REDIRECTS, ROUTES, type RouteEntry } from "../src/shared/routes";

const screenRoute = (r: RouteEntry) => route(r.path, `routes/${r.screen}.tsx`, { id: r.path });

export default [
  ...REDIRECTS.map((r) =>
    route(r.from, "routes/redirect.tsx", { id: `redirect:${r.from}`, caseSensitive: true }),
  ),
  layout("routes/portal-layout.tsx", ROUTES.filter((r) => r.group === "portal").map(screenRoute)),
  ...ROUTES.filter((r) => r.group !== "portal").map(screenRoute),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
