import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import AdminConsoleScreen from "../features/admin-console/admin-console-screen";
import { portalMeta } from "../features/portal/page-meta";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, "Admin Console");

/**
 * The console's data is asked for in the browser (its skeletons are drawn here); only the refusal a
 * trainer who is not an admin gets from the console's every read is known here, so it is drawn at once.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return { refusal: (await context.reads.portal.adminRefusal()) ?? null };
}

export default function AdminConsoleRoute() {
  return <AdminConsoleScreen refusal={useLoaderData<typeof loader>().refusal ?? undefined} />;
}
