/**
 * What a database holds before anyone uses it: the content the product ships (always, inserted only
 * where missing so the admin's edits survive restarts), the demo data set on a fresh database
 * (unless DEMO_DATA=off). The roles that configuration names are the trainers store's
 * (TrainerService.applyConfiguredRoles).
 */
import { eq } from "drizzle-orm";
import { sha256 } from "../platform/crypto";
import type { Db, Tx } from "./client";
import { ASSESSMENTS } from "./content/assessments";
import { DOCUMENTS } from "./content/documents";
import { MODULES } from "./content/modules";
import { DEFAULT_SITE_CONTENT } from "./content/site-content";
import { seedDemo } from "./demo/seed-demo";
import {
  assessmentQuestions,
  assessments,
  documents,
  documentVersions,
  moduleResources,
  modules,
  siteContent,
} from "./schema";

export async function seedContent(db: Db) {
  await db.transaction(async (tx) => {
    for (const m of MODULES) {
      await tx
        .insert(modules)
        .values({
          id: m.id,
          week: m.week,
          title: m.title,
          description: m.description,
          instructorOnly: m.instructorOnly,
        })
        .onConflictDoNothing();
      await tx
        .insert(moduleResources)
        .values(m.resources.map((r, i) => ({ moduleId: m.id, position: i + 1, ...r })))
        .onConflictDoNothing();
    }
    for (const a of ASSESSMENTS) {
      const { questions, ...fields } = a;
      await tx.insert(assessments).values(fields).onConflictDoNothing();
      const [row] = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.slug, a.slug));
      await tx
        .insert(assessmentQuestions)
        .values(questions.map((q, i) => ({ assessmentId: row!.id, position: i + 1, ...q })))
        .onConflictDoNothing();
    }
    await tx.insert(documents).values(DOCUMENTS).onConflictDoNothing();
    // Each document's current text is kept as a version (signatures point at a version's text).
    const current = await tx.select().from(documents);
    await tx
      .insert(documentVersions)
      .values(
        current.map((d) => ({
          documentId: d.id,
          version: d.version,
          title: d.title,
          body: d.body,
          textSha256: sha256(d.body),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(siteContent)
      .values(Object.entries(DEFAULT_SITE_CONTENT).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
}

export const DEMO_MARKER = "seed:demo";

/** What the demo load needs of the trainers service (modules/trainers/service.ts), which writes the rows. */
type TrainerLoader = {
  count(): Promise<number>;
  bulkLoad<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
};

/**
 * Seeds the demo data once, on a database that has never had trainers, as one bulk load of the
 * trainers store (the public-data version moves after it, like after any write).
 */

export async function seedDemoIfFresh(db: Db, trainers: TrainerLoader, today: string): Promise<boolean> {
  const [marker] = await db.select().from(siteContent).where(eq(siteContent.key, DEMO_MARKER));
  if (marker) return false;
  if ((await trainers.count()) > 0) return false;
  await trainers.bulkLoad((tx) => seedDemo(tx, today));
  await db
    .insert(siteContent)
    .values({ key: DEMO_MARKER, value: { seededOn: today } })
    .onConflictDoNothing();
  return true;
}
