/**
 * /public/class/:id: one class of a listed trainer, rendered on the server with its crawlable head (an
 * Event in JSON-LD); past classes still answer (links in old messages), an unknown class 404.
 */
import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaDescriptor,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { classNotFoundTitle, classTags } from "../../src/shared/seo/head";
import ClassDetailScreen, { ClassNotFoundPage } from "../features/class-detail/class-detail-screen";
import { brandOfMatches, metaTags } from "../lib/route-meta";
import { orAskInBrowser } from "../lib/seed";

export async function loader({ context, params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const reads = context.reads.public;
  const detail = id ? await orAskInBrowser(context, reads.classById(id)) : null;
  // undefined: the read failed, and the screen asks in the browser (its error state, Try again).
  if (detail === null) throw data(null, { status: 404 });
  // The head is made here, on the server: its JSON-LD and Open Graph builders stay out of the page's
  // JavaScript (a move inside the app brings it with the loader's data).
  const brandName = context.site.brandName;
  const head: MetaDescriptor[] = detail
    ? metaTags(classTags({ publicUrl: reads.publicUrl(), brandName }, detail))
    : [{ title: brandName }];
  return { id, detail, head };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData?.head ?? [{ title: classNotFoundTitle(brandOfMatches(matches)) }];

/** The class drawn from the loader's answer, on the server and in the browser (lib/use-read.ts). */
export default function ClassDetailRoute() {
  const { detail } = useLoaderData<typeof loader>();
  return <ClassDetailScreen seed={detail} />;
}

/** An unknown class: the class page's own not-found view; any other failure goes to the root's page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ClassNotFoundPage />;
  throw error;
}
