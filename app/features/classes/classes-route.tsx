/**
 * The classes routes' shared parts (app/routes/{find-classes,find-classes-period,public-calendar,
 * classes-workshops}.tsx): each loader answers the screen's first call under the screen's own query key,
 * in-process, so the server's HTML carries the first classes and the browser asks nothing again. The
 * first month is the server's (its date, UTC); the screen moves to the visitor's after hydration.
 * The answer is put in the query cache by the component, not the loader: a public page is kept and sent
 * again for as long as the public data does not change, and a seed stamped at its render would be stale
 * in the browser (the screen would ask again at once); the answer itself is as current as the API's.
 */
import type { QueryKey } from "@tanstack/react-query";
import { type ComponentType, useMemo } from "react";
import { useLoaderData } from "react-router";
import {
  DAY_CLASS_LIMIT,
  type DateWindow,
  monthOf,
  monthWindow,
  periodRange,
} from "../../../src/shared/class-listing";
import type { PublicClassesAnswer } from "../../../src/shared/contracts/public-classes";
import type { PageContext } from "../../../src/shared/page-context";
import { orAskInBrowser, Seeded, seedState } from "../../lib/seed";
import { type ClassAsk, pageKey, windowAnswer, windowKey } from "./api";

/** answer: null when the query is not one the API answers, undefined when the read failed. */
export type ClassesData = { today: string; key: QueryKey; answer: PublicClassesAnswer | null | undefined };

/** The first screen a classes route shows, as its screen asks for it on mount. */
export type FirstAsk =
  | { kind: "window"; ask: ClassAsk; window: (today: string) => DateWindow; perDay?: number }
  | { kind: "page"; ask: ClassAsk };

/** ?trainer={slug} as useClassSearch reads it (class-search.tsx). */
export function trainerOf(request: Request): string | null {
  return new URL(request.url).searchParams.get("trainer")?.trim().toLowerCase() || null;
}

/** A padded month grid of the month `today` is in (the calendars). */
export const monthGrid = (today: string) => monthWindow(monthOf(today), true);
/** /public's Month period (its first). */
export const periodMonth = (today: string) => periodRange("month", today, monthOf(today));
export { DAY_CLASS_LIMIT };

export async function classesLoaderData(context: PageContext, first: FirstAsk): Promise<ClassesData> {
  const reads = context.reads.public;
  const today = reads.today();
  if (first.kind === "page") {
    const answer = await orAskInBrowser(context, reads.classes({ ...first.ask, through: null }));
    return { today, key: pageKey(first.ask, null, 0), answer };
  }
  const window = first.window(today);
  const answer = await orAskInBrowser(
    context,
    windowAnswer(reads.classes, { ...first.ask, perDay: first.perDay }, window, true),
  );
  return { today, key: windowKey(first.ask, window, true, first.perDay), answer };
}

/** The route's component: the screen with the loader's answer in its query cache. */
export function classesRoute(Screen: ComponentType<{ today: string }>) {
  return function ClassesRoute() {
    const { today, key, answer } = useLoaderData() as ClassesData;
    const seed = useMemo(() => seedState([[key, answer ?? undefined]]), [key, answer]);
    return (
      <Seeded state={seed}>
        <Screen today={today} />
      </Seeded>
    );
  };
}
