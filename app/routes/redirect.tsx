import { type LoaderFunctionArgs, redirect } from "react-router";
import { redirectFor } from "../../src/shared/routes";

/**
 * The route table's redirects (src/shared/routes.ts REDIRECTS) for a navigation in the app; a request
 * from outside is answered 301 by the server before the page handler.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${redirectFor(url.pathname) ?? "/find-trainer"}${url.search}`, 301);
}

export default function Redirect() {
  return null;
}
