import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { ASSESSMENT_TEXT } from "../../src/shared/contracts/assessments";
import { assessmentKeys } from "../features/assessments/api";
import AssessmentsScreen from "../features/assessments/assessments-screen";
import { portalMeta } from "../features/portal/page-meta";
import { askInBrowser, orAskInBrowser, Seeded, seedState } from "../lib/seed";

export const meta: MetaFunction = ({ matches }) => portalMeta(matches, ASSESSMENT_TEXT.screenTitle);

/** The assessments and the caller's attempts, read at each opening of the page (the badges are the server's). */
export async function loader({ context }: LoaderFunctionArgs) {
  const answer = await orAskInBrowser(context, context.reads.portal.assessments());
  return { seed: seedState([[assessmentKeys.portalData, answer]]) };
}

export const clientLoader = askInBrowser;

export default function AssessmentsRoute() {
  return (
    <Seeded state={useLoaderData<typeof loader>().seed}>
      <AssessmentsScreen />
    </Seeded>
  );
}
