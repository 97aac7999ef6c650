/** /classes: Classes and Workshops, the first page of its List View in the server's HTML. */
import type { LoaderFunctionArgs } from "react-router";
import { classesLoaderData, classesRoute } from "../features/classes/classes-route";
import ClassesWorkshopsScreen from "../features/classes/classes-workshops-screen";
import { textMeta } from "../lib/route-meta";

export const loader = ({ context }: LoaderFunctionArgs) =>
  classesLoaderData(context, {
    kind: "page",
    ask: { screen: "workshops", search: "", location: "all", type: "all" },
  });

export const meta = textMeta("classesWorkshops");
export default classesRoute(ClassesWorkshopsScreen);
