import type { Page } from "@playwright/test";
import type { RouteEntry } from "../../src/shared/routes";
import { publicTrainers } from "./fixtures";

/** What a route's parameters are filled with: a demo trainer with classes, a state, a document. */
export type RouteData = { slug: string; trainerId: number; classId: string; state: string; document: string };

export async function routeData(page: Page): Promise<RouteData> {
  const teacher = (await publicTrainers(page)).find((t) => t.upcomingClasses.length > 0)!;
  return {
    slug: teacher.customUrlSlug,
    trainerId: teacher.id,
    classId: teacher.upcomingClasses[0]!.id,
    state: "texas",
    document: "waiver",
  };
}

/** A route's path with its parameters filled from the demo data. */
export function pathOf(route: RouteEntry, data: RouteData): string {
  return route.path
    .replace("/*", "")
    .replace(":trainerName", data.slug)
    .replace(":state", data.state)
    .replace(
      ":id",
      route.screen === "class-detail"
        ? data.classId
        : route.screen === "onboarding-sign"
          ? data.document
          : String(data.trainerId),
    );
}
