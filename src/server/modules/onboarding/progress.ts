/**
 * The onboarding checklist of a trainer account (docs/product.md "Small texts" and "Portal details",
 * Onboarding progress), counting only what the trainer can do:
 *   payment            the account's paymentStatus is completed, or a linked applicant's payment was verified
 *   document:{id}      each required document signed at its current version, by the trainer or by an
 *                      applicant linked to the trainer (signatures are carried from the applicant)
 *   welcome:{id}       each of the six welcome links (shared/welcome-links.ts) visited, as stored on the
 *                      linked applicants
 *   profile            the profile 100% by the one completion rule (shared/profile-completion.ts), the
 *                      owner-only fields counting as filled: a trainer cannot be held below 100% by a
 *                      field only the admin sets
 * Progress = round(100 × done / total): 11 steps with the three shipped documents.
 * Reads only; the applicants, documents and signatures tables are the onboarding flow's.
 */
import { and, asc, eq, exists, inArray, not, or, type SQL, sql } from "drizzle-orm";
import { profileCompletion } from "../../../shared/profile-completion";
import { WELCOME_LINKS } from "../../../shared/welcome-links";
import type { Db } from "../../db/client";
import { applicants, documents, signatures } from "../../db/schema";
import { OWNER_ONLY_FIELDS, type ProfileRow, type TrainerRow } from "../trainers/store";

export type OnboardingStep = { id: string; label: string; done: boolean };
export type OnboardingProgress = { progress: number; steps: OnboardingStep[] };

/** A signature of the document row in the outer query, at its current version, by this trainer. */
function signedBy(db: Db, trainerId: number): SQL {
  const ownApplicants = db
    .select({ id: applicants.id })
    .from(applicants)
    .where(eq(applicants.trainerId, trainerId));
  return exists(
    db
      .select({ one: sql`1` })
      .from(signatures)
      .where(
        and(
          eq(signatures.documentId, documents.id),
          eq(signatures.documentVersion, documents.version),
          or(eq(signatures.trainerId, trainerId), inArray(signatures.applicantId, ownApplicants)),
        ),
      ),
  );
}

/** How many required documents the trainer has not signed at their current version (one query). */
export async function unsignedDocumentCount(db: Db, trainerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .where(and(eq(documents.required, true), not(signedBy(db, trainerId))));
  return row?.n ?? 0;
}

export async function onboardingProgress(
  db: Db,
  trainer: Pick<TrainerRow, "id" | "name" | "email" | "paymentStatus">,
  profile: ProfileRow,
): Promise<OnboardingProgress> {
  const linked = await db
    .select({
      paymentVerifiedAt: applicants.paymentVerifiedAt,
      welcomeLinksVisited: applicants.welcomeLinksVisited,
    })
    .from(applicants)
    .where(eq(applicants.trainerId, trainer.id));
  const docs = await db
    .select({
      id: documents.id,
      title: documents.title,
      signed: sql<boolean>`${signedBy(db, trainer.id)}`.mapWith(Boolean),
    })
    .from(documents)
    .where(eq(documents.required, true))
    .orderBy(asc(documents.position), asc(documents.id));

  const visited = new Set(linked.flatMap((a) => a.welcomeLinksVisited));
  const completion = profileCompletion(
    { ...profile, name: trainer.name, email: trainer.email },
    { treatAsFilled: OWNER_ONLY_FIELDS },
  );

  const steps: OnboardingStep[] = [
    {
      id: "payment",
      label: "Payment verified",
      done: trainer.paymentStatus === "completed" || linked.some((a) => a.paymentVerifiedAt !== null),
    },
    ...docs.map((d) => ({ id: `document:${d.id}`, label: d.title, done: d.signed })),
    ...WELCOME_LINKS.map((link) => ({
      id: `welcome:${link.id}`,
      label: link.label,
      done: visited.has(link.id),
    })),
    { id: "profile", label: "Profile complete", done: completion.complete },
  ];
  const done = steps.filter((s) => s.done).length;
  return { progress: Math.round((100 * done) / steps.length), steps };
}
