/** Creating trainer accounts: one place for the slug, time zone and role rules. */
import { sql } from "drizzle-orm";
import { defaultTimeZone } from "../../../shared/regions";
import { slugBase, splitName, uniqueSlug } from "../../../shared/slug";
import type { Tx } from "../../db/client";
import { slugHistory, trainerProfiles, trainerRoles, trainers } from "../../db/schema";

export type NewTrainer = {
  name: string;
  email: string;
  status?: (typeof trainers.$inferInsert)["status"];
  city?: string;
  state?: string;
  customUrlSlug?: string;
  profile?: Partial<Omit<typeof trainerProfiles.$inferInsert, "trainerId">>;
};

/** Inserts the account, its profile and the trainer role; the slug follows the spec's rule, made unique. */
export async function createTrainerAccount(tx: Tx, input: NewTrainer) {
  const names = splitName(input.name);
  const used = new Set(
    [
      ...(await tx.select({ slug: trainers.slug }).from(trainers)),
      ...(await tx.select({ slug: slugHistory.slug }).from(slugHistory)),
    ].map((r) => r.slug),
  );
  const slug = uniqueSlug(slugBase({ customUrlSlug: input.customUrlSlug, ...names }), (s) => used.has(s));
  const [row] = await tx
    .insert(trainers)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      status: input.status ?? "certified",
      slug,
      timeZone: defaultTimeZone(input.state),
    })
    .returning();
  await tx
    .insert(trainerProfiles)
    .values({ trainerId: row!.id, ...names, city: input.city, state: input.state, ...input.profile });
  await tx.insert(trainerRoles).values({ trainerId: row!.id, role: "trainer" });
  return row!;
}

export async function emailTaken(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: trainers.id })
    .from(trainers)
    .where(sql`lower(${trainers.email}) = ${email.toLowerCase()}`);
  return Boolean(row);
}
