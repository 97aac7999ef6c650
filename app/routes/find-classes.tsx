/** /public/classes: Find Self-Defense Classes, its first month grid in the server's HTML. */
import type { LoaderFunctionArgs } from "react-router";
import {
  classesLoaderData,
  classesRoute,
  DAY_CLASS_LIMIT,
  monthGrid,
  trainerOf,
} from "../features/classes/classes-route";
import FindClassesScreen from "../features/classes/find-classes-screen";
import { textMeta } from "../lib/route-meta";

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  classesLoaderData(context, {
    kind: "window",
    ask: { screen: "classes", search: "", location: "all", trainer: trainerOf(request) },
    window: monthGrid,
    perDay: DAY_CLASS_LIMIT,
  });

export const meta = textMeta("findClasses");
export default classesRoute(FindClassesScreen);
