/** /public: Find Self-Defense Classes by period, its first period (the month) in the server's HTML. */
import type { LoaderFunctionArgs } from "react-router";
import { classesLoaderData, classesRoute, periodMonth, trainerOf } from "../features/classes/classes-route";
import FindClassesPeriodScreen from "../features/classes/find-classes-period-screen";
import { textMeta } from "../lib/route-meta";

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  classesLoaderData(context, {
    kind: "window",
    ask: { screen: "period", search: "", location: "all", trainer: trainerOf(request) },
    window: periodMonth,
  });

export const meta = textMeta("findClasses");
export default classesRoute(FindClassesPeriodScreen);
