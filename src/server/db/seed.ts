/**
 * What a database holds before anyone uses it: the content the product ships (always, inserted only
 * where missing so the admin's edits survive restarts), the demo data set on a fresh database
 * (unless DEMO_DATA=off), and the roles that configuration names.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { splitName, uniqueSlug } from "../../shared/slug";
import type { AppConfig } from "../config";
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
  moduleResources,
  modules,
  siteContent,
  trainerProfiles,
  trainerRoles,
  trainers,
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
    await tx
      .insert(siteContent)
      .values(Object.entries(DEFAULT_SITE_CONTENT).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  });
}

const DEMO_MARKER = "seed:demo";

/** Seeds the demo data once, on a database that has never had trainers. */
export async function seedDemoIfFresh(db: Db, today: string): Promise<boolean> {
  const [marker] = await db.select().from(siteContent).where(eq(siteContent.key, DEMO_MARKER));
  if (marker) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(trainers);
  if (count > 0) return false;
  await seedDemo(db, today);
  await db
    .insert(siteContent)
    .values({ key: DEMO_MARKER, value: { seededOn: today } })
    .onConflictDoNothing();
  return true;
}

/**
 * ADMIN_EMAILS are admins (and, as the headquarters trainer, get an hq account if they have none);
 * TRAINER_LEAD_EMAIL is the announcement author. Roles stay rows in the database.
 */
export async function ensureConfiguredRoles(
  db: Db,
  config: Pick<AppConfig, "adminEmails" | "trainerLeadEmail">,
) {
  await db.transaction(async (tx) => {
    for (const email of config.adminEmails) {
      const id = (await findTrainerId(tx, email)) ?? (await createHqAccount(tx, email));
      await tx
        .insert(trainerRoles)
        .values([
          { trainerId: id, role: "trainer" },
          { trainerId: id, role: "admin" },
        ])
        .onConflictDoNothing();
    }
    const leadId = await findTrainerId(tx, config.trainerLeadEmail);
    if (leadId)
      await tx
        .insert(trainerRoles)
        .values({ trainerId: leadId, role: "announcement_author" })
        .onConflictDoNothing();
    // A role that configuration no longer names is taken away (the admin console manages the rest later).
    const admins = (
      await tx
        .select({ id: trainers.id, email: trainers.email })
        .from(trainers)
        .innerJoin(trainerRoles, and(eq(trainerRoles.trainerId, trainers.id), eq(trainerRoles.role, "admin")))
    )
      .filter((t) => !config.adminEmails.includes(t.email.toLowerCase()))
      .map((t) => t.id);
    if (admins.length)
      await tx
        .delete(trainerRoles)
        .where(and(eq(trainerRoles.role, "admin"), inArray(trainerRoles.trainerId, admins)));
  });
}

async function findTrainerId(tx: Tx, email: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(sql`lower(${trainers.email}) = ${email.toLowerCase()}`);
  return row?.id;
}

async function createHqAccount(tx: Tx, email: string): Promise<number> {
  const name = "Headquarters";
  const taken = new Set((await tx.select({ slug: trainers.slug }).from(trainers)).map((r) => r.slug));
  const [row] = await tx
    .insert(trainers)
    .values({
      email: email.toLowerCase(),
      name,
      status: "hq",
      slug: uniqueSlug("headquarters", (s) => taken.has(s)),
    })
    .returning({ id: trainers.id });
  await tx
    .insert(trainerProfiles)
    .values({ trainerId: row!.id, ...splitName(name), city: "Tulsa", state: "OK", publiclyListed: false });
  return row!.id;
}
