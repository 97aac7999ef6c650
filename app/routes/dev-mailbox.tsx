import { data, type LoaderFunctionArgs } from "react-router";

export { default } from "../features/dev-mailbox/dev-mailbox-screen";

/** Outside production, for clients on this machine only (as its API): else the not-found page. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.site.production || !context.request.loopback) throw data(null, { status: 404 });
  return null;
}
