/** /public-calendar: the class calendar feed, its first month grid in the server's HTML. */
import type { LoaderFunctionArgs } from "react-router";
import ClassCalendarScreen, { FEED } from "../features/classes/class-calendar-screen";
import {
  classesLoaderData,
  classesRoute,
  DAY_CLASS_LIMIT,
  monthGrid,
} from "../features/classes/classes-route";
import { textMeta } from "../lib/route-meta";

export const loader = ({ context }: LoaderFunctionArgs) =>
  classesLoaderData(context, { kind: "window", ask: FEED, window: monthGrid, perDay: DAY_CLASS_LIMIT });

export const meta = textMeta("classCalendar");
export default classesRoute(ClassCalendarScreen);
