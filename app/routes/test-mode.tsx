import { data, type LoaderFunctionArgs } from "react-router";

export { default } from "../features/onboarding/test-mode-screen";

/** Hidden where the server hides it (production, unless ENABLE_TEST_PAGE): the not-found page. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.site.testPageEnabled) throw data(null, { status: 404 });
  return null;
}
